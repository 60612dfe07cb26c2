// The columns of a role's users, in 分配用户 and its picker alike.
import type { RoleUser } from '../../../../shared/api/contracts/sysRole.ts';
import { rolesText as t } from '../../../../shared/i18n/system-roles.zh-CN.ts';
import type { ListColumn } from '../../../../shared/ui/ListTable/index.ts';

export const ROLE_USER_COLUMNS: ListColumn<RoleUser>[] = [
  { key: 'username', title: t.username, value: (u) => u.username, width: 120 },
  { key: 'realName', title: t.realName, value: (u) => u.realName, width: 100 },
  { key: 'deptName', title: t.dept, value: (u) => u.deptName, width: 180 },
  { key: 'mobile', title: t.mobile, value: (u) => u.mobile, width: 120 },
  { key: 'status', title: t.status, value: (u) => t.statuses[u.status] ?? '', width: 80 },
  { key: 'createTime', title: t.createTime, value: (u) => u.createTime, width: 170 },
];
