// 绩效统计 (performance-report/index): the spec's ten counts, 重办次数 and four rates per department, event type or agent over a date range,
// with a 合计 row; each count is a button to the orders behind it (下钻明细) and each header shows its definition.
import { Button, Field, Link, MessageBar, MessageBarBody, Radio, RadioGroup, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useMemo } from 'react';
import type { StatRow } from '../../../shared/api/contracts/stats.ts';
import { statsText as t } from '../../../shared/i18n/stats.zh-CN.ts';
import {
  formatStatRate, STAT_COUNT_KEYS, STAT_COUNTS, STAT_DAY_BASIS_WORDS, STAT_GROUPING_LABELS, STAT_GROUPINGS, STAT_KNOWLEDGE, STAT_KNOWLEDGE_BASIS_WORDS,
  STAT_KNOWLEDGE_KEYS, STAT_PRESET_LABELS, STAT_PRESETS, STAT_RATE_KEYS, statRateWords, type StatGrouping, type StatPreset,
} from '../../../shared/protocol/statsFigures.ts';
import { ListTable, type ListColumn } from '../../../shared/ui/ListTable/index.ts';
import { LoadErrorBar } from '../../../shared/ui/LoadErrorBar.tsx';
import { Permission } from '../../../shared/ui/Permission.tsx';
import { SearchPanel } from '../../../shared/ui/SearchPanel.tsx';
import { TrafficFigureHeader } from '../callcenter/TrafficFigureHeader.tsx';
import { useListPageStyles } from '../system/common/pageStyles.ts';
import { isDrillable, isTotalRow } from './drillDown.ts';
import { usePerformanceReport } from './usePerformanceReport.ts';
import { DateField } from '../../../shared/ui/DateField.tsx';

const useStyles = makeStyles({
  // The choices need two of the search panel's columns; each label stays on one line.
  wide: { gridColumn: 'span 2' },
  choice: { whiteSpace: 'nowrap' },
  note: { color: tokens.colorNeutralForeground3 },
  total: { fontWeight: tokens.fontWeightSemibold },
  count: { fontVariantNumeric: 'tabular-nums' },
});

