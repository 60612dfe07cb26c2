// 用户详情: the user's fields, roles, posts, department, created time and last sign-in, read fresh from the server.
import type { UserDetail } from '../../../../shared/api/types.ts';
import { fetchEnabledPosts } from '../../../../shared/api/sysPosts.ts';
import { fetchRoles } from '../../../../shared/api/sysRoles.ts';
import { fetchUser } from '../../../../shared/api/sysUsers.ts';
import { useResource } from '../../../../shared/data/index.ts';
import { usersText as t } from '../../../../shared/i18n/system-users.zh-CN.ts';
import { DetailDialog } from '../../../../shared/ui/DetailDialog.tsx';

export interface UserDetailDialogProps {
  /** The user to show; null: closed. */
  userId: number | null;
  onClose: () => void;
}

interface Shown {
  user: UserDetail;
  roleNames: Map<number, string>;
  postNames: Map<number, string>;
}

// Names of roles and posts need their own permissions: without them the ids stand in.
async function readUser(userId: number, signal: AbortSignal): Promise<Shown> {
  const [user, roles, posts] = await Promise.all([
    fetchUser(userId, signal), fetchRoles(undefined, signal).catch(() => []), fetchEnabledPosts(signal).catch(() => []),
  ]);
  return { user, roleNames: new Map(roles.map((r) => [r.id, r.roleName])), postNames: new Map(posts.map((p) => [p.id, p.postName])) };
}

export function UserDetailDialog({ userId, onClose }: UserDetailDialogProps) {
  const detail = useResource('sys:user:detail', (signal) => readUser(userId!, signal), { args: { userId }, enabled: userId !== null, clearOnError: true });
  const shown = detail.data && detail.data.user.id === userId ? detail.data : null;
  const user = shown?.user;
  const rows: Array<[string, string]> | null = shown && user ? [
    [t.username, user.username], [t.realName, user.realName], [t.jobNumber, user.jobNumber], [t.dept, user.deptName ?? ''],
    [t.mobile, user.mobile ?? ''], [t.email, user.email ?? ''], [t.landlineNumber, user.landlineNumber], [t.gender, t.genders[user.gender] ?? ''],
    [t.status, t.statuses[user.status] ?? ''], [t.roles, user.roleIdList.map((id) => shown.roleNames.get(id) ?? String(id)).join('、')],
    [t.posts, user.postIdList.map((id) => shown.postNames.get(id) ?? String(id)).join('、')], [t.createTime, user.createTime ?? ''],
    [t.lastLogin, user.lastLoginTime ?? t.never],
  ] : null;
  return (
    <DetailDialog open={userId !== null} title={t.detailTitle} rows={rows} columns={2} width={720} onClose={onClose}
      failed={detail.error && !detail.loading ? { message: detail.error, retry: detail.reload } : null} />
  );
}
