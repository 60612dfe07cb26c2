// 用户管理's writes: add, update, delete, status and password reset, with the field rules, the caller's data scope, and the
// seat of the user's extension kept consistent (the CTI simulator finds a seat by its seat_state row).
import { sql, type Kysely } from 'kysely';
import type { UserSaveRequest, UserUpdateRequest } from '../../../../src/shared/api/contracts/sysUser.ts';
import { RoleId } from '../../../../src/shared/protocol/index.ts';
import { isPhone } from '../../../../src/shared/protocol/phone.ts';
import {
  EMAIL_PATTERN, EXTENSION_PATTERN, JOB_NUMBER_PATTERN, USERNAME_PATTERN, userFieldMessages,
} from '../../../../src/shared/protocol/userFields.ts';
import type { Database } from '../../db/schema.ts';
import { hashOneTimePassword, hashPassword, oneTimePassword, passwordPolicyViolations } from '../../lib/password.ts';
import { Refusal } from '../../lib/refusal.ts';
import type { DataScope } from '../data-scope.ts';
import { ACCOUNT_DISABLED, endUserSessions, PASSWORD_RESET } from '../sessions.ts';

type Db = Kysely<Database>;

/** Who writes: their id, roles (only an administrator grants the administrator role) and data scope. */
export interface UserWriter {
  id: number;
  roleIds: number[];
  scope: DataScope;
}

/** What a write changed that other parts must hear of. */
export interface UserWriteEffects {
  /** Extensions whose simulated seats must be reloaded (given, moved or taken away). */
  extensions: string[];
}

type UserFields = Omit<UserSaveRequest, 'password'>;

/** The form's fields checked and trimmed, or the first rule they break. */
function cleaned(input: UserFields) {
  const username = input.username.trim();
  const realName = input.realName.trim();
  const jobNumber = input.jobNumber.trim();
  const mobile = input.mobile?.trim() || null;
  const email = input.email?.trim() || null;
  const landline = input.landlineNumber?.trim() || null;
  if (!USERNAME_PATTERN.test(username)) throw new Refusal(userFieldMessages.username);
  if (!realName || [...realName].length > 30) throw new Refusal(userFieldMessages.realName);
  if (!JOB_NUMBER_PATTERN.test(jobNumber)) throw new Refusal(userFieldMessages.jobNumber);
  if (mobile && !isPhone(mobile)) throw new Refusal(userFieldMessages.phone);
  if (email && !EMAIL_PATTERN.test(email)) throw new Refusal(userFieldMessages.email);
  if (landline && !EXTENSION_PATTERN.test(landline)) throw new Refusal(userFieldMessages.extension);
  return {
    row: { username, real_name: realName, job_number: jobNumber, gender: input.gender, mobile, email, dept_id: input.deptId, landline_number: landline, status: input.status },
    roleIds: [...new Set(input.roleIdList)].sort((a, b) => a - b),
    postIds: [...new Set(input.postIdList ?? [])].sort((a, b) => a - b),
  };
}

function refusePasswordPolicy(password: string): void {
  const violations = passwordPolicyViolations(password);
  if (violations.length) throw new Refusal(violations.join('；'));
}

const inScope = (scope: DataScope, user: { id: number; dept_id: number | null }) =>
  scope.all || user.id === scope.selfId || (user.dept_id !== null && scope.deptIds.includes(user.dept_id));

/** Serialises user writes so two admins cannot both take one username, job number or extension with a clear message. */
const lockUsers = (tx: Db) => sql`select pg_advisory_xact_lock(hashtext('sys_user'))`.execute(tx);

type Cleaned = ReturnType<typeof cleaned>;

