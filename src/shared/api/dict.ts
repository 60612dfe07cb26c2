// Dictionaries: every business dictionary at once, or one by its directory code.
import { request } from '../http/client.ts';
import type { DictsByCodeResult, DictsResult } from './types.ts';

export const fetchAllDicts = () => request<DictsResult>('/api/sys/dict/data/dicts');
export const fetchDictByCode = (dictDirCode: string) =>
  request<DictsByCodeResult>('/api/sys/dict/data/dictsbycode', { query: { dictDirCode } });
