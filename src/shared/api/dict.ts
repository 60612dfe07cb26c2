// Dictionaries: every business dictionary at once, or one by its directory code.
import { call } from '../http/client.ts';

export const fetchAllDicts = () => call('/api/sys/dict/data/dicts');
export const fetchDictByCode = (dictDirCode: string) => call('/api/sys/dict/data/dictsbycode', { query: { dictDirCode } });
