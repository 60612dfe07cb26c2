// A department's own tabs answered in list order from an index of their own: 全部待办 (both statuses at the department, which
// one status index cannot give in created order) and the rework tabs (审核不通过 / 回访不满意, a few orders among many);
// the deleted orders, so that a count of side requests skips them without hashing every live order (list-sql.ts); and the
// co-handled orders by status (queues.ts counts a department's own orders and those it co-handles apart); status tabs by
// deadline and lists of one appeal type.
import type { Migration } from './index.ts';

const LIST_ORDER = 'created_at desc, workflow_id desc';
const AT_DEPARTMENT = 'deleted = 0 and status in (3, 4)';

export const m028DepartmentListIndexes: Migration = {
  version: 28,
  name: 'department_list_indexes',
  statements: [
    `create index workflow_at_dept_main on workflow (main_dept_id, ${LIST_ORDER}) where ${AT_DEPARTMENT}`,
    `create index workflow_rework_main on workflow (main_dept_id, rework, ${LIST_ORDER}) where ${AT_DEPARTMENT} and rework > 0`,
    `create index workflow_deleted on workflow (workflow_id) where deleted <> 0`,
    // A status tab by deadline (排序：截止时间), and any list narrowed to one appeal type, without sorting or scanning the rest.
    `create index workflow_status_deadline on workflow (status, deadline, workflow_id) where deleted = 0`,
    `create index workflow_appeal_type on workflow (appeal_type, ${LIST_ORDER}) where deleted = 0`,
    // A side request's order looked up with what a department user's visibility reads, without the table.
    `create index workflow_visible_by on workflow (workflow_id) include (main_dept_id, sub_dept_id, co_dept_ids) where deleted = 0`,
    // The orders a department co-handles, by status, carrying the departments: a count reads them without the table.
    `create index workflow_co_handled on workflow (status, ${LIST_ORDER}) include (co_dept_ids, main_dept_id, sub_dept_id) where deleted = 0 and co_dept_ids <> '{}'`,
  ],
};