async function refuseInvalid(tx: Db, writer: UserWriter, user: Cleaned, exceptId: number | null): Promise<void> {
  const { row } = user;
  if (!writer.scope.all && !writer.scope.deptIds.includes(row.dept_id)) throw new Refusal('无权将用户设在该部门（超出数据权限）');
  const dept = await tx.selectFrom('sys_dept').select(['id', 'name', 'status']).where('id', '=', row.dept_id).executeTakeFirst();
  if (!dept) throw new Refusal('所选部门不存在，请重新选择');
  if (dept.status !== 1) {
    // A user already there may stay (edited for other reasons); nobody new is put into a disabled department.
    const stays = exceptId !== null && (await tx.selectFrom('sys_user').select('id').where('id', '=', exceptId).where('dept_id', '=', row.dept_id).executeTakeFirst());
    if (!stays) throw new Refusal(`部门“${dept.name}”已停用，请选择其他部门`);
  }
  if (user.roleIds.length) {
    const roles = await tx.selectFrom('sys_role').select('id').where('id', 'in', user.roleIds).execute();
    if (roles.length !== user.roleIds.length) throw new Refusal('所选角色不存在，请刷新后重试');
  }
  if (user.roleIds.includes(RoleId.admin) && !writer.roleIds.includes(RoleId.admin)) throw new Refusal('仅系统管理员可分配系统管理员角色');
  if (user.postIds.length) {
    const posts = await tx.selectFrom('sys_post').select('id').where('id', 'in', user.postIds).execute();
    if (posts.length !== user.postIds.length) throw new Refusal('所选岗位不存在，请刷新后重试');
  }
  let taken = tx.selectFrom('sys_user').select(['username', 'job_number', 'landline_number', 'real_name'])
    .where((eb) => eb.or([
      eb('username', '=', row.username), eb('job_number', '=', row.job_number),
      ...(row.landline_number ? [eb('landline_number', '=', row.landline_number)] : []),
    ]));
  if (exceptId !== null) taken = taken.where('id', '<>', exceptId);
  for (const other of await taken.execute()) {
    if (other.username === row.username) throw new Refusal(`用户名“${row.username}”已存在`);
    if (other.job_number === row.job_number) throw new Refusal(`工号“${row.job_number}”已存在`);
    throw new Refusal(`分机号“${row.landline_number}”已被${other.real_name}使用，请换一个分机号`);
  }
}

/** A fresh, signed-out seat for an extension given to a user (a row left by a former holder starts over). */
async function giveSeat(tx: Db, extension: string, userId: number): Promise<void> {
  await tx.insertInto('seat_state').values({ landline_number: extension, user_id: userId, seat_status: 'Logged Out', busy_reason: null })
    .onConflict((oc) => oc.column('landline_number').doUpdateSet({
      user_id: userId, seat_status: 'Logged Out', busy_reason: null, class_id: null, skill_name: null, extension_status: 0,
      call_json: null, extension_status_updated_at: null, call_type_updated_at: null, updated_at: new Date(),
    })).execute();
}

const takeSeat = (tx: Db, extension: string) => tx.deleteFrom('seat_state').where('landline_number', '=', extension).execute();

async function writeRolesAndPosts(tx: Db, userId: number, user: Cleaned): Promise<void> {
  await tx.deleteFrom('sys_user_role').where('user_id', '=', userId).execute();
  await tx.deleteFrom('sys_user_post').where('user_id', '=', userId).execute();
  if (user.roleIds.length) await tx.insertInto('sys_user_role').values(user.roleIds.map((role_id) => ({ user_id: userId, role_id }))).execute();
  if (user.postIds.length) await tx.insertInto('sys_user_post').values(user.postIds.map((post_id) => ({ user_id: userId, post_id }))).execute();
}

/** A unique index refused the row (a write outside this service raced us): say so rather than fail. */
async function refusingDuplicates<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw new Refusal('用户名、工号或分机号已被占用，请刷新后重试');
    throw error;
  }
}

