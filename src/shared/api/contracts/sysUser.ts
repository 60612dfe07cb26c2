// Users (spec §7 "Users, roles"): the admin's user list, detail, form, status and password reset, and the short user
// lists of pickers. Import and export are in sysUserImport.ts.
import { Type, type Static } from '@sinclair/typebox';
import { Body, Int, IntEnum, NullableDateTime, NullableInt, NullableText, Nullable, Optional, OptionalBody, Page, Paging, ReqStr, Str, type EndpointMap } from './schema.ts';

/** 0 停用, 1 正常 */
export const UserStatus = IntEnum([0, 1] as const);
export type UserStatus = Static<typeof UserStatus>;
/** 0 男, 1 女, 2 保密 */
export const UserGender = IntEnum([0, 1, 2] as const);
export type UserGender = Static<typeof UserGender>;

/** A user as the list and the detail answer it (own record, or sys:user:info). */
export const UserDetail = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  realName: Type.String(),
  jobNumber: Type.String(),
  /** '' when the user has no extension. */
  landlineNumber: Type.String(),
  deptId: NullableInt(),
  deptName: NullableText(),
  mobile: NullableText(),
  email: NullableText(),
  /** 0 male, 1 female, 2 secret */
  gender: Type.Integer(),
  /** 0 disabled, 1 normal */
  status: Type.Integer(),
  roleIdList: Type.Array(Type.Integer()),
  postIdList: Type.Array(Type.Integer()),
  createTime: NullableDateTime(),
  /** The last successful sign-in (the detail only). */
  lastLoginTime: Optional(NullableDateTime()),
});
export type UserDetail = Static<typeof UserDetail>;

/** 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm:ss'. */
const DateOrDateTime = () => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}:\\d{2})?$', maxLength: 19 });

/** The user list's filters (the export takes the same ones). */
export const userFilterFields = {
  username: Optional(Str(50)),
  realName: Optional(Str(50)),
  mobile: Optional(Str(20)),
  status: Optional(UserStatus),
  /** That department and every department below it. */
  deptId: Optional(Int(1)),
  /** Created at or after ('YYYY-MM-DD' = from the start of that day). */
  startTime: Optional(DateOrDateTime()),
  /** Created at or before ('YYYY-MM-DD' = to the end of that day). */
  endTime: Optional(DateOrDateTime()),
};

export const UserPageRequest = OptionalBody({ ...Paging, ...userFilterFields });
export type UserPageRequest = NonNullable<Static<typeof UserPageRequest>>;
export type UserFilters = Omit<UserPageRequest, 'page' | 'current' | 'size'>;

/** A user as pickers list them: enough to show and choose. */
export const UserOption = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  realName: Type.String(),
  jobNumber: Type.String(),
  deptId: NullableInt(),
  deptName: NullableText(),
  /** '' when the user has no extension. */
  landlineNumber: Type.String(),
});
export type UserOption = Static<typeof UserOption>;

/** Pickers' filter: a department, and a keyword matched against username, real name, job number and extension. */
export const UserOptionsRequest = OptionalBody({
  deptId: Optional(Int(1)),
  keyword: Optional(Str(50)),
});
export type UserOptionsRequest = NonNullable<Static<typeof UserOptionsRequest>>;

/** Pickers' lists stop here; a picker narrows by department or keyword. */
export const USER_OPTIONS_LIMIT = 500;

const userFields = {
  username: Str(30, 2),
  realName: ReqStr(30),
  jobNumber: ReqStr(32),
  gender: UserGender,
  /** Mobile or landline (spec §5 phone check); '' or absent = none. */
  mobile: Optional(Str(20)),
  email: Optional(Str(100)),
  deptId: Int(1),
  roleIdList: Type.Array(Int(1), { maxItems: 50 }),
  postIdList: Optional(Type.Array(Int(1), { maxItems: 50 })),
  /** The seat's extension, 3-8 digits, unique; '' or absent = none. */
  landlineNumber: Optional(Str(8)),
  status: UserStatus,
};

/** The password the administrator chose (the policy applies); '' or absent: the server makes a one-time password. */
export const UserSaveRequest = Body({ ...userFields, password: Optional(Str(20)) });
export type UserSaveRequest = Static<typeof UserSaveRequest>;
/** Every field of the form (the password is changed by resetPassword only). */
export const UserUpdateRequest = Body({ id: Int(1), ...userFields });
export type UserUpdateRequest = Static<typeof UserUpdateRequest>;

/** The server chooses the new password (a password sent by an older console is dropped, never used). */
export const UserResetPasswordRequest = Body({ id: Int(1) });
export type UserResetPasswordRequest = Static<typeof UserResetPasswordRequest>;

/** A random password the server chose, shown to the administrator once; the user must change it at the first sign-in. */
export const OneTimePassword = Type.Object({ oneTimePassword: Type.String() });

export const sysUserEndpoints = {
  /** Users within the caller's data scope, newest first. */
  '/api/sys/user/page': { body: UserPageRequest, reply: Page(UserDetail) },
  /** Enabled users of one department exactly (or all), within the caller's data scope; at most USER_OPTIONS_LIMIT, by job number. */
  '/api/sys/user/getUserList': { body: UserOptionsRequest, reply: Type.Array(UserOption) },
  /** Enabled users of a department and the departments below it (or all), within the caller's data scope; at most USER_OPTIONS_LIMIT. */
  '/api/sysUser/list': { body: UserOptionsRequest, reply: Type.Array(UserOption) },
  /** ?id= or body {id}: the own record, or any user in scope with sys:user:info. */
  '/api/sys/user/get': { query: Body({ id: Optional(Int(1)) }), body: OptionalBody({ id: Optional(Int(1)) }), reply: UserDetail },
  /** The new user must change the password at the first sign-in; oneTimePassword: the one generated when none was given. */
  '/api/sys/user': { body: UserSaveRequest, reply: Type.Object({ id: Type.Integer(), oneTimePassword: Nullable(Type.String()) }) },
  '/api/sys/user/update': { body: UserUpdateRequest, reply: Type.Null() },
  /** Refused for yourself and for users who have work orders (disable them instead); all or nothing. */
  '/api/sys/user/delete': { body: Body({ ids: Type.Array(Int(1), { minItems: 1, maxItems: 100 }) }), reply: Type.Null() },
  /** Disabling ends the user's sessions at once. */
  '/api/sys/user/changeStatus': { body: Body({ id: Int(1), status: UserStatus }), reply: Type.Null() },
  /** 分配角色: the user's roles replaced by these (only an administrator grants the administrator role). */
  '/api/sys/user/authRole': { body: Body({ userId: Int(1), roleIds: Type.Array(Int(1), { maxItems: 50 }) }), reply: Type.Null() },
  /** A new one-time password, answered once; the user's sessions end at once and the next sign-in must change it. */
  '/api/sys/user/resetPassword': { body: UserResetPasswordRequest, reply: OneTimePassword },
} as const satisfies EndpointMap;
