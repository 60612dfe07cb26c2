// 菜单管理's calls: every menu and button (flat), and info, add, update, delete.
import { call } from '../http/client.ts';
import type { MenuSave, MenuUpdate } from './contracts/menu.ts';

export const fetchMenuRows = (signal?: AbortSignal) => call('/api/sys/menu/list', { signal });
export const fetchMenuInfo = (id: number, signal?: AbortSignal) => call('/api/sys/menu/info', { query: { id }, signal });
export const saveMenu = (input: MenuSave) => call('/api/sys/menu/save', { body: input });
export const updateMenu = (input: MenuUpdate) => call('/api/sys/menu/update', { body: input });
export const deleteMenu = (id: number) => call('/api/sys/menu/delete', { query: { id } });