/** The password a new account starts with: the administrator's (which must pass the policy), else a one-time one. */
async function firstPassword(chosen: string | undefined): Promise<{ hash: string; oneTimePassword: string | null }> {
  if (chosen) {
    refusePasswordPolicy(chosen);
    return { hash: await hashPassword(chosen), oneTimePassword: null };
  }
  const password = oneTimePassword();
  return { hash: await hashOneTimePassword(password), oneTimePassword: password };
}

/**
 * Adds a user who must choose their own password at the first sign-in (whoever set this one knows it). Answers the
 * one-time password generated when the form left the password empty, to be shown to the administrator once.
 */
export async function addUser(db: Db, writer: UserWriter, input: UserSaveRequest): Promise<{ id: number; oneTimePassword: string | null; effects: UserWriteEffects }> {
  const user = cleaned(input);
  const first = await firstPassword(input.password);
  const id = await refusingDuplicates(() => db.transaction().execute(async (tx) => {
    await lockUsers(tx);
    await refuseInvalid(tx, writer, user, null);
    const { id } = await tx.insertInto('sys_user').values({ ...user.row, password_hash: first.hash, must_change_password: true })
      .returning('id').executeTakeFirstOrThrow();
    await writeRolesAndPosts(tx, id, user);
    if (user.row.landline_number) await giveSeat(tx, user.row.landline_number, id);
    return id;
  }));
  return { id, oneTimePassword: first.oneTimePassword, effects: { extensions: user.row.landline_number ? [user.row.landline_number] : [] } };
}

/** The user, refused when missing or outside the writer's scope. */
async function userToWrite(tx: Db, writer: UserWriter, id: number) {
  const found = await tx.selectFrom('sys_user').select(['id', 'dept_id', 'landline_number', 'status', 'real_name']).where('id', '=', id).executeTakeFirst();
  if (!found || !inScope(writer.scope, found)) throw new Refusal('用户不存在或超出数据权限');
  return found;
}

export async function updateUser(db: Db, writer: UserWriter, input: UserUpdateRequest): Promise<UserWriteEffects> {
  const user = cleaned(input);
  if (input.id === writer.id && user.row.status === 0) throw new Refusal('不能停用当前登录的用户');
  return refusingDuplicates(() => db.transaction().execute(async (tx) => {
    await lockUsers(tx);
    const before = await userToWrite(tx, writer, input.id);
    await refuseInvalid(tx, writer, user, input.id);
    await tx.updateTable('sys_user').set(user.row).where('id', '=', input.id).execute();
    await writeRolesAndPosts(tx, input.id, user);
    // Seats to reload: an extension moved (the new one may hold a former holder's seat) or a disabled user's; not on other edits.
    const extensions = new Set<string>();
    if (before.landline_number !== user.row.landline_number) {
      if (before.landline_number) await takeSeat(tx, before.landline_number);
      if (user.row.landline_number) await giveSeat(tx, user.row.landline_number, input.id);
      for (const ext of [before.landline_number, user.row.landline_number]) if (ext) extensions.add(ext);
    }
    if (user.row.status === 0 && user.row.landline_number) extensions.add(user.row.landline_number);
    // A disabled user's sessions end at once; a changed department or extension is read again by the session.
    if (user.row.status === 0) {
      await endUserSessions(tx, input.id, ACCOUNT_DISABLED);
      if (user.row.landline_number) await giveSeat(tx, user.row.landline_number, input.id);
    }
    return { extensions: [...extensions] };
  }));
}

export async function changeUserStatus(db: Db, writer: UserWriter, id: number, status: 0 | 1): Promise<UserWriteEffects> {
  if (id === writer.id && status === 0) throw new Refusal('不能停用当前登录的用户');
  return db.transaction().execute(async (tx) => {
    const user = await userToWrite(tx, writer, id);
    await tx.updateTable('sys_user').set({ status }).where('id', '=', id).execute();
    if (status === 0) {
      await endUserSessions(tx, id, ACCOUNT_DISABLED);
      if (user.landline_number) await giveSeat(tx, user.landline_number, id);
    }
    return { extensions: user.landline_number ? [user.landline_number] : [] };
  });
}

