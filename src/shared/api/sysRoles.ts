// 角色管理's calls: the role list, one role with its menus, add, update, delete, and every menu and button for the tree.
import { call, download } from '../http/client.ts';
import { exportStamp } from '../utils/dates.ts';
import type { RoleDataScopeRequest, RoleSaveRequest, RoleUpdateRequest, RoleUsersRequest } from './contracts/sysRole.ts';

export const fetchRoles = (roleName?: string, signal?: AbortSignal) =>
  call('/api/sys/role/list', { body: roleName ? { roleName } : {}, signal });

export const fetchRole = (id: number, signal?: AbortSignal) => call('/api/sys/role/info', { body: { id }, signal });

export const addRole = (input: RoleSaveRequest) => call('/api/sys/role/save', { body: input });

export const updateRole = (input: RoleUpdateRequest) => call('/api/sys/role/update', { body: input });

export const deleteRoles = (ids: number[]) => call('/api/sys/role/delete', { body: { ids } });

/** Every menu and button, flat (the role form builds its tree from it). */
export const fetchMenuRows = (signal?: AbortSignal) => call('/api/sys/menu/list', { signal });

export const changeRoleStatus = (id: number, status: 0 | 1) => call('/api/sys/role/changeStatus', { body: { id, status } });

export const saveRoleDataScope = (input: RoleDataScopeRequest) => call('/api/sys/role/dataScope', { body: input });

/** 分配用户: the role's holders (`holding`) or the enabled users who may get it. */
export const fetchRoleUsers = (query: RoleUsersRequest, holding: boolean, signal?: AbortSignal) =>
  call(holding ? '/api/sys/role/authUser/allocatedList' : '/api/sys/role/authUser/unallocatedList', { body: query, signal });

export const grantRole = (roleId: number, userIds: number[]) => call('/api/sys/role/authUser/selectAll', { body: { roleId, userIds } });

export const revokeRole = (roleId: number, userIds: number[]) => call('/api/sys/role/authUser/cancelAll', { body: { roleId, userIds } });

export const exportRoles = (roleName: string | undefined) =>
  download('/api/sys/role/export', { body: roleName ? { roleName } : {}, filename: `角色列表_${exportStamp()}.xlsx` });
