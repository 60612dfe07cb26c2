// 部门管理's calls: the flat list the tree table is built from, and info, add, update, delete.
import { call } from '../http/client.ts';
import type { SysDeptSave, SysDeptUpdate } from './contracts/sysDept.ts';

export const fetchDeptRows = (signal?: AbortSignal) => call('/api/sys/dept/list', { body: {}, signal });
export const fetchDeptInfo = (id: number, signal?: AbortSignal) => call('/api/sys/dept/info', { query: { id }, signal });
export const saveDept = (input: SysDeptSave) => call('/api/sys/dept/save', { body: input });
export const updateDept = (input: SysDeptUpdate) => call('/api/sys/dept/update', { body: input });
export const deleteDept = (id: number) => call('/api/sys/dept/delete', { query: { id } });
