// The signed-in user: info, password change, the softphone's state poll; user detail and role list.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { PasswordChangeFailure, SeatStatus } from '../../../../src/shared/api/types.ts';
import { endpoint } from '../lib/contract.ts';
import { ApiError, fail, ok } from '../lib/envelope.ts';
import { hashPassword, passwordPolicyViolations, verifyPassword } from '../lib/password.ts';
import { formatDateTime } from '../lib/time.ts';
import { permissionsOf } from '../services/permissions.ts';

const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({ ...endpoint('/api/sys/user/info'), handler: async (request) => {
    const u = request.user;
    const dept = u.deptId === null ? undefined
      : await app.db.selectFrom('sys_dept').select('name').where('id', '=', u.deptId).executeTakeFirst();
    return ok({
      id: u.id, deptId: u.deptId, deptName: dept?.name ?? null, realName: u.realName, username: u.username,
      jobNumber: u.jobNumber, landlineNumber: u.landlineNumber, userRoleList: u.roleIds,
    });
  } });

  app.route({ ...endpoint('/api/sys/user/password'), handler: async (request) => {
    const { password, newPassword, confirmPassword } = request.body;
    if (newPassword !== confirmPassword) return fail<PasswordChangeFailure>('确认密码与新密码输入不一致', { vMessage: ['确认密码与新密码输入不一致'] });
    const violations = passwordPolicyViolations(newPassword);
    if (violations.length) return fail<PasswordChangeFailure>(violations.join('；'), { vMessage: violations });

    const row = await app.db.selectFrom('sys_user').select('password_hash').where('id', '=', request.user.id).executeTakeFirstOrThrow();
    if (!(await verifyPassword(password, row.password_hash))) return fail<PasswordChangeFailure>('当前密码不正确', { vMessage: ['当前密码不正确'] });
    if (password === newPassword) return fail<PasswordChangeFailure>('新密码不能与当前密码相同', { vMessage: ['新密码不能与当前密码相同'] });

    const hash = await hashPassword(newPassword);
    await app.db.transaction().execute(async (tx) => {
      await tx.updateTable('sys_user').set({ password_hash: hash }).where('id', '=', request.user.id).execute();
      // Other sessions may be someone who knew the old password; only this one stays signed in.
      await tx.deleteFrom('sys_token').where('user_id', '=', request.user.id).where('token_hash', '<>', request.user.tokenHash).execute();
    });
    app.sessions.dropUser(request.user.id);
    return ok(null, '密码修改成功');
  } });

  app.route({ ...endpoint('/api/loadUser'), handler: async (request) => {
    const u = request.user;
    if (request.body.userId !== u.id) return fail('用户信息不一致，请重新登录');
    if (request.body.landlineNumber && request.body.landlineNumber !== u.landlineNumber) {
      return fail('分机号与当前用户不一致，请重新登录');
    }
    const seat = u.landlineNumber
      ? await app.db.selectFrom('seat_state').select(['seat_status', 'busy_reason', 'updated_at']).where('landline_number', '=', u.landlineNumber).executeTakeFirst()
      : undefined;
    const status = await app.db.selectFrom('sys_user').select('status').where('id', '=', u.id).executeTakeFirstOrThrow();
    return ok({
      userId: u.id, username: u.username, realName: u.realName, jobNumber: u.jobNumber, deptId: u.deptId,
      landlineNumber: u.landlineNumber, status: status.status,
      seatStatus: (seat?.seat_status ?? 'Logged Out') as SeatStatus,
      busyReason: seat?.busy_reason ?? null,
      seatStatusUpdateTime: formatDateTime(seat?.updated_at),
      tokenExpireTime: formatDateTime(u.expiresAt)!,
    });
  } });

  app.route({ ...endpoint('/api/sys/user/get'), handler: async (request) => {
    const id = request.query.id ?? request.body?.id;
    if (id === undefined) throw new ApiError(400, '参数错误：id 不能为空');
    if (id !== request.user.id && !(await permissionsOf(app.db, request.user.roleIds, app.cache)).includes('sys:user:info')) {
      throw new ApiError(403, '暂无权限');
    }
    const u = await app.db.selectFrom('sys_user as u').leftJoin('sys_dept as d', 'd.id', 'u.dept_id')
      .select(['u.id', 'u.username', 'u.real_name', 'u.job_number', 'u.landline_number', 'u.dept_id', 'd.name as dept_name',
        'u.mobile', 'u.gender', 'u.status', 'u.created_at'])
      .where('u.id', '=', id).executeTakeFirst();
    if (!u) return fail('用户不存在');
    const roles = await app.db.selectFrom('sys_user_role').select('role_id').where('user_id', '=', id).orderBy('role_id').execute();
    return ok({
      id: u.id, username: u.username, realName: u.real_name, jobNumber: u.job_number, landlineNumber: u.landline_number ?? '',
      deptId: u.dept_id, deptName: u.dept_name, mobile: u.mobile, gender: u.gender, status: u.status,
      roleIdList: roles.map((r) => r.role_id), createTime: formatDateTime(u.created_at),
    });
  } });

  app.route({ ...endpoint('/api/sys/role/list'), config: { permission: 'sys:role:list' }, handler: async () => {
    const rows = await app.db.selectFrom('sys_role').selectAll().orderBy('id').execute();
    return ok(rows.map((r) => ({
      id: r.id, roleName: r.role_name, roleCode: r.role_code, remark: r.remark, createTime: formatDateTime(r.created_at),
    })));
  } });
};

export default userRoutes;