export default function PerformanceReportPage() {
  const page = useListPageStyles();
  const styles = useStyles();
  const p = usePerformanceReport();
  const data = p.table;
  const grouping = data?.grouping ?? p.grouping;

  const columns = useMemo<ListColumn<StatRow>[]>(() => {
    const rates = statRateWords(data?.satisfiedResults);
    const nameColumn: ListColumn<StatRow> = {
      key: 'name', title: t.name[grouping]!, width: 220,
      render: (r) => <span className={isTotalRow(r) ? styles.total : undefined} data-row-name>{r.name}</span>,
    };
    const noteColumn: ListColumn<StatRow>[] = t.note[grouping] ? [{ key: 'note', title: t.note[grouping]!, width: 140, value: (r) => r.note ?? '' }] : [];
    const counts = STAT_COUNT_KEYS.map((key): ListColumn<StatRow> => {
      const f = STAT_COUNTS[key];
      const words = `${f.words}（${STAT_DAY_BASIS_WORDS[f.basis]}）`;
      return {
        key, title: f.label, width: 96, header: <TrafficFigureHeader label={f.label} formula={words} />,
        render: (r) => (isDrillable(key, r[key])
          ? <Link as="button" className={isTotalRow(r) ? styles.total : styles.count} data-cell={key} aria-label={t.openCell(r.name, f.label, r[key])}
            onClick={() => p.openCell(r, key)}>{r[key]}</Link>
          : <span data-cell={key}>{r[key]}</span>),
      };
    });
    const rateColumns = STAT_RATE_KEYS.map((key): ListColumn<StatRow> => ({
      key, title: rates[key].label, width: 104, header: <TrafficFigureHeader label={rates[key].label} formula={rates[key].words} />,
      render: (r) => <span className={isTotalRow(r) ? styles.total : styles.count} data-rate={key}>{formatStatRate(r[key])}</span>,
    }));
    // 知识库 upkeep: the department's state now (no drill-down; 知识维护 lists what is behind it).
    const knowledgeColumns = grouping === 'mainDept' || grouping === 'subDept' ? STAT_KNOWLEDGE_KEYS.map((key): ListColumn<StatRow> => ({
      key, title: STAT_KNOWLEDGE[key].label, width: 104,
      header: <TrafficFigureHeader label={STAT_KNOWLEDGE[key].label} formula={`${STAT_KNOWLEDGE[key].words}（${STAT_KNOWLEDGE_BASIS_WORDS}）`} />,
      render: (r) => <span className={isTotalRow(r) ? styles.total : styles.count} data-knowledge={key}>{r[key] ?? '—'}</span>,
    })) : [];
    return [nameColumn, ...noteColumn, ...counts, ...rateColumns, ...knowledgeColumns];
    // p.openCell reads the table it was made with: rebuilt with the data.
  }, [grouping, data, styles, p.openCell]);

  return (
    <section className={page.page} aria-label={t.title} data-performance-report>
      <SearchPanel onSearch={p.query} onReset={p.reset} busy={p.loading} visibleFields={4}>
        <Field label={t.grouping} className={styles.wide}>
          <RadioGroup layout="horizontal" value={p.grouping} onChange={(_, d) => p.chooseGrouping(d.value as StatGrouping)}>
            {STAT_GROUPINGS.map((g) => (
              <Radio key={g} value={g} label={{ children: STAT_GROUPING_LABELS[g], className: styles.choice }}
                disabled={Boolean(data?.deptScoped) && g !== 'mainDept' && g !== 'subDept'} />
            ))}
          </RadioGroup>
        </Field>
        <Field label={t.range} className={styles.wide}>
          <RadioGroup layout="horizontal" value={p.preset} onChange={(_, d) => p.choosePreset(d.value as StatPreset)}>
            {STAT_PRESETS.map((k) => <Radio key={k} value={k} label={{ children: STAT_PRESET_LABELS[k], className: styles.choice }} />)}
          </RadioGroup>
        </Field>
        {p.preset === 'custom' && (
          <DateField name="startTime" label={t.startTime} required validationMessage={p.formError && !p.draft.startTime ? p.formError : undefined}
            value={p.draft.startTime} onChange={(v) => p.setDraft({ ...p.draft, startTime: v })} />
        )}
        {p.preset === 'custom' && (
          <DateField name="endTime" label={t.endTime} required validationMessage={p.formError && p.draft.startTime ? p.formError : undefined}
            value={p.draft.endTime} onChange={(v) => p.setDraft({ ...p.draft, endTime: v })} />
        )}
      </SearchPanel>
      <div className={page.toolbar}>
        <Permission value={['report:export']}>
          <Button icon={p.exporting ? <Spinner size="tiny" /> : <ArrowDownloadRegular />} disabled={p.exporting || !data} onClick={() => void p.runExport()}>
            {p.exporting ? t.exporting : t.export}
          </Button>
        </Permission>
        {data && <Text className={styles.note} data-range>{t.rangeShown(data.startTime, data.endTime)}</Text>}
        {p.loading && data && <Spinner size="tiny" label={t.loading} />}
      </div>
      {data?.deptScoped && <MessageBar intent="info"><MessageBarBody>{t.deptScoped}</MessageBarBody></MessageBar>}
      {p.error && <LoadErrorBar message={p.error} onRetry={p.reload} />}
      <ListTable onRefresh={p.reload} rows={data?.rows ?? []} columns={columns} rowKey={(r) => `${r.tableName}:${r.dimensionValues}`} label={t.table}
        showIndex={false} loading={p.loading && !data} emptyKind="noData" height="calc(100vh - 330px)" settingsKey={`performance-${grouping}`} />
    </section>
  );
}
