// 话单记录 (data/payroll/index): search by number, agent, direction, result and dates; the paged list (total capped);
// detail with the recording and the linked orders; 录音; export of the search.
import { Badge, Button, Field, Input, MessageBar, MessageBarBody, Select, Spinner } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { exportCallRecords, fetchCallRecordPage } from '../../../shared/api/callRecords.ts';
import { fetchRecording } from '../../../shared/api/recordings.ts';
import {
  CALL_DIRECTION_LABELS, CALL_RESULT_LABELS, type CallRecord, type CallRecordFilters,
} from '../../../shared/api/contracts/callRecords.ts';
import { callRecordsText as t } from '../../../shared/i18n/call-records.zh-CN.ts';
import { ListTable, type ListColumn } from '../../../shared/ui/ListTable/index.ts';
import { Pager } from '../../../shared/ui/Pager.tsx';
import { Permission, usePermission } from '../../../shared/ui/Permission.tsx';
import { SearchPanel } from '../../../shared/ui/SearchPanel.tsx';
import { LoadErrorBar } from '../../../shared/ui/LoadErrorBar.tsx';
import { useListPageStyles } from '../system/common/pageStyles.ts';
import { ADMIN_PAGE_SIZES, searchFilters } from '../../../shared/ui/AdminList/index.ts';
import { useLogList } from '../system/logs/useLogList.ts';
import { CallRecordDetailDialog } from './CallRecordDetailDialog.tsx';
import { resultColor } from './callLabels.ts';
import { RecordingDialog, type RecordingToPlay } from '../../../shared/ui/RecordingDialog.tsx';
import { DateField } from '../../../shared/ui/DateField.tsx';

const EMPTY = { number: '', agent: '', direction: '', result: '', startTime: '', endTime: '' };

export default function CallRecordsPage() {
  const styles = useListPageStyles();
  const mayPlay = usePermission(['data:payroll:recording']);
  const [detailId, setDetailId] = useState<string | null>(null);
  const [playing, setPlaying] = useState<RecordingToPlay | null>(null);
  const play = (id: string, label: string) => setPlaying({ key: id, label, load: (signal) => fetchRecording(id, signal) });
  const p = useLogList({
    resource: 'data:payroll',
    empty: EMPTY,
    toFilters: (search) => searchFilters(search) as CallRecordFilters,
    fetchPage: fetchCallRecordPage,
    runExport: exportCallRecords,
  });

  const columns = useMemo<ListColumn<CallRecord>[]>(() => [
    { key: 'caller', title: t.caller, value: (r) => r.caller, width: 130 },
    { key: 'called', title: t.called, value: (r) => r.called, width: 120 },
    { key: 'direction', title: t.direction, value: (r) => CALL_DIRECTION_LABELS[r.direction], width: 80 },
    { key: 'agent', title: t.agent, value: (r) => (r.agentName ? `${r.agentName}（${r.extension}）` : ''), width: 130 },
    { key: 'skill', title: t.skill, value: (r) => r.skillName ?? '', width: 90 },
    { key: 'offeredTime', title: t.offeredTime, value: (r) => r.offeredTime, width: 170 },
    { key: 'wait', title: t.wait, value: (r) => t.seconds(r.waitSeconds), width: 90 },
    { key: 'talk', title: t.talk, value: (r) => t.seconds(r.talkSeconds), width: 90 },
    {
      key: 'result', title: t.result, width: 90,
      render: (r) => <Badge appearance="tint" color={resultColor(r.result)}>{CALL_RESULT_LABELS[r.result]}</Badge>,
    },
    {
      key: 'operations', title: t.operations, width: 130,
      render: (r) => (
        <>
          <Button size="small" appearance="subtle" aria-label={t.detailRow(r.caller, r.offeredTime)} onClick={() => setDetailId(r.id)}>{t.detail}</Button>
          {r.hasRecording && mayPlay && (
            <Button size="small" appearance="subtle" aria-label={t.playRow(r.caller, r.offeredTime)}
              onClick={() => play(r.id, `${r.offeredTime} ${r.caller}`)}>{t.recording}</Button>
          )}
        </>
      ),
    },
  ], [mayPlay]);

  return (
    <section className={styles.page} aria-label={t.title} data-call-records-page>
      <SearchPanel onSearch={p.runSearch} onReset={p.reset} busy={p.loading}>
        <Field label={t.number}>
          <Input name="number" value={p.draft.number} maxLength={21} placeholder={t.numberHint} onChange={(_, d) => p.setField('number', d.value)} />
        </Field>
        <Field label={t.agent}>
          <Input name="agent" value={p.draft.agent} maxLength={30} placeholder={t.agentHint} onChange={(_, d) => p.setField('agent', d.value)} />
        </Field>
        <Field label={t.result}>
          <Select name="result" value={p.draft.result} onChange={(_, d) => p.setField('result', d.value)}>
            <option value="">{t.all}</option>
            {Object.entries(CALL_RESULT_LABELS).map(([v, label]) => <option key={v} value={v}>{label}</option>)}
          </Select>
        </Field>
        <Field label={t.direction}>
          <Select name="direction" value={p.draft.direction} onChange={(_, d) => p.setField('direction', d.value)}>
            <option value="">{t.all}</option>
            {Object.entries(CALL_DIRECTION_LABELS).map(([v, label]) => <option key={v} value={v}>{label}</option>)}
          </Select>
        </Field>
        <DateField name="startTime" label={t.from} value={p.draft.startTime} onChange={(v) => p.setField('startTime', v)} />
        <DateField name="endTime" label={t.to} value={p.draft.endTime} onChange={(v) => p.setField('endTime', v)} />
      </SearchPanel>
      <div className={styles.toolbar}>
        <Permission value={['data:payroll:export']}>
          <Button icon={p.exporting ? <Spinner size="tiny" /> : <ArrowDownloadRegular />} disabled={p.exporting} title={t.exportHint}
            onClick={() => void p.runExport()}>{t.export}</Button>
        </Permission>
      </div>
      {p.error && <LoadErrorBar message={p.error} onRetry={p.reload} />}
      {p.more && <MessageBar intent="info"><MessageBarBody>{t.tooMany}</MessageBarBody></MessageBar>}
      <ListTable
        onRefresh={p.reload}
        rows={p.records}
        columns={columns}
        rowKey={(r) => r.id}
        label={t.title}
        indexOffset={(p.paging.page - 1) * p.paging.size}
        loading={p.loading && p.records.length === 0}
        emptyKind={p.filtered ? 'noMatch' : 'noData'}
        height="calc(100vh - 380px)"
        settingsKey="call-records"
      />
      <Pager page={p.paging.page} size={p.paging.size} total={p.total} sizes={ADMIN_PAGE_SIZES} onChange={p.showPage} />
      <CallRecordDetailDialog id={detailId} onClose={() => setDetailId(null)} onPlay={play} />
      <RecordingDialog recording={playing} onClose={() => setPlaying(null)} />
    </section>
  );
}
