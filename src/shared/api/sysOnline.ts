// 在线用户's calls: the live sessions and 强退.
import { call } from '../http/client.ts';
import type { OnlinePageRequest } from './contracts/sysOnline.ts';

/** Session resource of the list; the server pushes 'changed' for it after every 强退. */
export const ONLINE_RESOURCE = 'sys:online';

export const fetchOnlinePage = (query: OnlinePageRequest, signal?: AbortSignal) => call('/api/sys/online/page', { body: query, signal });

export const forceLogout = (id: string) => call('/api/sys/online/forceLogout', { body: { id } });
