// Kysely table types: one interface per table, column names as in SQL (snake_case).
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp } from './column-types.ts';
import type { DictAreaTables } from './schema-dicts.ts';
import type { LogTables } from './schema-logs.ts';
import type { ScheduleTables } from './schema-schedule.ts';
import type { CallTables } from './schema-calls.ts';
import type { RosterTables } from './schema-rosters.ts';
import type { StorageTables } from './schema-storage.ts';
import type { TrafficTables } from './schema-traffic.ts';
import type { IntegratedTables } from './schema-integrated.ts';
import type { StatsTables } from './schema-stats.ts';
import type { KnowledgeTables } from './schema-knowledge.ts';

export type * from './schema-dicts.ts';
export type * from './schema-logs.ts';
export type * from './schema-schedule.ts';
export type * from './schema-storage.ts';
export type * from './schema-rosters.ts';
export type * from './schema-calls.ts';
export type * from './schema-traffic.ts';
export type * from './schema-stats.ts';

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
  id: Generated<number>;
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
  /** 1 正常, 0 停用 (hidden from pickers, takes no new orders) */
  status: Generated<number>;
  email: Generated<string | null>;
}

export interface SysRoleTable {
  id: Generated<number>;
  role_name: string;
  role_code: string;
  remark: string | null;
  /** 0 全部, 1 本部门及以下, 2 本部门, 3 仅本人, 4 自定 (the departments in sys_role_dept) */
  data_scope: Generated<number>;
  /** 1 正常, 0 停用 (grants nothing to its users) */
  status: Generated<number>;
  created_at: CreatedAt;
}

export interface SysRoleDeptTable {
  role_id: number;
  dept_id: number;
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
  email: Generated<string | null>;
  created_at: CreatedAt;
  /** Set when someone else chose the password (import, reset, the admin's form): every call but the change is refused. */
  must_change_password: Generated<boolean>;
}

export interface SysUserRoleTable {
  user_id: number;
  role_id: number;
}

export interface SysMenuTable {
  id: Generated<number>;
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
  /** 0 正常, 1 停用: hidden from every menu, its buttons' permissions refused */
  status: Generated<number>;
}

export interface SysRoleMenuTable {
  role_id: number;
  menu_id: number;
  /** A parent kept because some children are granted (half-checked in the role's tree). */
  half: Generated<boolean>;
}

export interface SysPostTable {
  id: Generated<number>;
  post_code: string;
  post_name: string;
  sort: number;
  /** 0 停用, 1 正常 */
  status: number;
  remark: string | null;
  created_at: CreatedAt;
}

export interface SysUserPostTable {
  user_id: number;
  post_id: number;
}

export interface SysTokenTable {
  token_hash: string;
  user_id: number;
  v_code: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  last_seen_at: Timestamp;
  ip: string | null;
  /** The session's public id (在线用户, 强退): never the token nor its hash. */
  session_id: Generated<string>;
  user_agent: string | null;
}

