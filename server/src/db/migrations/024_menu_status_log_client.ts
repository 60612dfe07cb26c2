// 菜单状态 (停用 hides a menu and refuses its buttons' permissions) and where each log row came from: the place of its
// address and the browser and system of its User-Agent, worked out once when the row is written.
import type { Migration } from './index.ts';

export const m024MenuStatusLogClient: Migration = {
  version: 24,
  name: 'menu_status_log_client',
  statements: [
    // 0 正常, 1 停用 (RuoYi's sys_menu.status)
    `alter table sys_menu add column status integer not null default 0`,
    `alter table sys_log_operation add column location text`,
    `alter table sys_log_operation add column browser text`,
    `alter table sys_log_operation add column os text`,
    `alter table sys_log_login add column location text`,
    `alter table sys_log_login add column browser text`,
    `alter table sys_log_login add column os text`,
  ],
};
