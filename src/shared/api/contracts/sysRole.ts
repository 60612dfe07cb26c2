// Roles (spec §7 "Users, roles"): list, form with the menu-and-button tree, data scope.
import { Type, type Static } from '@sinclair/typebox';
import { Body, IntEnum, Int, NullableDateTime, NullableText, Optional, OptionalBody, ReqStr, Str, type EndpointMap } from './schema.ts';

/** 0 全部, 1 本部门及以下, 2 本部门, 3 仅本人 (a user with several roles sees the widest). */
export const DataScope = IntEnum([0, 1, 2, 3] as const);
export type DataScope = Static<typeof DataScope>;

export const Role = Type.Object({
  id: Type.Integer(),
  roleName: Type.String(),
  roleCode: Type.String(),
  remark: NullableText(),
  dataScope: Type.Integer(),
  createTime: NullableDateTime(),
});
export type Role = Static<typeof Role>;

/** A role with its menus: the items saved checked (leaves and fully-checked parents) and the half-checked parents. */
export const RoleDetail = Type.Object({
  ...Role.properties,
  menuIdList: Type.Array(Type.Integer()),
  halfMenuIdList: Type.Array(Type.Integer()),
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

export const sysRoleEndpoints = {
  /** Every role (the user form's role choice), optionally those whose name holds roleName. */
  '/api/sys/role/list': { body: OptionalBody({ roleName: Optional(Str(30)) }), reply: Type.Array(Role) },
  '/api/sys/role/info': { body: Body({ id: Int(1) }), reply: RoleDetail },
  '/api/sys/role/save': { body: RoleSaveRequest, reply: Type.Object({ id: Type.Integer() }) },
  '/api/sys/role/update': { body: RoleUpdateRequest, reply: Type.Null() },
  /** Refused while any user holds one of the roles; the admin role is never deleted. */
  '/api/sys/role/delete': { body: Body({ ids: Type.Array(Int(1), { minItems: 1, maxItems: 100 }) }), reply: Type.Null() },
} as const satisfies EndpointMap;
