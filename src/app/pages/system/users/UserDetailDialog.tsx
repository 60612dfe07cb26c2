// 用户详情: the user's fields, roles, posts, department, created time and last sign-in, read fresh from the server.
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import type { UserDetail } from '../../../../shared/api/types.ts';
import { fetchEnabledPosts } from '../../../../shared/api/sysPosts.ts';
import { fetchRoles } from '../../../../shared/api/sysRoles.ts';
import { fetchUser } from '../../../../shared/api/sysUsers.ts';
import { messageOf } from '../../../../shared/http/errors.ts';
import { usersText as t } from '../../../../shared/i18n/system-users.zh-CN.ts';
import { zhCN } from '../../../../shared/i18n/zh-CN.ts';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'max-content 1fr max-content 1fr', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, wordBreak: 'break-all' },
});

export interface UserDetailDialogProps {
  /** The user to show; null: closed. */
  userId: number | null;
  onClose: () => void;
}

export function UserDetailDialog({ userId, onClose }: UserDetailDialogProps) {
  const styles = useStyles();
  const [user, setUser] = useState<UserDetail | null>(null);
  const [roleNames, setRoleNames] = useState<Map<number, string>>(new Map());
  const [postNames, setPostNames] = useState<Map<number, string>>(new Map());
  const [error, setError] = useState('');

  useEffect(() => {
    if (userId === null) return;
    const controller = new AbortController();
    setUser(null);
    setError('');
    // Names of roles and posts need their own permissions: without them the ids stand in.
    Promise.all([fetchUser(userId, controller.signal), fetchRoles(undefined, controller.signal).catch(() => []), fetchEnabledPosts(controller.signal).catch(() => [])])
      .then(([u, roles, posts]) => {
        setUser(u);
        setRoleNames(new Map(roles.map((r) => [r.id, r.roleName])));
        setPostNames(new Map(posts.map((p) => [p.id, p.postName])));
      })
      .catch((e: unknown) => { if (!controller.signal.aborted) setError(messageOf(e, zhCN.common.operationFailed)); });
    return () => controller.abort();
  }, [userId]);

  const rows: Array<[string, string]> = user ? [
    [t.username, user.username], [t.realName, user.realName], [t.jobNumber, user.jobNumber], [t.dept, user.deptName ?? ''],
    [t.mobile, user.mobile ?? ''], [t.email, user.email ?? ''], [t.landlineNumber, user.landlineNumber], [t.gender, t.genders[user.gender] ?? ''],
    [t.status, t.statuses[user.status] ?? ''], [t.roles, user.roleIdList.map((id) => roleNames.get(id) ?? String(id)).join('、')],
    [t.posts, user.postIdList.map((id) => postNames.get(id) ?? String(id)).join('、')], [t.createTime, user.createTime ?? ''],
    [t.lastLogin, user.lastLoginTime ?? t.never],
  ] : [];

  return (
    <Dialog open={userId !== null} onOpenChange={(_, d) => { if (!d.open) onClose(); }}>
      <DialogSurface style={{ width: '720px', maxWidth: 'calc(100vw - 32px)' }}>
        <DialogBody>
          <DialogTitle>{t.detailTitle}</DialogTitle>
          <DialogContent>
            {error ? <MessageBar intent="error" role="alert"><MessageBarBody>{error}</MessageBarBody></MessageBar>
              : !user ? <Spinner label={zhCN.common.loading} />
              : (
                <dl className={styles.grid} aria-label={t.detailTitle}>
                  {rows.map(([term, value]) => [<dt key={`t${term}`} className={styles.term}>{term}</dt>, <dd key={`v${term}`} className={styles.value}>{value}</dd>])}
                </dl>
              )}
          </DialogContent>
          <DialogActions><Button appearance="primary" onClick={onClose}>{t.close}</Button></DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
