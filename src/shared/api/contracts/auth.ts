// Auth and session (spec §7): sign-in and out, the signed-in user, password change, the softphone's user poll,
// and the console helpers (hidden frames' URLs, the registration page's open/close log).
import { Type, type Static } from '@sinclair/typebox';
import { SeatStatus } from './callcenter.ts';
import {
  Body, DateTime, Either, IntEnum, Int, NoBody, Nullable, NullableDateTime, NullableInt, NullableText, Optional, OptionalBody, ReqStr, Str,
  type EndpointMap,
} from './schema.ts';

export const LoginRequest = Body({ username: ReqStr(64), password: ReqStr(128) });
export type LoginRequest = Static<typeof LoginRequest>;

/** Failures: code 1 '用户名或密码错误' / '账号已被禁用'; HTTP 429 code 429 when rate-limited. */
export const LoginResult = Type.Object({
  token: Type.String(),
  userId: Type.Integer(),
  /** Session check code, stored in sessionStorage under vCode. */
  vCode: Type.String(),
  /** Someone else chose the password (import, reset, the admin's form): every call but the change answers 403 until it is changed. */
  mustChangePassword: Type.Boolean(),
});
export type LoginResult = Static<typeof LoginResult>;

export const UserInfo = Type.Object({
  id: Type.Integer(),
  deptId: NullableInt(),
  deptName: NullableText(),
  /** The department's kind: main (一级单位), sub (二级单位), centre, section…; null without one. */
  deptKind: NullableText(),
  realName: Type.String(),
  username: Type.String(),
  jobNumber: Type.String(),
  /** The user's extension; empty string when the user has none (no softphone panel). */
  landlineNumber: Type.String(),
  /** Role ids, e.g. [3] or [10]. */
  userRoleList: Type.Array(Type.Integer()),
});
export type UserInfo = Static<typeof UserInfo>;

export const PasswordChangeRequest = Body({ password: ReqStr(128), newPassword: ReqStr(128), confirmPassword: ReqStr(128) });
export type PasswordChangeRequest = Static<typeof PasswordChangeRequest>;

/** A refused change: msg, and the policy's sentences in data.vMessage. */
export const PasswordChangeFailure = Type.Object({ vMessage: Type.Array(Type.String()) });
export type PasswordChangeFailure = Static<typeof PasswordChangeFailure>;

export const LoadUserRequest = Body({ userId: Int(1), landlineNumber: Optional(Str(20)) });
export type LoadUserRequest = Static<typeof LoadUserRequest>;

/** The signed-in user's current state. */
export const LoadUserResult = Type.Object({
  userId: Type.Integer(),
  username: Type.String(),
  realName: Type.String(),
  jobNumber: Type.String(),
  deptId: NullableInt(),
  landlineNumber: Type.String(),
  /** 0 disabled, 1 normal */
  status: Type.Integer(),
  seatStatus: SeatStatus,
  busyReason: NullableText(),
  /** When the seat status last changed, null if never. */
  seatStatusUpdateTime: NullableDateTime(),
  /** Session expiry. */
  tokenExpireTime: DateTime(),
});
export type LoadUserResult = Static<typeof LoadUserResult>;

/**
 * Same-origin URLs the console loads in hidden zero-size frames. The spec calls them token URLs;
 * we never put a token in a URL, so the frames get plain URLs.
 */
export const ClientMessageResult = Type.Array(Type.String());
export type ClientMessageResult = Static<typeof ClientMessageResult>;

/** closeDate is 'YYYY-MM-DD HH:mm:ss' (CST) or a timestamp (10 digits = seconds); type 1 open registration, 2 close. */
export const CloseWorkflowLogRequest = Body({
  jobNumber: ReqStr(32),
  userName: ReqStr(64),
  url: ReqStr(2000),
  closeDate: Either<string | number>(['string', 'integer'], { minLength: 1, maxLength: 32, minimum: 0 }),
  type: IntEnum([1, 2]),
});
export type CloseWorkflowLogRequest = Static<typeof CloseWorkflowLogRequest>;

/** Moved to sysUser.ts with the user endpoints; re-exported for the modules that import it from here. */
export { UserDetail } from './sysUser.ts';

export const authEndpoints = {
  '/api/login': { body: LoginRequest, reply: LoginResult },
  '/api/logout': { body: NoBody, reply: Type.Null() },
  '/api/sys/user/info': { body: NoBody, reply: UserInfo },
  /** Answers code 1 with msg and data.vMessage when the new password is refused. */
  '/api/sys/user/password': { body: PasswordChangeRequest, reply: Nullable(PasswordChangeFailure) },
  /** Polled every 5 s by the softphone. */
  '/api/loadUser': { body: LoadUserRequest, reply: LoadUserResult },
  '/api/getClientMessage': { body: NoBody, reply: ClientMessageResult },
  '/aip/closeWorkflowLog/add': { body: CloseWorkflowLogRequest, reply: Type.Null() },
} as const satisfies EndpointMap;
