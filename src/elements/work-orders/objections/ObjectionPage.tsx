// 派单异议 (/gong-dan/objection): the centre's queue of pending objections with their ruling clocks (overdue in red),
// and the decided ones with their outcome; a lead department sees its own here. 查看 / 裁定 open the objection with its order.
import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Link, MessageBar, MessageBarBody, Tab, TabList, Text, makeStyles, tokens,
} from '@fluentui/react-components';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Objection } from '../../../shared/api/contracts/objections.ts';
import type { Page } from '../../../shared/api/contracts/schema.ts';
import { fetchObjectionPage, fetchOrderObjections } from '../../../shared/api/objections.ts';
import { useEmit } from '../../../shared/element/ElementShell.tsx';
import { messageOf } from '../../../shared/http/errors.ts';
import { objectionText as t } from '../../../shared/i18n/objections.zh-CN.ts';
import { zhCN } from '../../../shared/i18n/zh-CN.ts';
import { usePermission } from '../../../shared/ui/Permission.tsx';
import { ListTable, type ListColumn } from '../../../shared/ui/ListTable/index.ts';
import { useNotify } from '../../../shared/ui/notify.tsx';
import { Pager } from '../../../shared/ui/Pager.tsx';
import { usePageState } from '../../../shared/ui/pageState.ts';
import { retryableLazy } from '../../../shared/ui/retryableLazy.ts';
import { OnDemandDialog } from '../common/OnDemand.tsx';
import { ObjectionFacts, ObjectionStateBadge, RulingClock } from './ObjectionFacts.tsx';

const RuleObjectionDialog = retryableLazy(() => import('./RuleObjectionDialog.tsx'));
const PAGE_SIZES = [20, 50, 100];

export interface ObjectionPageProps {
  /** Opens an order; without it the page emits hotline-order-open. */
  onOpen?: (workflowId: string) => void;
  /** Shows only this order's objections (a reminder's link). */
  workflowId?: string;
}

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalM, minWidth: 0 },
  cellActions: { display: 'flex', gap: tokens.spacingHorizontalXS },
  muted: { color: tokens.colorNeutralForeground3 },
});

