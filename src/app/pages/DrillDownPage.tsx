// /performance-report/chakan (下钻明细): the orders behind one count cell of 绩效统计 — server-paged, each order's detail one
// click away, exported as .xlsx. The address carries the spec's seven parameters; the cell's definition heads the page.
import { Button, Card, Link, MessageBar, MessageBarBody, Spinner, Text, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useMemo } from 'react';
import type { StatDetailOrder } from '../../shared/api/contracts/stats.ts';
import { statsText as t } from '../../shared/i18n/stats.zh-CN.ts';
import { STAT_COUNTS, STAT_DAY_BASIS_WORDS, type StatIndexKey } from '../../shared/protocol/statsFigures.ts';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { ListTable, type ListColumn } from '../../shared/ui/ListTable/index.ts';
import { LoadErrorBar } from '../../shared/ui/LoadErrorBar.tsx';
import { Pager } from '../../shared/ui/Pager.tsx';
import { Permission } from '../../shared/ui/Permission.tsx';
import { useListPageStyles } from './system/common/pageStyles.ts';
import { DETAIL_PAGE_SIZES, useDrillDown } from './stats/useDrillDown.ts';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  facts: { display: 'flex', flexWrap: 'wrap', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalXL}`, color: tokens.colorNeutralForeground2 },
  value: { color: tokens.colorNeutralForeground1, fontWeight: tokens.fontWeightSemibold },
  words: { color: tokens.colorNeutralForeground3 },
});

const c = t.columns;
const rowKeyOf = (r: StatDetailOrder) => (r.reworkTime === null ? r.workflowId : `${r.workflowId}@${r.reworkTime}`);

export default function DrillDownPage() {
  const page = useListPageStyles();
  const styles = useStyles();
  const p = useDrillDown();
  const figure = p.cell ? STAT_COUNTS[p.cell.indexName as StatIndexKey] : null;
  // 重办次数 lists returns, not orders: an order returned twice is two rows, told apart by when it went back.
  const reworked = figure?.basis === 'reworked';

  const columns = useMemo<ListColumn<StatDetailOrder>[]>(() => [
    { key: 'workflowId', title: c.workflowId, width: 190, render: (r) => (
      <Link as="button" aria-label={t.openOrder(r.workflowId)} data-order={r.workflowId} onClick={() => p.openOrder(r.workflowId)}>{r.workflowId}</Link>
    ) },
    { key: 'content', title: c.content, width: 280, value: (r) => r.content },
    { key: 'appealTypeName', title: c.appealTypeName, width: 90, value: (r) => r.appealTypeName },
    { key: 'eventTypeName', title: c.eventTypeName, width: 130, value: (r) => r.eventTypeName ?? '' },
    { key: 'mainDeptName', title: c.mainDeptName, width: 150, value: (r) => r.mainDeptName ?? '' },
    { key: 'subDeptName', title: c.subDeptName, width: 150, value: (r) => r.subDeptName ?? '', defaultHidden: true },
    { key: 'creatorName', title: c.creatorName, width: 90, value: (r) => r.creatorName },
    { key: 'statusName', title: c.statusName, width: 90, value: (r) => r.statusName },
    { key: 'createTime', title: c.createTime, width: 170, value: (r) => r.createTime },
    { key: 'dispatchTime', title: c.dispatchTime, width: 170, value: (r) => r.dispatchTime ?? '' },
    { key: 'deadline', title: c.deadline, width: 170, value: (r) => r.deadline },
    { key: 'replyTime', title: c.replyTime, width: 170, value: (r) => r.replyTime ?? '' },
    { key: 'checkTime', title: c.checkTime, width: 170, value: (r) => r.checkTime ?? '', defaultHidden: true },
    { key: 'callbackTime', title: c.callbackTime, width: 170, value: (r) => r.callbackTime ?? '', defaultHidden: true },
    { key: 'callbackResultName', title: c.callbackResultName, width: 90, value: (r) => r.callbackResultName ?? '' },
    ...(reworked ? [
      { key: 'reworkTime', title: c.reworkTime, width: 170, value: (r: StatDetailOrder) => r.reworkTime ?? '' },
      { key: 'reworkName', title: c.reworkName, width: 100, value: (r: StatDetailOrder) => r.reworkName ?? '' },
    ] : []),
  ], [p.openOrder, reworked]);

  if (!p.cell) {
    return (
      <section className={page.page} aria-label={t.detailTitle}>
        <EmptyState kind="noData" message={t.badQuery} />
        <div><Button onClick={p.backToReport}>{t.backToReport}</Button></div>
      </section>
    );
  }
  const changed = p.total !== null && p.tableCount !== null && p.total !== p.tableCount;
  return (
    <section className={page.page} aria-label={t.detailTitle} data-drill-down>
      <Card className={styles.card}>
        <Text as="h2" size={500} weight="semibold">{p.query.cellTitle || t.detailTitle}</Text>
        <div className={styles.facts}>
          <span>{t.figure}：
            <Tooltip content={`${figure!.words}（${STAT_DAY_BASIS_WORDS[figure!.basis]}）`} relationship="description" withArrow>
              <span className={styles.value} tabIndex={0} data-figure={p.cell.indexName}>{figure!.label}</span>
            </Tooltip>
          </span>
          {p.rowName && <span>{p.rowName}</span>}
          <span>{t.period}：<span className={styles.value}>{p.cell.startTime} 至 {p.cell.endTime}</span></span>
          {p.tableCount !== null && <span>{t.tableCount}：<span className={styles.value} data-table-count>{p.tableCount}</span></span>}
          <span>{t.listed}：<span className={styles.value} data-total>{p.total ?? '…'}</span></span>
        </div>
        <Text size={200} className={styles.words}>{figure!.words}</Text>
      </Card>
      <div className={page.toolbar}>
        <Button onClick={p.backToReport}>{t.backToReport}</Button>
        <Permission value={['report:export']}>
          <Button icon={p.exporting ? <Spinner size="tiny" /> : <ArrowDownloadRegular />} disabled={p.exporting} onClick={() => void p.runExport()}>
            {p.exporting ? t.exporting : t.exportDetail}
          </Button>
        </Permission>
        {p.loading && p.records.length > 0 && <Spinner size="tiny" label={t.loading} />}
      </div>
      {changed && <MessageBar intent="warning"><MessageBarBody>{t.changed(p.total!, p.tableCount!)}</MessageBarBody></MessageBar>}
      {p.error && <LoadErrorBar message={p.error} onRetry={p.reload} />}
      <ListTable onRefresh={p.reload} rows={p.records} columns={columns} rowKey={rowKeyOf} label={t.orders}
        indexOffset={(p.paging.page - 1) * p.paging.size} loading={p.loading && p.records.length === 0} emptyKind="noData"
        height="calc(100vh - 360px)" settingsKey="drill-down" />
      <Pager page={p.paging.page} size={p.paging.size} total={p.total ?? 0} sizes={DETAIL_PAGE_SIZES} onChange={p.showPage} />
    </section>
  );
}
