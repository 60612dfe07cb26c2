// A work-order queue page: its tabs with counts (only those the user's roles see), search, the list and batch actions.
import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, CheckmarkCircleRegular, StarOffRegular, StarRegular } from '@fluentui/react-icons';
import { useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { exportWorkflowList, followWorkflows } from '../../../shared/api/workOrders.ts';
import type { QueueGroup, WorkflowListItem } from '../../../shared/api/workorder.types.ts';
import { messageOf } from '../../../shared/http/errors.ts';
import { workOrdersText, zhCN } from '../../../shared/i18n/zh-CN.ts';
import { Tab, TabList } from '../../../shared/ui/ArrowKeyTabs.tsx';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';
import { useNotify } from '../../../shared/ui/notify.tsx';
import { PageKeyContext, usePageState } from '../../../shared/ui/pageState.ts';
import { orderColumns, orderRowKey } from '../common/columns.tsx';
import { cleanFilters, OrderSearch } from '../common/OrderSearch.tsx';
import { useOrderSearch } from '../common/useOrderSearch.ts';
import { OrderRows } from '../common/OrderRows.tsx';
import { isQueueGroup, pickTab } from '../common/queues.ts';
import { retryableLazy } from '../../../shared/ui/retryableLazy.ts';
import { OnDemandDialog } from '../common/OnDemand.tsx';
import { loadRows, loadTabs, useQueueView } from './queue.store.ts';

const t = workOrdersText;
// 批量核查 opens on a click, on one tab of one queue: its form loads then.
const BatchVerifyDialog = retryableLazy(() => import('./BatchVerifyDialog.tsx').then((m) => ({ default: m.BatchVerifyDialog })));
// Stable defaults: page state answers them until the user searches, and effects depend on them.

export interface QueuePageProps {
  /**
   * The queue group shown; any other value shows an error and warns on the console.
   * @type {QueueGroup}
   */
  queue?: string;
  /** The tab shown first, and only first (its queryType, its name, or an alias such as level1Done): the user's later choice is kept until the value changes. */
  tab?: string;
  /** Opens an order; without it the page emits hotline-order-open. */
  onOpen?: (workflowId: string, processid: string) => void;
  /** An order to pick out (a reminder's): its row is selected once the list shows it. */
  workflowId?: string;
  /** Height of the list area. */
  listHeight?: number | string;
}

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalM, minWidth: 0 },
  bar: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
});

export function QueuePage(props: QueuePageProps) {
  const { queue } = props;
  const problem = isQueueGroup(queue) ? '' : t.badQueue(String(queue ?? ''));
  // Like <hotline-app routing>: a host page's wrong value shows in its console too, not only in the element.
  useEffect(() => {
    if (problem) console.warn(`[hotline-order-queue] ${problem}`);
  }, [problem]);
  if (!isQueueGroup(queue)) return <MessageBar intent="error" role="alert"><MessageBarBody>{problem}</MessageBarBody></MessageBar>;
  return <QueueView {...props} queue={queue} />;
}

