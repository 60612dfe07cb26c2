// Each step records the main department that held the order before it and after it, so a department that lost an
// order (退回, 撤回派遣, 改派 by any later path) is read from the steps alone: the department suggestion learns from it.
import type { Migration } from './index.ts';

export const m039StepDepartments: Migration = {
  version: 39,
  name: 'step_departments',
  statements: [
    `alter table workflow_step add column from_dept_id integer`,
    `alter table workflow_step add column to_dept_id integer`,
    // The classifier catches up on the steps where a department lost the order, after its watermark.
    `create index workflow_step_dept_lost on workflow_step (id) where from_dept_id is not null and to_dept_id is distinct from from_dept_id`,
    // …and on the orders finished after its watermark.
    `create index workflow_finished_at on workflow (finished_at, workflow_id) where finished_at is not null`,
  ],
};