/**
 * Gives the user a random one-time password, answered once for the administrator to hand over; every session of the
 * user ends, and the next sign-in must choose a new password first.
 */
export async function resetUserPassword(db: Db, writer: UserWriter, id: number): Promise<string> {
  // Your own password is changed in 个人中心 (knowing the current one), not reset into a one-time one that signs you out.
  if (id === writer.id) throw new Refusal('不能重置自己的密码，请在个人中心修改密码');
  const password = oneTimePassword();
  const hash = await hashOneTimePassword(password);
  await db.transaction().execute(async (tx) => {
    await userToWrite(tx, writer, id);
    await tx.updateTable('sys_user').set({ password_hash: hash, must_change_password: true }).where('id', '=', id).execute();
    await endUserSessions(tx, id, PASSWORD_RESET);
  });
  return password;
}

/** Deletes users with no business data; all or nothing. Returns their extensions. */
export async function deleteUsers(db: Db, writer: UserWriter, ids: number[]): Promise<UserWriteEffects> {
  const unique = [...new Set(ids)];
  if (unique.includes(writer.id)) throw new Refusal('不能删除当前登录的用户');
  return db.transaction().execute(async (tx) => {
    await lockUsers(tx);
    const users = await tx.selectFrom('sys_user').select(['id', 'dept_id', 'landline_number', 'real_name']).where('id', 'in', unique).execute();
    if (users.length !== unique.length || users.some((u) => !inScope(writer.scope, u))) throw new Refusal('用户不存在或超出数据权限，请刷新后重试');
    const names = new Map(users.map((u) => [u.id, u.real_name]));
    const working = await tx.selectFrom('workflow').select('creator_id as user_id').where('creator_id', 'in', unique)
      .union(tx.selectFrom('workflow_step').select('user_id').where('user_id', 'in', unique))
      .limit(1).executeTakeFirst();
    if (working) throw new Refusal(`用户“${names.get(working.user_id)}”已有工单办理记录，不能删除，请改为停用`);
    const extensions = users.flatMap((u) => (u.landline_number ? [u.landline_number] : []));
    if (extensions.length) await tx.deleteFrom('seat_state').where('landline_number', 'in', extensions).execute();
    await tx.deleteFrom('sys_user').where('id', 'in', unique).execute();
    return { extensions };
  });
}

/** 分配角色: replaces the user's roles (the user within the writer's scope; the administrator role only from an administrator). */
export async function assignUserRoles(db: Db, writer: UserWriter, userId: number, roleIds: number[]): Promise<void> {
  const ids = [...new Set(roleIds)].sort((a, b) => a - b);
  if (userId === writer.id && !ids.includes(RoleId.admin) && writer.roleIds.includes(RoleId.admin)) throw new Refusal('不能取消当前登录用户的系统管理员角色');
  await db.transaction().execute(async (tx) => {
    await userToWrite(tx, writer, userId);
    if (ids.length) {
      const roles = await tx.selectFrom('sys_role').select('id').where('id', 'in', ids).execute();
      if (roles.length !== ids.length) throw new Refusal('所选角色不存在，请刷新后重试');
    }
    const before = (await tx.selectFrom('sys_user_role').select('role_id').where('user_id', '=', userId).execute()).map((r) => r.role_id);
    // Granting or taking the administrator role is the administrator's alone.
    if (ids.includes(RoleId.admin) !== before.includes(RoleId.admin) && !writer.roleIds.includes(RoleId.admin)) throw new Refusal('仅系统管理员可分配系统管理员角色');
    await tx.deleteFrom('sys_user_role').where('user_id', '=', userId).execute();
    if (ids.length) await tx.insertInto('sys_user_role').values(ids.map((role_id) => ({ user_id: userId, role_id }))).execute();
  });
}
