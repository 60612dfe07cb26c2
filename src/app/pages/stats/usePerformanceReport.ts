// 绩效统计's logic: the grouping and date range (spec §9 presets or custom days), the table, opening a cell, the export.
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { StatRow, StatTableRequest } from '../../../shared/api/contracts/stats.ts';
import { exportStatTable, fetchStatTable } from '../../../shared/api/stats.ts';
import { useResource } from '../../../shared/data/index.ts';
import { statsText as t } from '../../../shared/i18n/stats.zh-CN.ts';
import { STAT_COUNTS, type StatGrouping, type StatIndexKey, type StatPreset } from '../../../shared/protocol/statsFigures.ts';
import { session } from '../../../shared/session/index.ts';
import { usePageState } from '../../../shared/ui/pageState.ts';
import { drillDownHref } from './drillDown.ts';
import { useExport } from '../../../shared/ui/useExport.ts';

interface CustomDays { startTime: string; endTime: string }

/** The request for the chosen grouping and range; a custom range sends its two days. */
export function requestOf(grouping: StatGrouping, preset: StatPreset, custom: CustomDays): StatTableRequest {
  return preset === 'custom' ? { grouping, preset, startTime: custom.startTime, endTime: custom.endTime } : { grouping, preset };
}

/** What is wrong with a custom range before it is sent, or null. */
export function customRangeError(custom: CustomDays): string | null {
  if (!custom.startTime || !custom.endTime) return t.customRequired;
  if (custom.startTime > custom.endTime) return t.customOrder;
  return null;
}

/** A 二级单位 sees its own figures under 按二级单位; everyone else starts on 按一级单位. */
function defaultGrouping(): StatGrouping {
  return session.userInfo?.deptKind === 'sub' ? 'subDept' : 'mainDept';
}

export function usePerformanceReport() {
  const [, navigate] = useLocation();
  const [grouping, setGrouping] = usePageState<StatGrouping>('stats:grouping', defaultGrouping());
  const [preset, setPreset] = usePageState<StatPreset>('stats:preset', 'thisWeek');
  const [custom, setCustom] = usePageState<CustomDays>('stats:custom', { startTime: '', endTime: '' });
  const [draft, setDraft] = useState(custom);
  const [formError, setFormError] = useState<string | null>(null);
  const [request, setRequest] = useState<StatTableRequest>(() =>
    requestOf(grouping, preset === 'custom' && customRangeError(custom) ? 'thisWeek' : preset, custom));

  const table = useResource('stats:table', (signal) => fetchStatTable(request, signal), { args: request });

  const run = (next: StatTableRequest) => {
    setRequest(next);
    if (JSON.stringify(next) === JSON.stringify(request)) void table.reload();
  };
  const chooseGrouping = (next: StatGrouping) => {
    setGrouping(next);
    if (preset !== 'custom' || !customRangeError(custom)) run(requestOf(next, preset, custom));
  };
  const choosePreset = (next: StatPreset) => {
    setPreset(next);
    setFormError(null);
    if (next !== 'custom') run(requestOf(grouping, next, custom));
  };
  const query = () => {
    if (preset === 'custom') {
      const problem = customRangeError(draft);
      setFormError(problem);
      if (problem) return;
      setCustom(draft);
    }
    run(requestOf(grouping, preset, draft));
  };
  const reset = () => {
    setGrouping(defaultGrouping());
    setPreset('thisWeek');
    setDraft({ startTime: '', endTime: '' });
    setFormError(null);
    run(requestOf(defaultGrouping(), 'thisWeek', custom));
  };

  /** Opens the orders behind a count cell (the table's own range, so the list matches what was clicked). */
  const openCell = (row: StatRow, key: StatIndexKey) => {
    const data = table.data;
    if (!data) return;
    navigate(drillDownHref({
      tableName: row.tableName, dimensionValues: row.dimensionValues, indexName: key, startTime: data.startTime, endTime: data.endTime,
      cellTitle: t.cellTitle(row.name, STAT_COUNTS[key].label), totalCount: String(row[key]),
    }));
  };

  const { exporting, runExport } = useExport(() => exportStatTable(request), { done: t.exported });

  return {
    grouping, chooseGrouping, preset, choosePreset, draft, setDraft, formError, query, reset,
    table: table.data, loading: table.loading, error: table.error, reload: table.reload, openCell, exporting, runExport,
  };
}
