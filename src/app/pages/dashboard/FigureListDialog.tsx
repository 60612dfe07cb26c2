// The list behind a dashboard figure, in a dialog loaded on first use: the orders (server-paginated; their total is the
// figure), the agent's answered calls today, or the registration drafts kept in this browser.
import {
  Badge, Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Link, Spinner,
  Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { fetchDashboardCalls, fetchDashboardOrders } from '../../../shared/api/dashboard.ts';
import { useResource } from '../../../shared/data/index.ts';
import { dashboardText as t } from '../../../shared/i18n/dashboard.zh-CN.ts';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';
import { LoadErrorBar } from '../../../shared/ui/LoadErrorBar.tsx';
import { Pager } from '../../../shared/ui/Pager.tsx';
import { formatDateTime } from '../../../shared/utils/dates.ts';
import type { DraftEntry, OpenList } from './useDashboard.ts';

const PAGE_SIZES = [10, 20, 50, 100] as const;

const useStyles = makeStyles({
  surface: { maxWidth: '1080px', width: 'calc(100vw - 32px)' },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxHeight: 'calc(100vh - 220px)', overflowY: 'auto' },
  content: { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

export interface FigureListDialogProps {
  list: OpenList;
  drafts: readonly DraftEntry[];
  onClose: () => void;
  onOpenOrder: (workflowId: string) => void;
  onOpenDraft: (draft: DraftEntry) => void;
}

function OrderList({ query, onOpenOrder }: { query: Extract<OpenList, { kind: 'orders' }>['query']; onOpenOrder: (id: string) => void }) {
  const styles = useStyles();
  const [paging, setPaging] = useState({ page: 1, size: 10 });
  // One entry per figure and filter: another figure's rows never show under this title while it loads.
  const list = useResource(`dashboard:orders:${JSON.stringify(query)}`, (signal) => fetchDashboardOrders({ ...query, ...paging }, signal), { args: { query, paging } });
  const c = t.orderColumns;
  const records = list.data?.records ?? [];
  const withCallback = query.figure === 'satisfactionMonth' || query.figure === 'satisfactionTrend';
  return (
    <>
      {list.error && <LoadErrorBar message={list.error} onRetry={list.reload} />}
      {list.loading && <Spinner size="tiny" label={t.loading} />}
      {!list.data ? null : records.length === 0 ? <EmptyState kind="noData" /> : (
        <Table size="small" aria-label={t.listTitle('')} data-figure-list={query.figure} data-total={list.data?.total ?? ''}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell style={{ width: 180 }}>{c.workflowId}</TableHeaderCell>
              <TableHeaderCell>{c.content}</TableHeaderCell>
              <TableHeaderCell style={{ width: 80 }}>{c.appealType}</TableHeaderCell>
              <TableHeaderCell style={{ width: 80 }}>{c.status}</TableHeaderCell>
              <TableHeaderCell style={{ width: 150 }}>{c.dept}</TableHeaderCell>
              <TableHeaderCell style={{ width: 160 }}>{c.createTime}</TableHeaderCell>
              <TableHeaderCell style={{ width: 170 }}>{c.deadline}</TableHeaderCell>
              {withCallback && <TableHeaderCell style={{ width: 80 }}>{c.callback}</TableHeaderCell>}
            </TableRow>
          </TableHeader>
          <TableBody>
            {records.map((r) => (
              <TableRow key={r.workflowId} data-order-row={r.workflowId}>
                <TableCell><Link as="button" onClick={() => onOpenOrder(r.workflowId)}>{r.workflowId}</Link></TableCell>
                <TableCell><span className={styles.content} title={r.content}>{r.content}</span></TableCell>
                <TableCell>{r.appealTypeName}</TableCell>
                <TableCell>{r.statusName}</TableCell>
                <TableCell>{r.deptName ?? ''}</TableCell>
                <TableCell>{r.createTime}</TableCell>
                <TableCell>{r.deadline} {r.overdue && <Badge color="danger" appearance="tint">{t.overdueMark}</Badge>}</TableCell>
                {withCallback && <TableCell>{r.callbackResult ?? ''}</TableCell>}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Pager page={paging.page} size={paging.size} total={list.data?.total ?? 0} sizes={PAGE_SIZES} onChange={(page, size) => setPaging({ page, size })} />
    </>
  );
}

function CallList() {
  const [paging, setPaging] = useState({ page: 1, size: 10 });
  const list = useResource('dashboard:calls', (signal) => fetchDashboardCalls(paging, signal), { args: paging });
  const c = t.callColumns;
  const records = list.data?.records ?? [];
  return (
    <>
      {list.error && <LoadErrorBar message={list.error} onRetry={list.reload} />}
      {list.loading && <Spinner size="tiny" label={t.loading} />}
      {!list.data ? null : records.length === 0 ? <EmptyState kind="noData" /> : (
        <Table size="small" aria-label={t.listTitle('')} data-figure-list="calls" data-total={list.data?.total ?? ''}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{c.callId}</TableHeaderCell>
              <TableHeaderCell>{c.caller}</TableHeaderCell>
              <TableHeaderCell>{c.offeredAt}</TableHeaderCell>
              <TableHeaderCell>{c.answeredAt}</TableHeaderCell>
              <TableHeaderCell>{c.talk}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {records.map((r) => (
              <TableRow key={`${r.callId}:${r.answeredAt}`} data-call-row={r.callId}>
                <TableCell>{r.callId}</TableCell>
                <TableCell>{r.caller}</TableCell>
                <TableCell>{r.offeredAt}</TableCell>
                <TableCell>{r.answeredAt}</TableCell>
                <TableCell>{t.seconds(r.talkSeconds)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Pager page={paging.page} size={paging.size} total={list.data?.total ?? 0} sizes={PAGE_SIZES} onChange={(page, size) => setPaging({ page, size })} />
    </>
  );
}

function DraftList({ drafts, onOpenDraft }: { drafts: readonly DraftEntry[]; onOpenDraft: (d: DraftEntry) => void }) {
  if (drafts.length === 0) return <EmptyState kind="noData" message={t.noDrafts} />;
  return (
    <ul data-figure-list="drafts">
      {drafts.map((d) => (
        <li key={d.key}>
          {t.draftOf(d.telNo, formatDateTime(new Date(d.savedAt)))}{' '}
          <Link as="button" onClick={() => onOpenDraft(d)}>{t.draftOpen}</Link>
        </li>
      ))}
    </ul>
  );
}

export default function FigureListDialog({ list, drafts, onClose, onOpenOrder, onOpenDraft }: FigureListDialogProps) {
  const styles = useStyles();
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t.listTitle(list.title)}</DialogTitle>
          <DialogContent className={styles.body}>
            {list.kind === 'orders' && <OrderList query={list.query} onOpenOrder={onOpenOrder} />}
            {list.kind === 'calls' && <CallList />}
            {list.kind === 'drafts' && <DraftList drafts={drafts} onOpenDraft={onOpenDraft} />}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t.close}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
