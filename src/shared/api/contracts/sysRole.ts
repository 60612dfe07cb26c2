// Roles (spec §7 "Users, roles"): list, form with the menu-and-button tree, data scope.
import { Type, type Static } from '@sinclair/typebox';
import { Body, IntEnum, Int, NullableDateTime, NullableText, Optional, OptionalBody, Page, Paging, ReqStr, Str, type EndpointMap } from './schema.ts';

/** 0 全部, 1 本部门及以下, 2 本部门, 3 仅本人, 4 自定 (the role's chosen departments); a user with several roles sees them all. */
export const DataScope = IntEnum([0, 1, 2, 3, 4] as const);
export type DataScope = Static<typeof DataScope>;

export const Role = Type.Object({
  id: Type.Integer(),
  roleName: Type.String(),
  roleCode: Type.String(),
  remark: NullableText(),
  dataScope: Type.Integer(),
  /** 1 正常, 0 停用: a disabled role grants its users nothing. */
  status: Type.Integer(),
  createTime: NullableDateTime(),
});
export type Role = Static<typeof Role>;

/** 1 正常, 0 停用 */
export const RoleStatus = IntEnum([0, 1] as const);

/** A role with its menus: the items saved checked (leaves and fully-checked parents) and the half-checked parents. */
export const RoleDetail = Type.Object({
  ...Role.properties,
  menuIdList: Type.Array(Type.Integer()),
  halfMenuIdList: Type.Array(Type.Integer()),
  /** The departments of a custom (4) data scope. */
  deptIdList: Type.Array(Type.Integer()),
});
export type RoleDetail = Static<typeof RoleDetail>;

const MenuIds = () => Type.Array(Int(1), { maxItems: 5000 });

const roleFields = {
  roleName: ReqStr(30),
  roleCode: ReqStr(50),
  remark: Optional(Str(200)),
  dataScope: DataScope,
  menuIdList: MenuIds(),
  halfMenuIdList: Optional(MenuIds()),
};

export const RoleSaveRequest = Body(roleFields);
export type RoleSaveRequest = Static<typeof RoleSaveRequest>;

export const RoleUpdateRequest = Body({ id: Int(1), ...roleFields });
export type RoleUpdateRequest = Static<typeof RoleUpdateRequest>;

/** 数据权限: the scope, and for a custom one its departments (ignored for the others). */
export const RoleDataScopeRequest = Body({ id: Int(1), dataScope: DataScope, deptIdList: Optional(Type.Array(Int(1), { maxItems: 5000 })) });
export type RoleDataScopeRequest = Static<typeof RoleDataScopeRequest>;

/** A user holding (or offered) a role, as 分配用户 lists them. */
export const RoleUser = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  realName: Type.String(),
  deptName: NullableText(),
  mobile: NullableText(),
  status: Type.Integer(),
  createTime: NullableDateTime(),
});
export type RoleUser = Static<typeof RoleUser>;

export const RoleUsersRequest = Body({ ...Paging, roleId: Int(1), username: Optional(Str(50)), mobile: Optional(Str(20)) });
export type RoleUsersRequest = Static<typeof RoleUsersRequest>;

const RoleUsersChange = Body({ roleId: Int(1), userIds: Type.Array(Int(1), { minItems: 1, maxItems: 500 }) });

export const sysRoleEndpoints = {
  /** Every role (the user form's role choice), optionally those whose name holds roleName. */
  '/api/sys/role/list': { body: OptionalBody({ roleName: Optional(Str(30)) }), reply: Type.Array(Role) },
  '/api/sys/role/info': { body: Body({ id: Int(1) }), reply: RoleDetail },
  '/api/sys/role/save': { body: RoleSaveRequest, reply: Type.Object({ id: Type.Integer() }) },
  '/api/sys/role/update': { body: RoleUpdateRequest, reply: Type.Null() },
  /** Refused while any user holds one of the roles; the admin role is never deleted. */
  '/api/sys/role/delete': { body: Body({ ids: Type.Array(Int(1), { minItems: 1, maxItems: 100 }) }), reply: Type.Null() },
  /** 停用 takes the role's menus, buttons and data scope from its users at once; the admin role stays enabled. */
  '/api/sys/role/changeStatus': { body: Body({ id: Int(1), status: RoleStatus }), reply: Type.Null() },
  '/api/sys/role/dataScope': { body: RoleDataScopeRequest, reply: Type.Null() },
  /** 分配用户: the users holding the role, within the caller's data scope. */
  '/api/sys/role/authUser/allocatedList': { body: RoleUsersRequest, reply: Page(RoleUser) },
  /** The enabled users not holding it yet (the picker), within the caller's data scope. */
  '/api/sys/role/authUser/unallocatedList': { body: RoleUsersRequest, reply: Page(RoleUser) },
  '/api/sys/role/authUser/selectAll': { body: RoleUsersChange, reply: Type.Null() },
  '/api/sys/role/authUser/cancelAll': { body: RoleUsersChange, reply: Type.Null() },
  /** The roles whose name holds roleName, as .xlsx. */
  '/api/sys/role/export': { body: OptionalBody({ roleName: Optional(Str(30)) }), file: true, reply: Type.Null() },
} as const satisfies EndpointMap;
