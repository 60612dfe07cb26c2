// 限呼号码 (numberLimit): the repeat-call limit per number with today's calls and the 超限 flag; add, edit, delete with confirmation.
import { Badge, Button, Field, Input, MessageBar, MessageBarBody, Text, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { LIMIT_NUMBER_PATTERN, NUMBER_LIMIT_RESOURCE, type NumberLimit } from '../../../shared/api/contracts/traffic.ts';
import { addNumberLimit, deleteNumberLimits, fetchNumberLimits, updateNumberLimit } from '../../../shared/api/traffic.ts';
import { useResource } from '../../../shared/data/index.ts';
import { messageOf } from '../../../shared/http/errors.ts';
import { trafficText as t } from '../../../shared/i18n/traffic.zh-CN.ts';
import { zhCN } from '../../../shared/i18n/zh-CN.ts';
import { NUMBER_LIMIT_DEFAULT } from '../../../shared/protocol/trafficFormulas.ts';
import { ListTable, type ListColumn } from '../../../shared/ui/ListTable/index.ts';
import { useNotify } from '../../../shared/ui/notify.tsx';
import { Pager } from '../../../shared/ui/Pager.tsx';
import { Permission, usePermission } from '../../../shared/ui/Permission.tsx';
import { SearchPanel } from '../../../shared/ui/SearchPanel.tsx';
import { pageAfterDelete } from '../../../shared/utils/paging.ts';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog.tsx';
import { FormDialog } from '../../../shared/ui/FormDialog.tsx';
import { LoadErrorBar } from '../../../shared/ui/LoadErrorBar.tsx';
import { useListPageStyles } from '../system/common/pageStyles.ts';
import { useBatchDelete } from '../../../shared/ui/AdminList/index.ts';

const useStyles = makeStyles({
  surface: { width: '480px', maxWidth: 'calc(100vw - 32px)' },
  form: { display: 'grid', gap: tokens.spacingVerticalS },
  note: { color: tokens.colorNeutralForeground3 },
});
const NUMBER = new RegExp(LIMIT_NUMBER_PATTERN);

export function TrafficLimitsTab() {
  const styles = useListPageStyles();
  const own = useStyles();
  const canUpdate = usePermission(['callcenter:numberLimit:update']);
  const canDelete = usePermission(['callcenter:numberLimit:delete']);
  const [draft, setDraft] = useState('');
  const [number, setNumber] = useState('');
  const [paging, setPaging] = useState({ page: 1, size: 10 });
  const [editing, setEditing] = useState<{ row: NumberLimit | null } | null>(null);
  const list = useResource(NUMBER_LIMIT_RESOURCE, (signal) => fetchNumberLimits({ page: paging.page, size: paging.size, ...(number ? { number } : {}) }, signal),
    { args: { number, paging } });
  const records = list.data?.records ?? [];
  const total = list.data?.total ?? 0;
  const del = useBatchDelete(records, new Set(), deleteNumberLimits, (count) => {
    setPaging({ ...paging, page: pageAfterDelete({ page: paging.page, pageSize: paging.size, total, deletedCount: count }) });
    void list.reload();
  });

  const columns = useMemo<ListColumn<NumberLimit>[]>(() => [
    { key: 'number', title: t.limitNumber, value: (r) => r.number, width: 150 },
    { key: 'dayLimit', title: t.dayLimit, value: (r) => r.dayLimit, width: 130 },
    { key: 'todayCalls', title: t.todayCalls, value: (r) => r.todayCalls, width: 100 },
    { key: 'status', title: t.status, width: 90, render: (r) => <Badge appearance="tint" color={r.overLimit ? 'danger' : 'success'}>{r.overLimit ? t.overLimit : t.withinLimit}</Badge> },
    { key: 'remark', title: t.remark, value: (r) => r.remark, width: 200 },
    { key: 'createBy', title: t.createBy, value: (r) => r.createBy, width: 100 },
    { key: 'updateTime', title: t.updateTime, value: (r) => r.updateTime, width: 170 },
    {
      key: 'operations', title: t.operations, width: 130,
      render: (r) => (
        <span className={styles.actions}>
          {canUpdate && <Button size="small" appearance="subtle" aria-label={t.editRow(r.number)} onClick={() => setEditing({ row: r })}>{t.edit}</Button>}
          {canDelete && <Button size="small" appearance="subtle" aria-label={t.deleteRow(r.number)} onClick={() => del.askDelete(r)}>{t.delete}</Button>}
        </span>
      ),
    },
  ], [canUpdate, canDelete, styles.actions, del]);

  return (
    <>
      <SearchPanel onSearch={() => { setNumber(draft.trim()); setPaging({ ...paging, page: 1 }); void list.reload(); }}
        onReset={() => { setDraft(''); setNumber(''); setPaging({ ...paging, page: 1 }); }} busy={list.loading}>
        <Field label={t.limitNumber}><Input name="number" value={draft} maxLength={21} onChange={(_, d) => setDraft(d.value)} /></Field>
      </SearchPanel>
      <Text size={200} className={own.note}>{t.limitsHint}</Text>
      <div className={styles.toolbar}>
        <Permission value={['callcenter:numberLimit:save']}>
          <Button appearance="primary" icon={<AddRegular />} onClick={() => setEditing({ row: null })}>{t.add}</Button>
        </Permission>
      </div>
      {list.error && <LoadErrorBar message={list.error} onRetry={list.reload} />}
      <ListTable rows={records} columns={columns} rowKey={(r) => String(r.id)} label={t.limitsLabel}
        indexOffset={(paging.page - 1) * paging.size} loading={list.loading && records.length === 0}
        emptyKind={number ? 'noMatch' : 'noData'} height="calc(100vh - 400px)" settingsKey="traffic-limits" />
      <Pager page={paging.page} size={paging.size} total={total} sizes={[10, 20, 50]} onChange={(page, size) => setPaging({ page, size })} />
      <LimitFormDialog editing={editing} onClose={() => setEditing(null)} onSaved={() => { setEditing(null); void list.reload(); }} surface={own.surface} form={own.form} />
      <ConfirmDialog open={del.toDelete !== null} title={t.deleteConfirmTitle} message={t.deleteConfirm((del.toDelete ?? []).map((r) => r.number).join('、'))}
        busy={del.deleting} onConfirm={del.remove} onCancel={() => del.setToDelete(null)} />
    </>
  );
}

function LimitFormDialog({ editing, onClose, onSaved, surface, form }: {
  editing: { row: NumberLimit | null } | null; onClose: () => void; onSaved: () => void; surface: string; form: string;
}) {
  const notify = useNotify();
  const [fields, setFields] = useState({ number: '', dayLimit: String(NUMBER_LIMIT_DEFAULT), remark: '' });
  const [errors, setErrors] = useState<{ number?: string; dayLimit?: string }>({});
  const [saveError, setSaveError] = useState('');
  const [saving, setSaving] = useState(false);
  const row = editing?.row ?? null;
  useEffect(() => {
    if (!editing) return;
    setFields(row ? { number: row.number, dayLimit: String(row.dayLimit), remark: row.remark ?? '' } : { number: '', dayLimit: String(NUMBER_LIMIT_DEFAULT), remark: '' });
    setErrors({});
    setSaveError('');
  }, [editing, row]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const number = fields.number.trim();
    const dayLimit = Number(fields.dayLimit);
    const found = {
      number: !number ? zhCN.common.required : NUMBER.test(number) ? undefined : t.numberInvalid,
      dayLimit: !fields.dayLimit.trim() ? zhCN.common.required : Number.isInteger(dayLimit) && dayLimit >= 1 && dayLimit <= 999 ? undefined : t.dayLimitInvalid,
    };
    setErrors(found);
    if (found.number || found.dayLimit) return;
    setSaving(true);
    setSaveError('');
    try {
      const input = { number, dayLimit, ...(fields.remark.trim() ? { remark: fields.remark.trim() } : {}) };
      if (row) await updateNumberLimit(row.id, input);
      else await addNumberLimit(input);
      notify.success(zhCN.common.operationSuccess);
      onSaved();
    } catch (error) {
      setSaveError(messageOf(error, zhCN.common.operationFailed));
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog open={editing !== null} title={row ? t.editTitle : t.addTitle} surfaceClassName={surface} onSubmit={submit}
      submitLabel={zhCN.common.confirm} saving={saving} onCancel={onClose}>
      <div className={form}>
        <Field label={t.limitNumber} required validationMessage={errors.number}>
          <Input name="number" value={fields.number} maxLength={21} onChange={(_, d) => setFields({ ...fields, number: d.value })} />
        </Field>
        <Field label={t.dayLimit} required validationMessage={errors.dayLimit}>
          <Input name="dayLimit" type="number" min={1} max={999} value={fields.dayLimit} onChange={(_, d) => setFields({ ...fields, dayLimit: d.value })} />
        </Field>
        <Field label={t.remark}>
          <Textarea name="remark" value={fields.remark} maxLength={200} resize="vertical" onChange={(_, d) => setFields({ ...fields, remark: d.value })} />
        </Field>
      </div>
      {saveError && <MessageBar intent="error" role="alert"><MessageBarBody>{saveError}</MessageBarBody></MessageBar>}
    </FormDialog>
  );
}
