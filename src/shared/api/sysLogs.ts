// 系统日志's calls: the operation log and the login log, the detail, the exports and unlocking an account.
import { call, download } from '../http/client.ts';
import type { LoginLogFilters, LoginLogPageRequest, OperationLogFilters, OperationLogPageRequest } from './contracts/sysLog.ts';
import { exportStamp } from '../utils/dates.ts';

/** Session resource key of the login log; the server pushes 'changed' for it after an unlock. */
export const LOGIN_LOG_RESOURCE = 'sys:log:login';

export const fetchOperationLogPage = (query: OperationLogPageRequest, signal?: AbortSignal) => call('/api/sys/log/operation/page', { body: query, signal });

export const fetchOperationLog = (id: number, signal?: AbortSignal) => call('/api/sys/log/operation/info', { body: { id }, signal });

export const fetchOperationLogModules = (signal?: AbortSignal) => call('/api/sys/log/operation/modules', { signal });

export const fetchLoginLogPage = (query: LoginLogPageRequest, signal?: AbortSignal) => call('/api/sys/log/login/page', { body: query, signal });

export const cleanOperationLog = () => call('/api/sys/log/operation/clean');

export const cleanLoginLog = () => call('/api/sys/log/login/clean');

export const unlockAccount = (username: string) => call('/api/sys/log/login/unlock', { body: { username } });

export const exportOperationLog = (filters: OperationLogFilters) =>
  download('/api/sys/log/operation/export', { body: filters, filename: `操作日志_${exportStamp()}.xlsx` });

export const exportLoginLog = (filters: LoginLogFilters) =>
  download('/api/sys/log/login/export', { body: filters, filename: `登录日志_${exportStamp()}.xlsx` });
