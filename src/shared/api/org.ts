// Departments, regions and the phone book.
import { DEPT_TREE_IS_TREE } from '../constants.ts';
import { request } from '../http/client.ts';
import type { DeptNode, PhoneBookEntry, RegionNode } from './types.ts';

export const fetchDeptTree = () => request<DeptNode[]>('/api/sys/dept/list2', { query: { isTree: DEPT_TREE_IS_TREE } });
export const fetchRegionTree = () => request<RegionNode[]>('/api/sys/region/tree');
export const fetchMainDepts = (pid?: number) => request<DeptNode[]>('/api/sys/dept/getMainDeptByPid', { body: { pid } });
export const fetchSubDepts = (pid: number) => request<DeptNode[]>('/api/sys/dept/getSubDeptByPid', { query: { pid } });
export const fetchPhoneBook = (number?: string) => request<PhoneBookEntry[]>('/aip/commonNumber/phone/list', { body: { number } });
