// 用户管理's calls: the list, one user, add, update, delete, status, password reset, and the pickers' short lists.
import { call } from '../http/client.ts';
import type { UserOptionsRequest, UserPageRequest, UserSaveRequest, UserUpdateRequest } from './contracts/sysUser.ts';

/** Session resource key prefix of user lists; the server pushes 'changed' for it after every user write. */
export const USERS_RESOURCE = 'sys:users';

export const fetchUserPage = (query: UserPageRequest, signal?: AbortSignal) => call('/api/sys/user/page', { body: query, signal });

export const fetchUser = (id: number, signal?: AbortSignal) => call('/api/sys/user/get', { body: { id }, signal });

export const addUser = (input: UserSaveRequest) => call('/api/sys/user', { body: input });

export const updateUser = (input: UserUpdateRequest) => call('/api/sys/user/update', { body: input });

export const deleteUsers = (ids: number[]) => call('/api/sys/user/delete', { body: { ids } });

export const changeUserStatus = (id: number, status: 0 | 1) => call('/api/sys/user/changeStatus', { body: { id, status } });

/** The server chooses a one-time password and answers it once. */
export const resetUserPassword = (id: number) => call('/api/sys/user/resetPassword', { body: { id } });

/** Enabled users of one department (not those below it), for pickers. */
export const fetchDeptUsers = (query: UserOptionsRequest, signal?: AbortSignal) => call('/api/sys/user/getUserList', { body: query, signal });

/** Enabled users of a department and those below it, for pickers. */
export const fetchUserOptions = (query: UserOptionsRequest, signal?: AbortSignal) => call('/api/sysUser/list', { body: query, signal });

/** 分配角色: the user's roles replaced by these. */
export const assignUserRoles = (userId: number, roleIds: number[]) => call('/api/sys/user/authRole', { body: { userId, roleIds } });
