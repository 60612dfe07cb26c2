// Kysely table types: one interface per table, column names as in SQL (snake_case).
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface SchemaMigrationTable {
  version: number;
  name: string;
  applied_at: CreatedAt;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

export interface SysDeptTable {
  id: number;
  pid: number;
  name: string;
  /** 0 city / hotline centre, 1 main (level-1) department, 2 sub (level-2) unit */
  level: number;
  /** root | centre | section | main | sub */
  kind: string;
  sort: number;
  leader: string | null;
  phone: string | null;
  address: string | null;
}

export interface SysAreaTable {
  id: number;
  pid: number;
  name: string;
  code: string;
  /** dictionary area_type: 1 市, 2 区县, 3 街道/乡镇, 4 社区/村 */
  area_type: string;
  /** dictionary is_show: 0 显示, 1 隐藏 */
  is_show: string;
  sort: number;
}

export interface SysRoleTable {
  id: number;
  role_name: string;
  role_code: string;
  remark: string | null;
  created_at: CreatedAt;
}

export interface SysUserTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  real_name: string;
  job_number: string;
  landline_number: string | null;
  dept_id: number | null;
  mobile: string | null;
  gender: number;
  /** 0 disabled, 1 normal */
  status: number;
  created_at: CreatedAt;
}

export interface SysUserRoleTable {
  user_id: number;
  role_id: number;
}

export interface SysMenuTable {
  id: number;
  pid: number;
  name: string;
  url: string;
  component: string;
  component_name: string;
  icon: string;
  /** 0 menu, 1 button */
  type: number;
  perms: string;
  /** 3 = ordinary routed page; any other value = embedded frame page whose path is the id */
  routing_type: number;
  /** 1 = hidden */
  is_show: number;
  /** 1 = not cached */
  no_cache: number;
  sort: number;
}

export interface SysRoleMenuTable {
  role_id: number;
  menu_id: number;
}

export interface SysDictTypeTable {
  id: Generated<number>;
  dict_type: string;
  dict_name: string;
  remark: string | null;
  sort: number;
}

export interface SysDictDataTable {
  id: Generated<number>;
  dict_type: string;
  dict_label: string;
  dict_value: string;
  sort: number;
  remark: string | null;
}

export interface SysTokenTable {
  token_hash: string;
  user_id: number;
  v_code: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  last_seen_at: Timestamp;
  ip: string | null;
}

export interface LoginFailureTable {
  id: Generated<number>;
  username: string;
  ip: string;
  failed_at: CreatedAt;
}

export interface CloseWorkflowLogTable {
  id: Generated<number>;
  user_id: number;
  job_number: string;
  user_name: string;
  url: string;
  close_date: Timestamp;
  /** 1 open registration, 2 close */
  type: number;
  created_at: CreatedAt;
}

export interface PhoneBookTable {
  id: Generated<number>;
  name: string;
  number: string;
  sort: number;
}

export interface SeatStateTable {
  landline_number: string;
  user_id: number | null;
  /** 'Logged Out' | 'Available (On Demand)' | 'On Break' */
  seat_status: string;
  busy_reason: string | null;
  updated_at: CreatedAt;
}

export interface WorkflowRemindMsgTable {
  id: Generated<number>;
  user_id: number;
  /** The spec's reminder type (0, 5, 6, 7, 8 todo; 1, 3 done lists; 2 verification). */
  type: number;
  workflow_id: string;
  /** 0, 1 or 2, the spec's roleType used by the bell's routing table. */
  role_type: number;
  content: string;
  /** 0 unread, 1 read */
  is_read: Generated<number>;
  created_at: CreatedAt;
  read_at: Date | null;
}

export interface Database {
  schema_migrations: SchemaMigrationTable;
  app_meta: AppMetaTable;
  sys_dept: SysDeptTable;
  sys_area: SysAreaTable;
  sys_role: SysRoleTable;
  sys_user: SysUserTable;
  sys_user_role: SysUserRoleTable;
  sys_menu: SysMenuTable;
  sys_role_menu: SysRoleMenuTable;
  sys_dict_type: SysDictTypeTable;
  sys_dict_data: SysDictDataTable;
  sys_token: SysTokenTable;
  login_failure: LoginFailureTable;
  close_workflow_log: CloseWorkflowLogTable;
  phone_book: PhoneBookTable;
  seat_state: SeatStateTable;
  workflow_remind_msg: WorkflowRemindMsgTable;
}
