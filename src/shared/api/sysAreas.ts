// 区域管理's calls: children of an area, a name search with ancestors, detail, add, update (move), delete.
import { call } from '../http/client.ts';
import type { AreaSaveRequest } from './contracts/sysArea.ts';

export const fetchAreaChildren = (pid: number, signal?: AbortSignal) => call('/api/sys/sysarea/listTree', { body: { pid }, signal });
export const searchAreas = (name: string, signal?: AbortSignal) => call('/api/sys/sysarea/listTree', { body: { name }, signal });
export const fetchAreaTree = () => call('/api/sys/sysarea/tree');
export const saveArea = (input: AreaSaveRequest, id?: number) =>
  id === undefined ? call('/api/sys/sysarea', { body: input }) : call('/api/sys/sysarea/update', { body: { ...input, id } });
export const deleteArea = (id: number) => call('/api/sys/sysarea/delete', { query: { id } });
