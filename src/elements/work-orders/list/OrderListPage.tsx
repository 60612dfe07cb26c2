// 工单查询 (/gong-dan/list/index): every order the user may see, the full search, export to Excel and PDF, print.
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, DocumentPdfRegular, PrintRegular, StarRegular } from '@fluentui/react-icons';
import { useContext, useEffect, useMemo, useState } from 'react';
import { exportWorkflowList, exportWorkflowPdf, followWorkflows } from '../../../shared/api/workOrders.ts';
import type { WorkflowListItem } from '../../../shared/api/workorder.types.ts';
import { messageOf } from '../../../shared/http/errors.ts';
import { workOrdersText, zhCN } from '../../../shared/i18n/zh-CN.ts';
import { useNotify } from '../../../shared/ui/notify.tsx';
import { PageKeyContext } from '../../../shared/ui/pageState.ts';
import { Permission } from '../../../shared/ui/Permission.tsx';
import { orderColumns, orderRowKey } from '../common/columns.tsx';
import { cleanFilters, OrderSearch } from '../common/OrderSearch.tsx';
import { useOrderSearch } from '../common/useOrderSearch.ts';
import { OrderRows } from '../common/OrderRows.tsx';
import { printList } from '../common/lazyParts.ts';
import { loadRows, useQueueView } from '../queue/queue.store.ts';

const t = workOrdersText;

export interface OrderListPageProps {
  /** Opens an order; without it the page emits hotline-order-open. */
  onOpen?: (workflowId: string, processid: string) => void;
  listHeight?: number | string;
}

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalM, minWidth: 0 },
  bar: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

export function OrderListPage({ onOpen, listHeight = 'calc(100vh - 320px)' }: OrderListPageProps) {
  const styles = useStyles();
  const notify = useNotify();
  const pageKey = useContext(PageKeyContext);
  const key = `${pageKey}:index`;
  const snap = useQueueView(key);
  const { filters, paging, setPaging, draft, setDraft, search, reset } = useOrderSearch('list');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [refreshes, setRefreshes] = useState(0);
  const rows = snap.rows as WorkflowListItem[];
  const columns = useMemo(() => orderColumns('index'), []);
  const chosen = rows.filter((r) => selected.has(orderRowKey(r)));

  useEffect(() => {
    const conditions = cleanFilters(filters);
    setSelected(new Set());
    void loadRows(key, 'index', { ...conditions, page: paging.page, size: paging.size }, Object.keys(conditions).length > 0);
  }, [key, filters, paging.page, paging.size, refreshes]);

  const guard = (action: () => Promise<unknown>, needsSelection = false) => async () => {
    if (needsSelection && chosen.length === 0) return notify.error(t.batch.needSelection);
    try {
      await action();
    } catch (error) {
      notify.error(messageOf(error));
    }
  };

  return (
    <section className={styles.page} aria-label={t.listTitle}>
      <OrderSearch
        value={draft}
        onChange={setDraft}
        withStatus
        busy={snap.loading}
        onSearch={search}
        onReset={reset}
      />
      <div className={styles.bar}>
        <Permission value={['gongdan:order:export']}>
          <Button icon={<ArrowDownloadRegular />} onClick={guard(async () => { await exportWorkflowList({ ...cleanFilters(filters), type: 'index' }); notify.success(t.exportDone); })}>
            {t.batch.export}
          </Button>
          <Button icon={<DocumentPdfRegular />} onClick={guard(async () => { for (const row of chosen) await exportWorkflowPdf(row.workflowId); notify.success(t.exportDone); }, true)}>
            {t.batch.exportPdf}
          </Button>
        </Permission>
        <Button icon={<PrintRegular />} onClick={guard(() => printList(t.printTitle, chosen.length ? chosen : rows))}>{t.batch.print}</Button>
        <Button icon={<StarRegular />} onClick={guard(async () => { await followWorkflows([...new Set(chosen.map((r) => r.workflowId))], true); notify.success(zhCN.common.operationSuccess); }, true)}>
          {t.batch.follow}
        </Button>
      </div>
      <OrderRows
        rows={rows} total={snap.total} more={snap.more} loading={snap.loading} searched={snap.searched} error={snap.error}
        columns={columns} label={t.listLabel} settingsKey="orderList"
        selected={selected} onSelectionChange={setSelected} paging={paging} onPaging={setPaging} onOpen={onOpen} height={listHeight}
        onRefresh={() => setRefreshes((n) => n + 1)}
      />
    </section>
  );
}
