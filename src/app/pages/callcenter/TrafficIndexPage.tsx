// 话务指标 (callcenter/trafficIndex/index): a time range, the centre's figures as cards, per skill group and per agent tables
// (each figure's formula as its column tooltip), and the repeat-call limits (限呼号码) in a second tab.
import { Badge, Button, Card, Field, Input, Radio, RadioGroup, Spinner, Tab, TabList, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import type { AgentTraffic, SkillGroupFigures } from '../../../shared/api/contracts/traffic.ts';
import { trafficText as t } from '../../../shared/i18n/traffic.zh-CN.ts';
import { AGENT_FIGURES, ANSWER_RATE_TARGET, TRAFFIC_FIGURES, TRAFFIC_UNIT_NOTE, formatRate, type TrafficFigure } from '../../../shared/protocol/trafficFormulas.ts';
import { ListTable, type ListColumn } from '../../../shared/ui/ListTable/index.ts';
import { Pager } from '../../../shared/ui/Pager.tsx';
import { SearchPanel } from '../../../shared/ui/SearchPanel.tsx';
import { LoadErrorBar } from '../../../shared/ui/LoadErrorBar.tsx';
import { useListPageStyles } from '../system/common/pageStyles.ts';
import { TrafficFigureHeader, figureText } from './TrafficFigureHeader.tsx';
import { TrafficLimitsTab } from './TrafficLimitsTab.tsx';
import { AGENT_PAGE_SIZES, useTrafficIndex, type RangeKind } from './useTrafficIndex.ts';
import { DateField } from '../../../shared/ui/DateField.tsx';

const useStyles = makeStyles({
  cards: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: tokens.spacingHorizontalM },
  card: { padding: tokens.spacingVerticalM },
  value: { fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold, lineHeight: tokens.lineHeightHero700 },
  heading: { margin: `${tokens.spacingVerticalM} 0 ${tokens.spacingVerticalS}`, fontSize: tokens.fontSizeBase400 },
  note: { color: tokens.colorNeutralForeground3 },
  // Four choices in a row need two of the search panel's columns; each label stays on one line.
  rangeField: { gridColumn: 'span 2' },
  rangeChoice: { whiteSpace: 'nowrap' },
});

const FIGURE_ORDER: TrafficFigure[] = ['offered', 'answered', 'abandoned', 'missed', 'answeredInTime', 'inTimeRate', 'answerRate', 'avgWait', 'avgTalk', 'avgHandle', 'longestWait'];

function figureColumns<T extends { [K in TrafficFigure]: number | null }>(): ListColumn<T>[] {
  return FIGURE_ORDER.map((key) => {
    const f = TRAFFIC_FIGURES[key];
    return { key, title: f.label, header: <TrafficFigureHeader label={f.label} formula={f.formula} />, value: (r: T) => figureText(f.kind, r[key]), width: 120 };
  });
}

export default function TrafficIndexPage() {
  const styles = useListPageStyles();
  const [tab, setTab] = useState<'figures' | 'limits'>('figures');
  return (
    <section className={styles.page} aria-label={t.indexTitle} data-traffic-index-page>
      <TabList selectedValue={tab} onTabSelect={(_, d) => setTab(d.value as 'figures' | 'limits')} aria-label={t.indexTitle}>
        <Tab value="figures">{t.tabs.figures}</Tab>
        <Tab value="limits">{t.tabs.limits}</Tab>
      </TabList>
      {tab === 'figures' ? <FiguresTab /> : <TrafficLimitsTab />}
    </section>
  );
}