/** A typed setting (参数设置) the server reads instead of a constant. */
export interface SysConfigTable {
  id: Generated<number>;
  config_key: string;
  config_name: string;
  value_type: 'number' | 'boolean' | 'text';
  config_value: string;
  unit: string | null;
  min_value: number | null;
  max_value: number | null;
  remark: string | null;
  builtin: boolean;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** A token an administrator ended, and why (shown by the 401 it now gets); purged after a day. */
export interface SysTokenEndedTable {
  token_hash: string;
  reason: string;
  ended_at: CreatedAt;
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

export interface SeatStateTable {
  landline_number: string;
  user_id: number | null;
  /** 'Logged Out' | 'Available (On Demand)' | 'On Break' */
  seat_status: string;
  busy_reason: string | null;
  updated_at: CreatedAt;
  /** Added by migration 3 (call centre): what the seat signed in with and its live call. */
  class_id: ColumnType<number | null, number | null | undefined, number | null>;
  skill_name: ColumnType<string | null, string | null | undefined, string | null>;
  finish_time: ColumnType<number, number | undefined, number>;
  /** Seat list extensionStatus: 0 signed out, 1 置闲, 2 就绪, 3 置忙. */
  extension_status: ColumnType<number, number | undefined, number>;
  extension_status_updated_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The live call as JSON (cti/calls.ts LiveCall), so a reload or a server restart resumes it. */
  call_json: ColumnType<string | null, string | null | undefined, string | null>;
  call_type_updated_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** 重复诉求: an appeal registered as a repeat of the order parent_id (split off again when split_at is set). */
export interface WorkflowRepeatTable {
  id: Generated<string>;
  parent_id: string;
  citizen_name: string;
  phone: string;
  content: string;
  region_id: number | null;
  address: string | null;
  /** The registration as typed (OrderFields JSON). */
  fields: string;
  reasons: string;
  call_id: string | null;
  created_by: number;
  created_by_name: string;
  created_at: CreatedAt;
  split_at: Date | null;
  split_by_name: string | null;
  split_reason: string | null;
  split_workflow_id: string | null;
}

/** 工作日历: a day that differs from the weekday rule (a holiday off, or a weekend worked). */
export interface WorkCalendarDayTable {
  day: ColumnType<string, string, string>;
  /** 1 放假 (a day off), 2 调休上班 (a weekend worked) */
  kind: number;
  name: string;
  updated_by: string | null;
  updated_at: CreatedAt;
}

/** 派单目录: an event type (narrowed by region and keywords) → the lead and assisting departments, on its 依据. */
export interface DispatchCatalogueTable {
  id: Generated<number>;
  event_type_id: number;
  /** Narrows the entry to appeals in this area or below it. */
  region_id: number | null;
  /** Comma-separated words; the entry applies only when the content holds one of them. */
  keywords: string | null;
  lead_dept_id: number;
  assist_dept_ids: ColumnType<number[], number[] | undefined, number[]>;
  /** Working days; null keeps the appeal type's limit. */
  time_limit: number | null;
  /** 依据: the duty text the entry rests on. */
  basis: string;
  /** 'YYYY-MM-DD' (a date column, read through to_char). */
  effective_from: ColumnType<string | null, string | null | undefined, string | null>;
  effective_to: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1 正常, 0 停用 */
  status: number;
  created_by: string | null;
  created_at: CreatedAt;
  updated_by: string | null;
  updated_at: CreatedAt;
  /** 待复核: an upheld 派单异议 disputed the entry (migration 038); saving the entry clears it. */
  review_pending: Generated<boolean>;
  /** Why it awaits review: the order and the ruling. */
  review_note: string | null;
}

/** 派单异议 (migration 038): a lead department disputes an order's dispatch; the centre rules on it. */
export interface WorkflowObjectionTable {
  id: Generated<number>;
  workflow_id: string;
  dept_id: number;
  proposed_dept_id: number;
  reason: string;
  basis: string;
  catalogue_entry_id: number | null;
  /** 1 待裁定, 2 成立, 3 不成立 */
  state: Generated<number>;
  applicant_id: number;
  applicant_name: string;
  ruling_due_at: Timestamp;
  ruler_id: number | null;
  ruler_name: string | null;
  ruling_reason: string | null;
  new_dept_id: number | null;
  overdue_reminded_at: Timestamp | null;
  created_at: CreatedAt;
  decided_at: Timestamp | null;
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

export interface SeatLogTable {
  id: Generated<number>;
  landline_number: string;
  user_id: number | null;
  /** checkIn | checkOut | showLeisure | showBusy | call | answer | hangUp | transfer | conference */
  action: string;
  detail: string | null;
  created_at: CreatedAt;
}

export interface WebsocketErrorLogTable {
  id: Generated<number>;
  user_id: number | null;
  landline_number: string;
  code: number;
  reason: string;
  created_at: CreatedAt;
}

export interface AnnouncementTable {
  id: Generated<number>;
  title: string;
  /** 1 特别重要, 2 一般重要, 3 一般 */
  imp_level: number;
  /** Sanitized HTML. */
  content: string;
  /** 0 unpublished, 1 published */
  publish_state: Generated<number>;
  /** 1 valid, 0 deleted (deleteById keeps the row) */
  is_valid: Generated<number>;
  publisher_id: number | null;
  publisher_name: string | null;
  publish_date: Date | null;
  created_by: number | null;
  creator_name: string;
  created_at: CreatedAt;
}

export interface AnnouncementAttachmentTable {
  announcement_id: number;
  file_id: number;
  sort: number;
}

/** Every table; each administration area keeps its tables in its own file. */
export interface Database extends DictAreaTables, LogTables, ScheduleTables, StorageTables, RosterTables, CallTables, TrafficTables, StatsTables, IntegratedTables, KnowledgeTables {
  schema_migrations: SchemaMigrationTable;
  work_calendar_day: WorkCalendarDayTable;
  dispatch_catalogue: DispatchCatalogueTable;
  workflow_repeat: WorkflowRepeatTable;
  app_meta: AppMetaTable;
  sys_dept: SysDeptTable;
  sys_role: SysRoleTable;
  sys_role_dept: SysRoleDeptTable;
  sys_user: SysUserTable;
  sys_user_role: SysUserRoleTable;
  sys_menu: SysMenuTable;
  sys_role_menu: SysRoleMenuTable;
  sys_post: SysPostTable;
  sys_user_post: SysUserPostTable;
  sys_token: SysTokenTable;
  sys_token_ended: SysTokenEndedTable;
  sys_config: SysConfigTable;
  close_workflow_log: CloseWorkflowLogTable;
  seat_state: SeatStateTable;
  workflow_remind_msg: WorkflowRemindMsgTable;
  announcement: AnnouncementTable;
  announcement_attachment: AnnouncementAttachmentTable;
  seat_log: SeatLogTable;
  websocket_error_log: WebsocketErrorLogTable;
  event_type: EventTypeTable;
  workflow: WorkflowTable;
  workflow_step: WorkflowStepTable;
  workflow_update_log: WorkflowUpdateLogTable;
  workflow_apply: WorkflowApplyTable;
  workflow_objection: WorkflowObjectionTable;
  workflow_supervise: WorkflowSuperviseTable;
  workflow_assist: WorkflowAssistTable;
  workflow_comment: WorkflowCommentTable;
  workflow_rel: WorkflowRelTable;
  event_type_keyword: EventTypeKeywordTable;
  workflow_attachment: WorkflowAttachmentTable;
  workflow_follow: WorkflowFollowTable;
  workflow_opinion: WorkflowOpinionTable;
  property_config: PropertyConfigTable;
  miss_order: MissOrderTable;
  workflow_repair: WorkflowRepairTable;
  workflow_idempotency: WorkflowIdempotencyTable;
}

// ---- work orders (migration 005) ----

export interface EventTypeTable {
  id: number;
  pid: number;
  name: string;
  sort: number;
  dept_id: number | null;
  /** Comma-separated words that suggest this classification, for the intelligent match. */
  keywords: string;
}

export interface WorkflowTable {
  workflow_id: string;
  /** Id of the current step; a new one on every transition (the lock and the tab follow it). */
  processid: string;
  citizen_name: string;
  phone: string;
  caller_location: string | null;
  channel: string;
  /** appeal_type dictionary: 1 咨询 2 求助 3 投诉 4 建议 5 举报 6 表扬 */
  appeal_type: string;
  event_type_id: number | null;
  event_type_name: string | null;
  region_id: number | null;
  region_name: string | null;
  address: string | null;
  content: string;
  urgency: Generated<string>;
  is_secret: Generated<number>;
  /** Working days allowed. */
  time_limit: number;
  deadline: Timestamp;
  /** Set while a hang (挂账) is in force: the clock is paused from this moment. */
  hang_started_at: Timestamp | null;
  main_dept_id: number | null;
  sub_dept_id: number | null;
  co_dept_ids: ColumnType<number[], number[] | undefined, number[]>;
  /** Status in services/workorders/model.ts */
  status: number;
  is_accepted: Generated<number>;
  menu_type: Generated<number>;
  exception_type: Generated<number>;
  /** 0 none, 1 verification failed, 2 callback unsatisfied: the order came back to the department. */
  rework: Generated<number>;
  /** 重办次数: every 核查不通过 and 回访不满意 adds one; never reset. */
  rework_count: Generated<number>;
  claim_reasonable: number | null;
  callback_result: number | null;
  assess_score: number | null;
  up_supervise_state: Generated<number>;
  dispose_instruction: string | null;
  reply_content: string | null;
  creator_id: number;
  creator_name: string;
  call_id: string | null;
  accepted_at: Timestamp | null;
  dispatched_at: Timestamp | null;
  l1_replied_at: Timestamp | null;
  l2_replied_at: Timestamp | null;
  checked_at: Timestamp | null;
  check_passed: number | null;
  callback_at: Timestamp | null;
  assessed_at: Timestamp | null;
  finished_at: Timestamp | null;
  lock_user_id: number | null;
  lock_user_name: string | null;
  locked_at: Timestamp | null;
  version: Generated<number>;
  deleted: Generated<number>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface WorkflowStepTable {
  id: Generated<number>;
  workflow_id: string;
  processid: string;
  action: string;
  action_name: string;
  from_status: number | null;
  to_status: number;
  dept_id: number | null;
  user_id: number;
  user_name: string;
  opinion: string | null;
  created_at: CreatedAt;
  /** The main department holding the order before and after the step (migration 039). */
  from_dept_id?: number | null;
  to_dept_id?: number | null;
}

export interface WorkflowUpdateLogTable {
  id: Generated<number>;
  workflow_id: string;
  user_id: number;
  user_name: string;
  action: string;
  content: string;
  created_at: CreatedAt;
}

export interface WorkflowApplyTable {
  id: Generated<number>;
  workflow_id: string;
  /** delay | hang | return */
  kind: string;
  /** 1 pending, 2 agreed, 3 refused */
  state: Generated<number>;
  days: number | null;
  reason: string;
  applicant_id: number;
  applicant_name: string;
  applicant_dept_id: number | null;
  applicant_level: number;
  approver_id: number | null;
  approver_name: string | null;
  approve_opinion: string | null;
  created_at: CreatedAt;
  decided_at: Timestamp | null;
}

export interface WorkflowSuperviseTable {
  id: Generated<number>;
  workflow_id: string;
  dept_id: number | null;
  content: string;
  /** 1 awaiting reply, 2 replied */
  state: Generated<number>;
  created_by: number;
  created_by_name: string;
  reply_content: string | null;
  replied_by: number | null;
  replied_by_name: string | null;
  created_at: CreatedAt;
  replied_at: Timestamp | null;
}

/** 协办: one assisting department's part of an order (migration 037). */
export interface WorkflowAssistTable {
  id: Generated<number>;
  workflow_id: string;
  dept_id: number;
  days: number;
  deadline: Timestamp;
  /** 1 awaiting reply, 2 replied, 3 released by the centre, 4 ended with the dispatch (改派, 退回) */
  state: Generated<number>;
  created_by: number;
  created_by_name: string;
  created_at: CreatedAt;
  reply_content: string | null;
  replied_by: number | null;
  replied_by_name: string | null;
  replied_at: Timestamp | null;
  release_reason: string | null;
  released_by: number | null;
  released_by_name: string | null;
  released_at: Timestamp | null;
}

export interface WorkflowCommentTable {
  id: Generated<number>;
  workflow_id: string;
  /** comment | remark */
  kind: string;
  content: string;
  user_id: number;
  user_name: string;
  created_at: CreatedAt;
}

export interface WorkflowRelTable {
  workflow_id: string;
  rel_workflow_id: string;
  /** relationTypes value (migration 006); 1 关联件 by default. */
  rel_type: Generated<number>;
  created_by: number;
  created_at: CreatedAt;
}

/** Words of the keyword classifier, per classification (migration 006). */
export interface EventTypeKeywordTable {
  event_type_id: number;
  keyword: string;
  weight: Generated<number>;
}

export interface WorkflowAttachmentTable {
  id: Generated<number>;
  workflow_id: string;
  /** upload_file.public_id of the attached file (the upload answer's id, as the registration form sent it). */
  file_id: string;
  file_name: string;
  created_at: CreatedAt;
}

export interface WorkflowFollowTable {
  user_id: number;
  workflow_id: string;
  created_at: CreatedAt;
}

export interface WorkflowOpinionTable {
  id: Generated<number>;
  user_id: number;
  content: string;
  sort: number;
  created_at: CreatedAt;
}

export interface PropertyConfigTable {
  id: Generated<number>;
  menu_type: number;
  prop_key: string;
  label: string;
  visible: number;
  required: number;
  sort: number;
}

export interface MissOrderTable {
  id: Generated<number>;
  phone: string;
  call_id: string | null;
  landline_number: string | null;
  call_time: Timestamp;
  /** 0 not handled, 1 handled */
  state: Generated<number>;
  handle_result: string | null;
  workflow_id: string | null;
  handled_by: number | null;
  handled_by_name: string | null;
  handled_at: Timestamp | null;
}

export interface WorkflowRepairTable {
  id: Generated<number>;
  workflow_id: string;
  field: string;
  old_value: string | null;
  new_value: string | null;
  reason: string;
  user_id: number;
  user_name: string;
  created_at: CreatedAt;
}

export interface WorkflowIdempotencyTable {
  user_id: number;
  key: string;
  route: string;
  /** The first successful answer as JSON; '' while the first call is still running. */
  response: string;
  created_at: CreatedAt;
}