function QueueView({ queue, tab, onOpen, workflowId, listHeight = 'calc(100vh - 360px)' }: QueuePageProps & { queue: QueueGroup }) {
  const styles = useStyles();
  const notify = useNotify();
  const pageKey = useContext(PageKeyContext);
  const key = `${pageKey}:${queue}`;
  const snap = useQueueView(key);
  const [chosenTab, setChosenTab] = usePageState<string>(`queueTab:${queue}`, '');
  const { filters, paging, setPaging, draft, setDraft, search, reset } = useOrderSearch(`queue:${queue}`);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [verifying, setVerifying] = useState(false);

  // A link (reminder, ?tab=) names the tab: it wins over the one remembered.
  useEffect(() => {
    if (tab) setChosenTab(tab);
  }, [tab, setChosenTab]);

  const named = chosenTab || tab;
  const active = pickTab(queue, snap.tabs as never, named);
  const queryType = active?.params.queryType;
  // The first visible tab needs no name (the server serves it when none is given), so its rows load beside the tabs,
  // not after them; a named tab waits for the tabs to say what it is.
  const rowsQueryType = named ? queryType : undefined;
  const rowsWait = named ? queryType === undefined : snap.tabsLoaded && snap.tabs.length === 0;

  const fetchRows = useCallback(() => {
    if (rowsWait) return;
    const conditions = cleanFilters(filters);
    void loadRows(key, queue, { ...conditions, queryType: rowsQueryType, page: paging.page, size: paging.size }, Object.keys(conditions).length > 0);
  }, [key, queue, rowsQueryType, rowsWait, filters, paging.page, paging.size]);

  const reload = useCallback(() => {
    void loadTabs(key, queue);
    fetchRows();
  }, [key, queue, fetchRows]);

  useEffect(() => {
    void loadTabs(key, queue);
  }, [key, queue]);

  useEffect(() => {
    setSelected(new Set());
    fetchRows();
  }, [fetchRows]);

  // An order saved anywhere on the page (the detail beside the queue) changes the counts and rows.
  useEffect(() => {
    const onSaved = () => reload();
    document.addEventListener('hotline-order-saved', onSaved);
    return () => document.removeEventListener('hotline-order-saved', onSaved);
  }, [reload]);

  const rows = snap.rows as WorkflowListItem[];
  useEffect(() => {
    const keys = workflowId ? rows.filter((r) => r.workflowId === workflowId).map(orderRowKey) : [];
    if (keys.length) setSelected(new Set(keys));
  }, [workflowId, rows]);
  const columns = useMemo(() => orderColumns(queue), [queue]);
  const chosenIds = useMemo(() => [...new Set(rows.filter((r) => selected.has(orderRowKey(r))).map((r) => r.workflowId))], [rows, selected]);

  const follow = async (on: boolean) => {
    if (!chosenIds.length) return notify.error(t.batch.needSelection);
    try {
      await followWorkflows(chosenIds, on);
      notify.success(zhCN.common.operationSuccess);
      setSelected(new Set());
      reload();
    } catch (error) {
      notify.error(messageOf(error));
    }
  };

  const exportRows = async () => {
    try {
      await exportWorkflowList({ ...cleanFilters(filters), type: queue, queryType }, `${t.queueTitles[queue]}_${active?.name ?? ''}.xlsx`);
      notify.success(t.exportDone);
    } catch (error) {
      notify.error(messageOf(error));
    }
  };

  if (snap.tabsLoaded && snap.tabs.length === 0) {
    return snap.tabsError ? <MessageBar intent="error" role="alert"><MessageBarBody>{snap.tabsError}</MessageBarBody></MessageBar> : <EmptyState kind="noPermission" message={t.noTabs} />;
  }

  // Rows asked for before the tabs arrived may be refused for a user with no tab here: the tabs answer says so first.
  const error = snap.tabsError || (snap.tabsLoaded ? snap.error : '');
  const canVerify = queue === 'uncheckList' && String(queryType) === '0';
  return (
    <section className={styles.page} data-queue={queue}>
      <TabList
        aria-label={t.tabsLabel}
        selectedValue={active ? String(active.params.queryType) : ''}
        onTabSelect={(_, data) => {
          setChosenTab(String(data.value));
          setPaging({ ...paging, page: 1 });
        }}
      >
        {snap.tabs.map((entry) => (
          <Tab key={String(entry.params.queryType)} value={String(entry.params.queryType)} data-tab={String(entry.params.queryType)} data-name={entry.name}>
            {entry.name}（<span data-count>{entry.count}{entry.more ? '+' : ''}</span>）
          </Tab>
        ))}
      </TabList>
      <OrderSearch
        value={draft}
        onChange={setDraft}
        busy={snap.loading}
        onSearch={search}
        onReset={reset}
      />
      <div className={styles.bar}>
        <Button icon={<StarRegular />} onClick={() => void follow(true)}>{t.batch.follow}</Button>
        <Button icon={<StarOffRegular />} onClick={() => void follow(false)}>{t.batch.unfollow}</Button>
        {canVerify && (
          <Button icon={<CheckmarkCircleRegular />} onClick={() => (chosenIds.length ? setVerifying(true) : notify.error(t.batch.needSelection))}>
            {t.batch.verify}
          </Button>
        )}
        <Button icon={<ArrowDownloadRegular />} onClick={() => void exportRows()}>{t.batch.export}</Button>
      </div>
      <OrderRows
        rows={rows} total={snap.total} more={snap.more} loading={snap.loading} searched={snap.searched} error={error}
        columns={columns} label={`${t.queueTitles[queue]}${active ? ` · ${active.name}` : ''}`} settingsKey={`queue:${queue}`}
        selected={selected} onSelectionChange={setSelected} paging={paging} onPaging={setPaging} onOpen={onOpen} height={listHeight} onRefresh={reload}
      />
      {verifying && (
        <OnDemandDialog>
          <BatchVerifyDialog
            workflowIds={chosenIds}
            onCancel={() => setVerifying(false)}
            onDone={(result) => {
              setVerifying(false);
              setSelected(new Set());
              if (result.failed.length) notify.error(result.failed.map((f) => `${f.workflowId}：${f.msg}`).join('；'));
              else notify.success(zhCN.common.operationSuccess);
              reload();
            }}
          />
        </OnDemandDialog>
      )}
    </section>
  );
}
