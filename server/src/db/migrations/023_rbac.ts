// RuoYi's depth for roles and departments: a role's status (a disabled role grants nothing) and its custom data scope
// (自定数据权限: the departments listed here), a department's status (a disabled one takes no new work) and e-mail.
import type { Migration } from './index.ts';

export const m023Rbac: Migration = {
  version: 23,
  name: 'rbac',
  statements: [
    // 1 正常, 0 停用
    `alter table sys_role add column status integer not null default 1`,
    `create table sys_role_dept (
      role_id integer not null references sys_role (id) on delete cascade,
      dept_id integer not null references sys_dept (id) on delete cascade,
      primary key (role_id, dept_id)
    )`,
    `create index sys_role_dept_dept on sys_role_dept (dept_id)`,
    // 1 正常, 0 停用
    `alter table sys_dept add column status integer not null default 1`,
    `alter table sys_dept add column email text`,
    // A role switched off or its custom departments changed narrows sessions at once: every server re-reads them (see 019).
    `create constraint trigger sys_role_auth_epoch after update or delete on sys_role deferrable initially deferred for each row execute function sys_auth_epoch_move()`,
    `create constraint trigger sys_role_dept_auth_epoch after insert or update or delete on sys_role_dept deferrable initially deferred for each row execute function sys_auth_epoch_move()`,
  ],
};
