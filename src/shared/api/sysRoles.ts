// 角色管理's calls: the role list, one role with its menus, add, update, delete, and every menu and button for the tree.
import { call } from '../http/client.ts';
import type { RoleSaveRequest, RoleUpdateRequest } from './contracts/sysRole.ts';

export const fetchRoles = (roleName?: string, signal?: AbortSignal) =>
  call('/api/sys/role/list', { body: roleName ? { roleName } : {}, signal });

export const fetchRole = (id: number, signal?: AbortSignal) => call('/api/sys/role/info', { body: { id }, signal });

export const addRole = (input: RoleSaveRequest) => call('/api/sys/role/save', { body: input });

export const updateRole = (input: RoleUpdateRequest) => call('/api/sys/role/update', { body: input });

export const deleteRoles = (ids: number[]) => call('/api/sys/role/delete', { body: { ids } });

/** Every menu and button, flat (the role form builds its tree from it). */
export const fetchMenuRows = (signal?: AbortSignal) => call('/api/sys/menu/list', { signal });
