// The signed-in user: info, password change, the softphone's state poll.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { PasswordChangeFailure, SeatStatus } from '../../../src/shared/api/types.ts';
import { endpoint } from '../lib/contract.ts';
import { fail, ok } from '../lib/envelope.ts';
import { passwordPolicyViolations } from '../lib/password.ts';
import { formatDateTime } from '../lib/time.ts';
import { deptOf, passwordMatches, seatOf, setPassword } from '../services/users/users.ts';

const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({ ...endpoint('/api/sys/user/info'), config: { beforePasswordChange: true }, handler: async (request) => {
    const u = request.user;
    const dept = await deptOf(app.db, u.deptId);
    return ok({
      id: u.id, deptId: u.deptId, deptName: dept.name, deptKind: dept.kind, realName: u.realName, username: u.username,
      jobNumber: u.jobNumber, landlineNumber: u.landlineNumber, userRoleList: u.roleIds,
    });
  } });

  app.route({ ...endpoint('/api/sys/user/password'), config: { beforePasswordChange: true }, handler: async (request) => {
    const { password, newPassword, confirmPassword } = request.body;
    if (newPassword !== confirmPassword) return fail<PasswordChangeFailure>('确认密码与新密码输入不一致', { vMessage: ['确认密码与新密码输入不一致'] });
    const violations = passwordPolicyViolations(newPassword);
    if (violations.length) return fail<PasswordChangeFailure>(violations.join('；'), { vMessage: violations });

    if (!(await passwordMatches(app.db, request.user.id, password))) return fail<PasswordChangeFailure>('当前密码不正确', { vMessage: ['当前密码不正确'] });
    if (password === newPassword) return fail<PasswordChangeFailure>('新密码不能与当前密码相同', { vMessage: ['新密码不能与当前密码相同'] });

    // Other sessions may be someone who knew the old password; only this one stays signed in.
    await setPassword(app.db, request.user.id, request.user.tokenHash, newPassword);
    // On every server: the other sessions' cached entries and open push streams end.
    await app.changes.publish({ sessionsOf: [request.user.id] });
    return ok(null, '密码修改成功');
  } });

  app.route({ ...endpoint('/api/loadUser'), handler: async (request) => {
    const u = request.user;
    if (request.body.userId !== u.id) return fail('用户信息不一致，请重新登录');
    if (request.body.landlineNumber && request.body.landlineNumber !== u.landlineNumber) {
      return fail('分机号与当前用户不一致，请重新登录');
    }
    const seat = await seatOf(app.db, u.landlineNumber);
    return ok({
      userId: u.id, username: u.username, realName: u.realName, jobNumber: u.jobNumber, deptId: u.deptId,
      // A session exists only for an enabled account (sessions.ts refuses the rest at once, on every server).
      landlineNumber: u.landlineNumber, status: 1,
      seatStatus: (seat?.seat_status ?? 'Logged Out') as SeatStatus,
      busyReason: seat?.busy_reason ?? null,
      seatStatusUpdateTime: formatDateTime(seat?.updated_at),
      tokenExpireTime: formatDateTime(new Date(Math.min(u.expiresAt.getTime(), u.endsAt.getTime())))!,
    });
  } });
};

export default userRoutes;
