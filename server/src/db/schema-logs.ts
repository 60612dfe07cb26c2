// Kysely table types: Operation and login logs (系统日志) and the login rate limit.
import type { Generated } from 'kysely';
import type { CreatedAt } from './column-types.ts';

export interface SysLogOperationTable {
  id: Generated<string>;
  user_id: number | null;
  username: string | null;
  module: string;
  operation: string;
  request_uri: string;
  request_method: string;
  request_params: string | null;
  ip: string | null;
  duration_ms: number;
  /** 0 失败, 1 成功 */
  status: number;
  error_msg: string | null;
  /** 内网IP, or the region of a public address ('' when unknown); set when written. */
  location: string | null;
  /** Browser and operating system read from the User-Agent when written. */
  browser: string | null;
  os: string | null;
  created_at: CreatedAt;
}

export interface LoginFailureTable {
  id: Generated<number>;
  username: string;
  ip: string;
  failed_at: CreatedAt;
}

export interface SysLogLoginTable {
  id: Generated<string>;
  /** Null when the name matches no account. */
  user_id: number | null;
  username: string;
  ip: string | null;
  user_agent: string | null;
  /** 0 失败, 1 成功, 2 尝试过频 (refused during a sign-in pause) */
  status: number;
  msg: string | null;
  location: string | null;
  browser: string | null;
  os: string | null;
  created_at: CreatedAt;
}

export interface LogTables {
  sys_log_login: SysLogLoginTable;
  sys_log_operation: SysLogOperationTable;
  login_failure: LoginFailureTable;
}