export function ObjectionPage({ onOpen, workflowId }: ObjectionPageProps) {
  const styles = useStyles();
  const emit = useEmit();
  const notify = useNotify();
  const [tab, setTab] = usePageState<'pending' | 'decided'>('objection:tab', 'pending');
  const [paging, setPaging] = usePageState('objection:paging', { page: 1, size: 20 });
  const [data, setData] = useState<Page<Objection> | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState('');
  const [viewing, setViewing] = useState<Objection | null>(null);
  const [ruling, setRuling] = useState<{ o: Objection; depts: Array<{ id: number; name: string }> } | null>(null);
  const rules = usePermission(['gongdan:objection:rule']);

  const reload = useCallback(() => {
    setLoading(true);
    fetchObjectionPage({ page: paging.page, size: paging.size, ...(workflowId ? { workflowId } : tab === 'pending' ? { state: 1 } : { decided: true }) })
      .then((d) => { setData(d); setError(''); }, (e: unknown) => setError(messageOf(e, t.loadFailed)))
      .finally(() => setLoading(false));
  }, [tab, paging.page, paging.size, workflowId]);
  useEffect(reload, [reload]);

  const open = (id: string) => (onOpen ? onOpen(id) : emit('hotline-order-open', { workflowId: id }));
  const startRuling = (o: Objection) => {
    fetchOrderObjections(o.workflowId).then((d) => setRuling({ o, depts: d.depts }), (e: unknown) => notify.error(messageOf(e)));
  };

  // The clock (or the outcome) comes right after the order: it is what the queue is read for.
  const columns = useMemo<ListColumn<Objection>[]>(() => [
    { key: 'workflowId', title: t.workflowId, width: 170, render: (r) => (r.canOpen ? <Link as="button" onClick={() => open(r.workflowId)}>{r.workflowId}</Link> : r.workflowId) },
    ...(tab === 'pending' ? [
      { key: 'clock', title: t.clock, width: 150, render: (r: Objection) => <RulingClock o={r} /> },
      { key: 'rulingDue', title: t.rulingDue, value: (r: Objection) => r.rulingDueAt, width: 160 },
    ] : [
      { key: 'state', title: t.state, width: 110, render: (r: Objection) => <ObjectionStateBadge o={r} /> },
    ]),
    { key: 'dept', title: t.dept, value: (r) => r.deptName, width: 170 },
    { key: 'proposed', title: t.proposedDept, value: (r) => r.proposedDeptName, width: 170 },
    ...(tab === 'pending' ? [] : [
      { key: 'newDept', title: t.newDept, value: (r: Objection) => r.newDeptName ?? '', width: 170 },
      { key: 'rulingReason', title: t.rulingReason, value: (r: Objection) => r.rulingReason ?? '', width: 200 },
    ]),
    { key: 'content', title: t.content, value: (r) => r.content, width: 220 },
    { key: 'reason', title: t.reason, value: (r) => r.reason, width: 200 },
    { key: 'createTime', title: t.createTime, value: (r) => r.createTime, width: 160 },
    ...(tab === 'pending' ? [] : [{ key: 'decidedTime', title: t.decidedTime, value: (r: Objection) => r.decidedTime ?? '', width: 160 }]),
    { key: 'deadline', title: t.deadline, value: (r) => r.deadline, width: 160, defaultHidden: true },
    {
      key: 'operations', title: t.operations, width: 150,
      render: (r) => (
        <span className={styles.cellActions}>
          <Button size="small" aria-label={t.openFor(r.workflowId)} onClick={() => setViewing(r)}>{t.open}</Button>
          {r.state === 1 && rules && (
            <Button size="small" appearance="primary" aria-label={t.ruleFor(r.workflowId)} data-rule-objection={r.id} onClick={() => startRuling(r)}>{t.rule}</Button>
          )}
        </span>
      ),
    },
  // eslint-disable-next-line react-hooks/exhaustive-deps
  ], [tab, rules, onOpen]);

  const rows = data?.records ?? [];
  return (
    <section className={styles.page} aria-label={t.title} data-objections>
      <TabList selectedValue={tab} onTabSelect={(_, v) => { setTab(v.value as 'pending' | 'decided'); setPaging({ ...paging, page: 1 }); }}>
        <Tab value="pending">{t.pendingTab}</Tab>
        <Tab value="decided">{t.decidedTab}</Tab>
      </TabList>
      <Text className={styles.muted}>{t.workingTimeNote}</Text>
      {error && <MessageBar intent="error" role="alert"><MessageBarBody>{error}</MessageBarBody></MessageBar>}
      <ListTable
        rows={rows} columns={columns} rowKey={(r) => String(r.id)} label={t.listLabel} settingsKey={`objections:${tab}`}
        indexOffset={(paging.page - 1) * paging.size} loading={loading && !data} onRefresh={reload}
        rowTone={(r) => (r.overdue ? 'danger' : undefined)} height="calc(100vh - 300px)"
      />
      <Pager page={paging.page} size={paging.size} total={data?.total ?? 0} sizes={PAGE_SIZES} onChange={(page, size) => setPaging({ page, size })} />
      {viewing && (
        <Dialog open onOpenChange={(_, d) => { if (!d.open) setViewing(null); }}>
          <DialogSurface>
            <DialogBody>
              <DialogTitle>{t.openFor(viewing.workflowId)}</DialogTitle>
              <DialogContent><ObjectionFacts o={viewing} withOrder /></DialogContent>
              <DialogActions>
                {viewing.canOpen && <Button onClick={() => { setViewing(null); open(viewing.workflowId); }}>{t.openOrder}</Button>}
                <Button appearance="primary" onClick={() => setViewing(null)}>{t.close}</Button>
              </DialogActions>
            </DialogBody>
          </DialogSurface>
        </Dialog>
      )}
      {ruling && (
        <OnDemandDialog>
          <RuleObjectionDialog objection={ruling.o} depts={ruling.depts} onCancel={() => setRuling(null)}
            onDone={() => { setRuling(null); notify.success(zhCN.common.operationSuccess); reload(); }} />
        </OnDemandDialog>
      )}
    </section>
  );
}
