// Work-order lists answered from an index that fits each predicate and its order (created_at desc, workflow_id desc):
// the status and department indexes gain the tie-breaker, each "done" tab gets a partial index, co-handling departments
// a GIN index, and the keyword search a GIN index of the text's character pairs (services/workorders/list-sql.ts).
import type { Migration } from './index.ts';

const LIST_ORDER = 'created_at desc, workflow_id desc';
const LIVE = 'where deleted = 0';

export const m027ListIndexes: Migration = {
  version: 27,
  name: 'list_indexes',
  statements: [
    `drop index if exists workflow_status_created`,
    `create index workflow_status_created on workflow (status, ${LIST_ORDER}) ${LIVE}`,
    `drop index if exists workflow_main_dept`,
    `create index workflow_main_dept on workflow (main_dept_id, status, ${LIST_ORDER}) ${LIVE}`,
    `drop index if exists workflow_sub_dept`,
    `create index workflow_sub_dept on workflow (sub_dept_id, status, ${LIST_ORDER}) ${LIVE}`,
    `drop index if exists workflow_phone`,
    `create index workflow_phone on workflow (phone, ${LIST_ORDER})`,
    `drop index if exists workflow_created`,
    `create index workflow_created on workflow (${LIST_ORDER}) ${LIVE}`,
    `create index workflow_updated on workflow (updated_at desc, workflow_id desc) ${LIVE}`,
    `create index workflow_co_depts on workflow using gin (co_dept_ids) ${LIVE}`,
    // The "done" tabs (已受理, 已派遣, 已回访, 已考核, 核查通过/不通过, 一级/二级已办).
    `create index workflow_accepted_list on workflow (${LIST_ORDER}) ${LIVE} and accepted_at is not null`,
    `create index workflow_dispatched_list on workflow (${LIST_ORDER}) ${LIVE} and dispatched_at is not null`,
    `create index workflow_callback_list on workflow (${LIST_ORDER}) ${LIVE} and callback_at is not null`,
    `create index workflow_assessed_list on workflow (${LIST_ORDER}) ${LIVE} and assessed_at is not null`,
    `create index workflow_checked_list on workflow (check_passed, ${LIST_ORDER}) ${LIVE} and check_passed is not null`,
    `create index workflow_l1_replied_list on workflow (main_dept_id, ${LIST_ORDER}) ${LIVE} and l1_replied_at is not null`,
    `create index workflow_l2_replied_main_list on workflow (main_dept_id, ${LIST_ORDER}) ${LIVE} and l2_replied_at is not null`,
    `create index workflow_l2_replied_sub_list on workflow (sub_dept_id, ${LIST_ORDER}) ${LIVE} and l2_replied_at is not null`,
    // 待督办: the orders at a department whose deadline is near.
    `create index workflow_at_dept_deadline on workflow (deadline, workflow_id) ${LIVE} and status in (3, 4)`,
    // A scoped user also sees the orders they took a step on (queues.ts withinScope).
    `create index workflow_step_user on workflow_step (user_id, workflow_id)`,
    // Side requests and supervision pages sort by their own creation time and id.
    `drop index if exists workflow_apply_kind`,
    `create index workflow_apply_kind on workflow_apply (kind, state, created_at desc, id desc)`,
    `drop index if exists workflow_supervise_state`,
    `create index workflow_supervise_state on workflow_supervise (state, created_at desc, id desc)`,
    // Character pairs (bigrams) rather than pg_trgm's trigrams: a two-character Chinese keyword (电梯, 噪音) has no trigram,
    // and pg_trgm extracts none from CJK text at all under the C locale; pairs work for both, on PGlite and PostgreSQL.
    `create function workflow_text_pairs(t text) returns text[] language sql immutable strict parallel safe as
      $$ select coalesce(array_agg(distinct substr(t, i, 2)), '{}') from generate_series(1, char_length(t) - 1) as i $$`,
    `create index workflow_keyword_pairs on workflow using gin (workflow_text_pairs(lower(content || ' ' || coalesce(address, '') || ' ' || citizen_name || ' ' || workflow_id))) ${LIVE}`,
  ],
};
