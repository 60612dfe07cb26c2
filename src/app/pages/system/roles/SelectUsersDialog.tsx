// 添加用户 of 分配用户 (RuoYi's role/selectUser): enabled users without the role, searched and paged, several checked at once.
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Input, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import type { RoleUser } from '../../../../shared/api/contracts/sysRole.ts';
import { fetchRoleUsers } from '../../../../shared/api/sysRoles.ts';
import { messageOf } from '../../../../shared/http/errors.ts';
import { rolesText as t } from '../../../../shared/i18n/system-roles.zh-CN.ts';
import { zhCN } from '../../../../shared/i18n/zh-CN.ts';
import { ListTable } from '../../../../shared/ui/ListTable/index.ts';
import { Pager } from '../../../../shared/ui/Pager.tsx';
import { ROLE_USER_COLUMNS } from './roleUserColumns.ts';

export interface SelectUsersDialogProps {
  open: boolean;
  roleId: number;
  onClose: () => void;
  /** Grants the role to the checked users; a failure is shown in the dialog. */
  onPicked: (userIds: number[]) => Promise<void>;
}

const PAGE_SIZE = 10;

export function SelectUsersDialog({ open, roleId, onClose, onPicked }: SelectUsersDialogProps) {
  const [keyword, setKeyword] = useState('');
  const [applied, setApplied] = useState('');
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<RoleUser[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    setLoading(true);
    fetchRoleUsers({ roleId, page, size: PAGE_SIZE, ...(applied ? { username: applied } : {}) }, false, controller.signal)
      .then((answer) => { setRows(answer.records); setTotal(answer.total); })
      .catch((e: unknown) => { if (!controller.signal.aborted) setError(messageOf(e, zhCN.common.operationFailed)); })
      .finally(() => { if (!controller.signal.aborted) setLoading(false); });
    return () => controller.abort();
  }, [open, roleId, page, applied]);

  useEffect(() => { if (!open) { setSelected(new Set()); setKeyword(''); setApplied(''); setPage(1); setError(''); } }, [open]);

  const confirm = async () => {
    if (selected.size === 0) { setError(t.pickUsersNone); return; }
    setSaving(true);
    try {
      await onPicked([...selected].map(Number));
    } catch (e) {
      setError(messageOf(e, zhCN.common.operationFailed));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} modalType="modal" onOpenChange={(_, d) => { if (!d.open && !saving) onClose(); }}>
      <DialogSurface style={{ width: '860px', maxWidth: 'calc(100vw - 32px)' }}>
        <DialogBody>
          <DialogTitle>{t.pickUsers}</DialogTitle>
          <DialogContent style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
            <form style={{ display: 'flex', gap: 8 }} onSubmit={(e) => { e.preventDefault(); setPage(1); setApplied(keyword.trim()); }}>
              <Input aria-label={t.username} placeholder={t.username} value={keyword} maxLength={50} onChange={(_, d) => setKeyword(d.value)} />
              <Button type="submit">{zhCN.common.search}</Button>
            </form>
            <ListTable
              label={t.pickUsers} rows={rows} columns={ROLE_USER_COLUMNS} rowKey={(u) => String(u.id)} loading={loading} height={360}
              selectable selected={selected} onSelectionChange={(keys) => { setSelected(new Set([...selected].filter((k) => !rows.some((r) => String(r.id) === k)).concat([...keys]))); setError(''); }}
            />
            <Pager page={page} size={PAGE_SIZE} total={total} onChange={(p) => setPage(p)} />
            {error && <MessageBar intent="error" role="alert"><MessageBarBody>{error}</MessageBarBody></MessageBar>}
          </DialogContent>
          <DialogActions>
            <Button disabled={saving} onClick={onClose}>{zhCN.common.cancel}</Button>
            <Button appearance="primary" disabled={saving} icon={saving ? <Spinner size="tiny" /> : undefined} onClick={() => void confirm()}>{zhCN.common.confirm}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
