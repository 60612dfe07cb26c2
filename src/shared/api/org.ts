// Departments, regions and the phone book.
import { DEPT_TREE_IS_TREE } from '../constants.ts';
import { call } from '../http/client.ts';
import type { DeptNode } from './types.ts';

/** isTree=2: the nested tree (the flat list answers the other values). */
export const fetchDeptTree = () => call('/api/sys/dept/list2', { query: { isTree: DEPT_TREE_IS_TREE } }) as Promise<DeptNode[]>;
export const fetchRegionTree = () => call('/api/sys/region/tree');
export const fetchMainDepts = (pid?: number) => call('/api/sys/dept/getMainDeptByPid', { body: { pid } });
export const fetchSubDepts = (pid: number) => call('/api/sys/dept/getSubDeptByPid', { query: { pid } });
export const fetchPhoneBook = (number?: string) => call('/aip/commonNumber/phone/list', { body: { number } });
