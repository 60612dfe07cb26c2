// 分配角色 (RuoYi's user/authRole): the user's basics and every role as a checklist; 保存 replaces the user's roles.
import { Button, Checkbox, Field, MessageBar, MessageBarBody, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { Role, UserDetail } from '../../../../shared/api/types.ts';
import { fetchRoles } from '../../../../shared/api/sysRoles.ts';
import { assignUserRoles, fetchUser } from '../../../../shared/api/sysUsers.ts';
import { messageOf } from '../../../../shared/http/errors.ts';
import { usersText as t } from '../../../../shared/i18n/system-users.zh-CN.ts';
import { zhCN } from '../../../../shared/i18n/zh-CN.ts';
import { EmptyState } from '../../../../shared/ui/EmptyState.tsx';
import { useNotify } from '../../../../shared/ui/notify.tsx';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalL },
  basics: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: tokens.spacingVerticalS },
  roles: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: tokens.spacingVerticalXS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

export default function AuthRolePage() {
  const userId = Number(new URLSearchParams(useSearch()).get('userId'));
  return Number.isInteger(userId) && userId > 0 ? <UserRoles userId={userId} /> : <EmptyState message={t.chooseUser} />;
}

function UserRoles({ userId }: { userId: number }) {
  const styles = useStyles();
  const notify = useNotify();
  const [, navigate] = useLocation();
  const [user, setUser] = useState<UserDetail | null>(null);
  const [roles, setRoles] = useState<Role[]>([]);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    Promise.all([fetchUser(userId, controller.signal), fetchRoles(undefined, controller.signal)])
      .then(([u, r]) => { setUser(u); setRoles(r); setChosen(new Set(u.roleIdList)); })
      .catch((e: unknown) => { if (!controller.signal.aborted) setError(messageOf(e, zhCN.common.operationFailed)); });
    return () => controller.abort();
  }, [userId]);

  const save = async () => {
    setSaving(true);
    setError('');
    try {
      await assignUserRoles(userId, [...chosen]);
      notify.success(t.rolesSaved);
    } catch (e) {
      setError(messageOf(e, zhCN.common.operationFailed));
    } finally {
      setSaving(false);
    }
  };

  if (!user) return error ? <MessageBar intent="error" role="alert"><MessageBarBody>{error}</MessageBarBody></MessageBar> : <Spinner label={zhCN.common.loading} />;
  return (
    <section className={styles.page} aria-label={t.authRole} data-auth-role-page="">
      <Text as="h2" size={500} weight="semibold">{t.basics}</Text>
      <div className={styles.basics}>
        <Field label={t.username}><Text>{user.username}</Text></Field>
        <Field label={t.realName}><Text>{user.realName}</Text></Field>
        <Field label={t.dept}><Text>{user.deptName ?? ''}</Text></Field>
      </div>
      <Text as="h2" size={500} weight="semibold">{t.roleChoices}</Text>
      <div className={styles.roles} role="group" aria-label={t.roleChoices}>
        {roles.map((r) => (
          <Checkbox
            key={r.id} label={r.status === 1 ? r.roleName : `${r.roleName}（${t.statuses[0]}）`} checked={chosen.has(r.id)}
            onChange={(_, d) => { const next = new Set(chosen); if (d.checked === true) next.add(r.id); else next.delete(r.id); setChosen(next); }}
          />
        ))}
      </div>
      {error && <MessageBar intent="error" role="alert"><MessageBarBody>{error}</MessageBarBody></MessageBar>}
      <div className={styles.actions}>
        <Button onClick={() => navigate('/system/user')}>{t.back}</Button>
        <Button appearance="primary" disabled={saving} icon={saving ? <Spinner size="tiny" /> : undefined} onClick={() => void save()}>{t.save}</Button>
      </div>
    </section>
  );
}
