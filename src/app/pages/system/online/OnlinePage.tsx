// 在线用户 (monitor/online in RuoYi): the live sessions with account, department, address, browser and times, searched by
// account or address; 强退 asks first and ends that session on every server. The admin's own session is marked, not forced.
import { Badge } from '@fluentui/react-components';
import { useState } from 'react';
import type { OnlineSession } from '../../../../shared/api/contracts/sysOnline.ts';
import { fetchOnlinePage, forceLogout, ONLINE_RESOURCE } from '../../../../shared/api/sysOnline.ts';
import { messageOf } from '../../../../shared/http/errors.ts';
import { onlineText as t } from '../../../../shared/i18n/system-online.zh-CN.ts';
import { zhCN } from '../../../../shared/i18n/zh-CN.ts';
import { AdminListPage, useAdminList, type SearchField } from '../../../../shared/ui/AdminList/index.ts';
import { ConfirmDialog } from '../../../../shared/ui/ConfirmDialog.tsx';
import type { ListColumn } from '../../../../shared/ui/ListTable/index.ts';
import { useNotify } from '../../../../shared/ui/notify.tsx';
import { usePermission } from '../../../../shared/ui/Permission.tsx';

const EMPTY_SEARCH = { username: '', ip: '' };

const FIELDS: SearchField<typeof EMPTY_SEARCH>[] = [
  { name: 'username', label: t.who, maxLength: 100, placeholder: t.whoPlaceholder },
  { name: 'ip', label: t.ip, maxLength: 64 },
];

const COLUMNS: ListColumn<OnlineSession>[] = [
  {
    key: 'username', title: t.username, width: 150,
    render: (r) => <>{r.username}{r.current && <> <Badge appearance="tint" color="brand" size="small">{t.current}</Badge></>}</>,
  },
  { key: 'realName', title: t.realName, value: (r) => r.realName, width: 100 },
  { key: 'dept', title: t.dept, value: (r) => r.deptName, width: 160 },
  { key: 'ip', title: t.ip, value: (r) => r.ip, width: 130 },
  { key: 'browser', title: t.browser, value: (r) => r.browser, width: 110 },
  { key: 'os', title: t.os, value: (r) => r.os, width: 120 },
  { key: 'loginTime', title: t.loginTime, value: (r) => r.loginTime, width: 170 },
  { key: 'lastSeen', title: t.lastSeen, value: (r) => r.lastSeen, width: 170 },
];

export default function OnlinePage() {
  const notify = useNotify();
  const canForce = usePermission(['sys:online:forceLogout']);
  const list = useAdminList({ resource: ONLINE_RESOURCE, stateKey: 'online', emptySearch: EMPTY_SEARCH, fetchPage: fetchOnlinePage });
  const [asking, setAsking] = useState<OnlineSession | null>(null);
  const [busy, setBusy] = useState(false);

  const confirmForce = async () => {
    if (!asking) return;
    setBusy(true);
    try {
      await forceLogout(asking.id);
      notify.success(t.forced(asking.username));
      setAsking(null);
      void list.reload();
    } catch (error) {
      notify.error(messageOf(error, zhCN.common.operationFailed));
      setAsking(null);
      void list.reload();
    } finally {
      setBusy(false);
    }
  };

  return (
    <AdminListPage
      title={t.title} marker="online-page" list={list} fields={FIELDS} columns={COLUMNS} settingsKey="online"
      rowActions={{
        title: t.operations, width: 90, actions: [{
          label: t.forceLogout, ariaLabel: (r) => t.forceRow(r.username), visible: () => canForce,
          // The own session is ended by 退出登录; the server refuses it too.
          disabled: (r) => r.current, onClick: (r) => setAsking(r),
        }],
      }}
    >
      <ConfirmDialog
        open={asking !== null} title={t.confirmTitle} message={asking ? t.confirm(asking.username, asking.realName) : ''}
        busy={busy} busySpinner onConfirm={confirmForce} onCancel={() => setAsking(null)}
      />
    </AdminListPage>
  );
}
