// 分机监控 (callcenter/extensionMonitor/index): counters, filters and the grid of every extension, kept current by pushes;
// durations tick each second on the client; one agent's day in a dialog.
import { Badge, Button, Field, Input, MessageBar, MessageBarBody, Select } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import type { MonitorRow } from '../../../shared/api/contracts/monitor.ts';
import { TrafficFigureHeader } from './TrafficFigureHeader.tsx';
import { formatDuration, MONITOR_STATE_LABELS, monitorText as t } from '../../../shared/i18n/monitor.zh-CN.ts';
import { MONITOR_STATES, type MonitorState } from '../../../shared/protocol/monitor.ts';
import { ListTable, type ListColumn } from '../../../shared/ui/ListTable/index.ts';
import { SearchPanel } from '../../../shared/ui/SearchPanel.tsx';
import { LoadErrorBar } from '../../../shared/ui/LoadErrorBar.tsx';
import { useListPageStyles } from '../system/common/pageStyles.ts';
import { MonitorAgentDayDialog, type AgentRef } from './MonitorAgentDayDialog.tsx';
import { MonitorCounterCards } from './MonitorCounterCards.tsx';
import { shownState, useMonitor } from './useMonitor.ts';

const STATE_COLOR: Record<MonitorState, 'informative' | 'success' | 'warning' | 'danger' | 'brand' | 'important'> = {
  loggedOut: 'informative', idle: 'success', busy: 'warning', ringing: 'danger', talking: 'brand', wrapUp: 'important',
};

const seconds = (from: number | null, now: number) => (from === null ? null : Math.floor((now - from) / 1000));

export default function ExtensionMonitorPage() {
  const styles = useListPageStyles();
  const m = useMonitor();
  const [dayOf, setDayOf] = useState<AgentRef | null>(null);
  const reasons = m.counters?.busyByReason ?? [];
  const now = m.now;

  const columns = useMemo<ListColumn<MonitorRow>[]>(() => [
    { key: 'extension', title: t.extension, value: (r) => r.extension, width: 80 },
    { key: 'agent', title: t.agent, value: (r) => r.realName, width: 100 },
    { key: 'jobNumber', title: t.jobNumber, value: (r) => r.jobNumber, width: 80 },
    {
      key: 'state', title: t.state, width: 100,
      render: (r) => {
        const state = shownState(r, now);
        return <Badge appearance="filled" color={STATE_COLOR[state]} data-state={state}>{MONITOR_STATE_LABELS[state]}</Badge>;
      },
    },
    { key: 'busyReason', title: t.busyReason, value: (r) => (r.busyReason ? reasons.find((b) => b.value === r.busyReason)?.label ?? r.busyReason : ''), width: 90 },
    {
      key: 'since', title: t.since, width: 90,
      value: (r) => {
        const from = shownState(r, now) === r.state ? r.since : r.wrapUpUntil;
        const s = seconds(from, now);
        return s === null ? '' : formatDuration(s);
      },
    },
    { key: 'caller', title: t.caller, value: (r) => r.callerNumber ?? '', width: 130 },
    { key: 'callDuration', title: t.callDuration, value: (r) => { const s = seconds(r.callStart, now); return s === null ? '' : formatDuration(s); }, width: 90 },
    {
      key: 'answeredToday', title: t.answeredToday, header: <TrafficFigureHeader label={t.answeredToday} formula={t.answeredTodayFormula} />,
      render: (r) => <span data-answered-today>{r.answeredToday}</span>, width: 100,
    },
    {
      key: 'talkToday', title: t.talkToday, header: <TrafficFigureHeader label={t.talkToday} formula={t.talkTodayFormula} />,
      value: (r) => formatDuration(r.talkSecondsToday), width: 100,
    },
    { key: 'className', title: t.className, value: (r) => r.className ?? '', width: 160 },
    { key: 'skillName', title: t.skillName, value: (r) => r.skillName ?? '', width: 90 },
    {
      key: 'operations', title: t.operations, width: 80,
      render: (r) => (
        <Button size="small" appearance="subtle" aria-label={t.dayOf(r.realName, r.extension)}
          onClick={() => setDayOf({ extension: r.extension, realName: r.realName })}>{t.day}</Button>
      ),
    },
  ], [now, reasons]);

  return (
    <section className={styles.page} aria-label={t.title} data-extension-monitor-page data-live={m.live ? 'true' : 'false'}>
      <MonitorCounterCards counters={m.counters} />
      <SearchPanel onSearch={m.search} onReset={m.reset} busy={m.loading} visibleFields={4}>
        <Field label={t.className}>
          <Select name="classId" value={m.draft.classId} onChange={(_, d) => m.setField('classId', d.value)}>
            <option value="">{t.all}</option>
            {m.classes.map((c) => <option key={c.id} value={String(c.id)}>{c.className}</option>)}
          </Select>
        </Field>
        <Field label={t.skillName}>
          <Select name="skillName" value={m.draft.skillName} onChange={(_, d) => m.setField('skillName', d.value)}>
            <option value="">{t.all}</option>
            {m.skills.map((s) => <option key={s.name} value={s.name}>{s.description ? `${s.description}（${s.name}）` : s.name}</option>)}
          </Select>
        </Field>
        <Field label={t.state}>
          <Select name="state" value={m.draft.state} onChange={(_, d) => m.setField('state', d.value)}>
            <option value="">{t.all}</option>
            {MONITOR_STATES.map((s) => <option key={s} value={s}>{MONITOR_STATE_LABELS[s]}</option>)}
          </Select>
        </Field>
        <Field label={t.keyword}>
          <Input name="keyword" value={m.draft.keyword} maxLength={30} placeholder={t.keywordHint} onChange={(_, d) => m.setField('keyword', d.value)} />
        </Field>
      </SearchPanel>
      {!m.live && <MessageBar intent="warning" data-monitor-paused><MessageBarBody>{t.paused}</MessageBarBody></MessageBar>}
      {m.error && <LoadErrorBar message={m.error} onRetry={m.reload} />}
      <ListTable
        onRefresh={m.reload}
        rows={m.rows}
        columns={columns}
        rowKey={(r) => r.extension}
        label={t.title}
        loading={m.loading && m.rows.length === 0}
        emptyKind={m.filtered ? 'noMatch' : 'noData'}
        height="calc(100vh - 360px)"
        settingsKey="extension-monitor"
      />
      <MonitorAgentDayDialog agent={dayOf} reasons={reasons} onClose={() => setDayOf(null)} />
    </section>
  );
}