function FiguresTab() {
  const styles = useStyles();
  const p = useTrafficIndex();
  const centre = p.figures?.centre;

  const groupColumns = useMemo<ListColumn<SkillGroupFigures>[]>(() => [
    { key: 'skillName', title: t.skillGroup, width: 150, value: (r) => (r.skillName === null ? t.noGroup : r.description ? `${r.description}（${r.skillName}）` : r.skillName) },
    ...figureColumns<SkillGroupFigures>(),
  ], []);
  const agentColumns = useMemo<ListColumn<AgentTraffic>[]>(() => {
    const h = (key: keyof typeof AGENT_FIGURES) => ({ title: AGENT_FIGURES[key].label, header: <TrafficFigureHeader label={AGENT_FIGURES[key].label} formula={AGENT_FIGURES[key].formula} /> });
    return [
      { key: 'agentName', title: t.agentName, value: (r) => r.agentName, width: 110 },
      { key: 'extension', title: t.extension, value: (r) => r.extension, width: 90 },
      { key: 'rung', ...h('rung'), value: (r) => r.rung, width: 90 },
      { key: 'answered', ...h('answered'), value: (r) => r.answered, width: 90 },
      { key: 'missed', ...h('missed'), value: (r) => r.missed, width: 90 },
      { key: 'answerRate', ...h('answerRate'), value: (r) => formatRate(r.answerRate), width: 100 },
      { key: 'avgTalk', title: TRAFFIC_FIGURES.avgTalk.label, header: <TrafficFigureHeader label={TRAFFIC_FIGURES.avgTalk.label} formula={TRAFFIC_FIGURES.avgTalk.formula} />, value: (r) => figureText('seconds', r.avgTalk), width: 120 },
      { key: 'avgHandle', title: TRAFFIC_FIGURES.avgHandle.label, header: <TrafficFigureHeader label={TRAFFIC_FIGURES.avgHandle.label} formula={TRAFFIC_FIGURES.avgHandle.formula} />, value: (r) => figureText('seconds', r.avgHandle), width: 120 },
      { key: 'talkTotal', ...h('talkTotal'), value: (r) => r.talkTotal, width: 130 },
      { key: 'firstSignIn', ...h('firstSignIn'), value: (r) => r.firstSignIn ?? '—', width: 170 },
    ];
  }, []);

  return (
    <>
      <SearchPanel onSearch={p.query} onReset={() => p.choose('today')} busy={p.figuresLoading}>
        <Field label={t.range} className={styles.rangeField}>
          <RadioGroup layout="horizontal" value={p.kind} onChange={(_, d) => p.choose(d.value as RangeKind)}>
            {(['today', 'yesterday', 'week', 'custom'] as const).map((k) => <Radio key={k} value={k} label={{ children: t.ranges[k], className: styles.rangeChoice }} />)}
          </RadioGroup>
        </Field>
        {p.kind === 'custom' && (
          <>
            <DateField name="startTime" label={t.startTime} value={p.draft.startTime} onChange={(v) => p.setDraft({ ...p.draft, startTime: v })} />
            <DateField name="endTime" label={t.endTime} value={p.draft.endTime} onChange={(v) => p.setDraft({ ...p.draft, endTime: v })} />
          </>
        )}
        <Field label={t.keyword}><Input name="keyword" value={p.keyword} maxLength={30} onChange={(_, d) => p.setKeyword(d.value)} /></Field>
      </SearchPanel>
      {p.figuresError && <LoadErrorBar message={p.figuresError} onRetry={p.reloadFigures} />}
      {p.figures && <Text className={styles.note} data-range>{t.rangeShown(p.figures.startTime, p.figures.endTime)}</Text>}

      <h2 className={styles.heading}>{t.centre}</h2>
      {!centre && p.figuresLoading ? <Spinner size="small" label={t.loading} /> : centre && (
        <div className={styles.cards} role="list" aria-label={t.centre} data-centre>
          {FIGURE_ORDER.map((key) => (
            <Card key={key} className={styles.card} role="listitem" data-figure={key}>
              <TrafficFigureHeader label={TRAFFIC_FIGURES[key].label} formula={TRAFFIC_FIGURES[key].formula} />
              <span className={styles.value} data-value>{figureText(TRAFFIC_FIGURES[key].kind, centre[key])}</span>
              {key === 'inTimeRate' && centre.inTimeRate !== null && centre.inTimeRate < ANSWER_RATE_TARGET && (
                <Badge color="danger" appearance="tint">{t.belowTarget}</Badge>
              )}
              {key === 'inTimeRate' && <Text size={200} className={styles.note}>{t.target(formatRate(ANSWER_RATE_TARGET))}</Text>}
            </Card>
          ))}
        </div>
      )}
      <Text size={200} className={styles.note}>{TRAFFIC_UNIT_NOTE}</Text>

      <h2 className={styles.heading}>{t.groups}</h2>
      <ListTable onRefresh={p.reloadFigures} rows={p.figures?.groups ?? []} columns={groupColumns} rowKey={(r) => r.skillName ?? ''} label={t.groups}
        loading={p.figuresLoading && !p.figures} emptyKind="noData" height={220} settingsKey="traffic-groups" />

      <h2 className={styles.heading}>{t.agents}</h2>
      {p.agentsError && <LoadErrorBar message={p.agentsError} onRetry={p.reloadAgents} />}
      <ListTable rows={p.agents} columns={agentColumns} rowKey={(r) => String(r.agentId)} label={t.agents}
        indexOffset={(p.paging.page - 1) * p.paging.size} loading={p.agentsLoading && p.agents.length === 0} emptyKind="noData"
        height={380} settingsKey="traffic-agents" />
      <Pager page={p.paging.page} size={p.paging.size} total={p.agentTotal} sizes={AGENT_PAGE_SIZES} onChange={p.showPage} />
    </>
  );
}
