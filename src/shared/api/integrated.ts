// 综合查询's calls: the page's choices, the departments to pick, the search, the export and the saved query sets.
import { call, download } from '../http/client.ts';
import type { IntegratedFilters, IntegratedQueryRequest } from './contracts/integrated.ts';
import { exportStamp } from '../utils/dates.ts';

export const fetchIntegratedIndex = (signal?: AbortSignal) => call('/apo/integratedController/index', { method: 'GET', signal });

export const fetchIntegratedDepts = (signal?: AbortSignal) => call('/apo/integratedController/queryDeptList', { signal });

export const fetchIntegratedPage = (query: IntegratedQueryRequest, signal?: AbortSignal) =>
  call('/apo/integratedController/integratedQuery', { body: query, signal });


export const exportIntegrated = (filters: IntegratedFilters) =>
  download('/apo/integratedController/integratedQueryExcel', { body: filters, filename: `综合查询_${exportStamp()}.xlsx` });

export const fetchQuerySets = (signal?: AbortSignal) => call('/apo/integratedController/querySet/list', { signal });

export const saveQuerySet = (name: string, conditions: IntegratedFilters) =>
  call('/apo/integratedController/querySet/save', { body: { name, conditions } });

export const renameQuerySet = (id: number, name: string) => call('/apo/integratedController/querySet/rename', { body: { id, name } });

export const deleteQuerySet = (id: number) => call('/apo/integratedController/querySet/delete', { body: { id } });
