// 来电受理导出 (data/callAccept/index): incoming calls with the orders registered from them, for a time range and a
// number; the rows shown are the ones exported.
import { Badge, Button, Field, Input, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useMemo } from 'react';
import { exportCallAccept, fetchCallAcceptPage } from '../../../shared/api/callRecords.ts';
import { CALL_RESULT_LABELS, ORDER_STATUS_LABELS, type CallAcceptFilters, type CallAcceptRow } from '../../../shared/api/contracts/callRecords.ts';
import { callRecordsText as t } from '../../../shared/i18n/call-records.zh-CN.ts';
import { ListTable, type ListColumn } from '../../../shared/ui/ListTable/index.ts';
import { Pager } from '../../../shared/ui/Pager.tsx';
import { Permission } from '../../../shared/ui/Permission.tsx';
import { SearchPanel } from '../../../shared/ui/SearchPanel.tsx';
import { LoadErrorBar } from '../../../shared/ui/LoadErrorBar.tsx';
import { useListPageStyles } from '../system/common/pageStyles.ts';
import { ADMIN_PAGE_SIZES, searchFilters } from '../../../shared/ui/AdminList/index.ts';
import { useLogList } from '../system/logs/useLogList.ts';
import { resultColor } from './callLabels.ts';
import { DateField } from '../../../shared/ui/DateField.tsx';

const EMPTY = { number: '', startTime: '', endTime: '' };

export default function CallAcceptExportPage() {
  const styles = useListPageStyles();
  const p = useLogList({
    resource: 'data:callAccept',
    empty: EMPTY,
    toFilters: (search) => searchFilters(search) as CallAcceptFilters,
    fetchPage: fetchCallAcceptPage,
    runExport: exportCallAccept,
  });

  const columns = useMemo<ListColumn<CallAcceptRow>[]>(() => [
    { key: 'offeredTime', title: t.offeredTime, value: (r) => r.offeredTime, width: 170 },
    { key: 'caller', title: t.caller, value: (r) => r.caller, width: 130 },
    { key: 'agent', title: t.agent, value: (r) => (r.agentName ? `${r.agentName}（${r.extension}）` : ''), width: 130 },
    {
      key: 'result', title: t.result, width: 90,
      render: (r) => <Badge appearance="tint" color={resultColor(r.result)}>{CALL_RESULT_LABELS[r.result]}</Badge>,
    },
    { key: 'talk', title: t.talk, value: (r) => t.seconds(r.talkSeconds), width: 90 },
    { key: 'workflowId', title: t.workflowId, value: (r) => r.workflowId ?? t.noOrders, width: 170 },
    { key: 'eventType', title: t.eventType, value: (r) => r.eventTypeName ?? '', width: 130 },
    { key: 'content', title: t.content, value: (r) => r.content ?? '', width: 260 },
    { key: 'status', title: t.orderStatus, value: (r) => (r.status === null ? '' : ORDER_STATUS_LABELS[r.status] ?? String(r.status)), width: 90 },
  ], []);

  return (
    <section className={styles.page} aria-label={t.acceptTitle} data-call-accept-page>
      <SearchPanel onSearch={p.runSearch} onReset={p.reset} busy={p.loading}>
        <Field label={t.caller}>
          <Input name="number" value={p.draft.number} maxLength={21} onChange={(_, d) => p.setField('number', d.value)} />
        </Field>
        <DateField name="startTime" label={t.from} value={p.draft.startTime} onChange={(v) => p.setField('startTime', v)} />
        <DateField name="endTime" label={t.to} value={p.draft.endTime} onChange={(v) => p.setField('endTime', v)} />
      </SearchPanel>
      <div className={styles.toolbar}>
        <Permission value={['data:callAccept:export']}>
          <Button icon={p.exporting ? <Spinner size="tiny" /> : <ArrowDownloadRegular />} disabled={p.exporting} title={t.exportHint}
            onClick={() => void p.runExport()}>{t.export}</Button>
        </Permission>
      </div>
      {p.error && <LoadErrorBar message={p.error} onRetry={p.reload} />}
      {p.more && <MessageBar intent="info"><MessageBarBody>{t.tooMany}</MessageBarBody></MessageBar>}
      <ListTable
        rows={p.records}
        columns={columns}
        rowKey={(r) => `${r.recordId}-${r.workflowId ?? ''}`}
        label={t.acceptTitle}
        indexOffset={(p.paging.page - 1) * p.paging.size}
        loading={p.loading && p.records.length === 0}
        emptyKind={p.filtered ? 'noMatch' : 'noData'}
        height="calc(100vh - 380px)"
        settingsKey="call-accept"
      />
      <Pager page={p.paging.page} size={p.paging.size} total={p.total} sizes={ADMIN_PAGE_SIZES} onChange={p.showPage} />
    </section>
  );
}
