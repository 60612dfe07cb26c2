// Dictionaries: every business dictionary at once, or one by its directory code; 字典管理's calls.
import { call, download } from '../http/client.ts';
import { exportStamp } from '../utils/dates.ts';
import type {
  DictDataFilters, DictDataPageRequest, DictDataSaveRequest, DictTypeFilters, DictTypePageRequest, DictTypeSaveRequest,
} from './contracts/dict.ts';

export const fetchAllDicts = () => call('/api/sys/dict/data/dicts');
export const fetchDictByCode = (dictDirCode: string) => call('/api/sys/dict/data/dictsbycode', { query: { dictDirCode } });

// 字典管理's calls: types and their entries.

export const fetchDictTypePage = (query: DictTypePageRequest, signal?: AbortSignal) => call('/api/sys/dict/type/page', { body: query, signal });
export const fetchDictDataPage = (query: DictDataPageRequest, signal?: AbortSignal) => call('/api/sys/dict/data/page', { body: query, signal });
export const saveDictType = (input: DictTypeSaveRequest, id?: number) =>
  id === undefined ? call('/api/sys/dict/type/save', { body: input }) : call('/api/sys/dict/type/update', { body: { ...input, id } });
export const saveDictData = (input: DictDataSaveRequest, id?: number) =>
  id === undefined ? call('/api/sys/dict/data/save', { body: input }) : call('/api/sys/dict/data/update', { body: { ...input, id } });
export const deleteDictTypes = (ids: number[]) => call('/api/sys/dict/type/delete', { body: { ids } });
export const deleteDictData = (ids: number[]) => call('/api/sys/dict/data/delete', { body: { ids } });
export const fetchDictTypeInfo = (id: number, signal?: AbortSignal) => call('/api/sys/dict/type/info', { body: { id }, signal });
/** 刷新缓存: every server reloads its dictionaries and every console its copy (through the 'dicts' push). */
export const refreshDictCache = () => call('/api/sys/dict/refresh');
export const exportDictTypes = (filters: DictTypeFilters) =>
  download('/api/sys/dict/type/export', { body: filters, filename: `字典类型_${exportStamp()}.xlsx` });
export const exportDictData = (filters: DictDataFilters) =>
  download('/api/sys/dict/data/export', { body: filters, filename: `字典数据_${exportStamp()}.xlsx` });
