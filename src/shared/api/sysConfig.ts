// 参数设置's calls: the typed settings, their writes and 刷新缓存.
import { call } from '../http/client.ts';
import type { SettingPageRequest, SettingSaveRequest, SettingUpdateRequest } from './contracts/sysConfig.ts';

/** Session resource of the list; the server pushes 'changed' for it after every settings write. */
export const SETTINGS_RESOURCE = 'sys:settings';

export const fetchSettingPage = (query: SettingPageRequest, signal?: AbortSignal) => call('/api/sys/config/page', { body: query, signal });

export const addSetting = (input: SettingSaveRequest) => call('/api/sys/config/save', { body: input });

export const updateSetting = (input: SettingUpdateRequest) => call('/api/sys/config/update', { body: input });

export const deleteSettings = (ids: number[]) => call('/api/sys/config/delete', { body: { ids } });

export const refreshSettings = () => call('/api/sys/config/refreshCache');
