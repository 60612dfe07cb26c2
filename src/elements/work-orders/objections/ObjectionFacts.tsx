// One 派单异议 as both sides read it: who objected, why, on what 依据, whom they named, the clock and the ruling.
import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import type { Objection } from '../../../shared/api/contracts/objections.ts';
import { objectionText as t } from '../../../shared/i18n/objections.zh-CN.ts';

const useStyles = makeStyles({
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  late: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
});

/** The state as a badge: 待裁定 (red once overdue), 成立, 不成立. */
export function ObjectionStateBadge({ o }: { o: Objection }) {
  const color = o.state === 1 ? (o.overdue ? 'danger' : 'warning') : o.state === 2 ? 'success' : 'informative';
  return <Badge appearance="tint" color={color} data-objection-state={o.state}>{o.stateName}</Badge>;
}

/** The ruling clock of a pending objection: time left, or how long overdue in red. */
export function RulingClock({ o }: { o: Objection }) {
  const styles = useStyles();
  if (o.rulingMinutesLeft === null) return null;
  return <span className={o.overdue ? styles.late : undefined} data-overdue={o.overdue || undefined}>{t.left(o.rulingMinutesLeft, o.overdue)}</span>;
}

export interface ObjectionFactsProps {
  o: Objection;
  /** Shows the order's summary and the catalogue entry too (the queue's view; the detail has them already). */
  withOrder?: boolean;
}

export function ObjectionFacts({ o, withOrder = false }: ObjectionFactsProps) {
  const styles = useStyles();
  const rows: Array<[string, React.ReactNode]> = [
    ...(withOrder ? [
      [t.workflowId, o.workflowId], [t.content, o.content], [t.eventType, o.eventTypeName ?? ''], [t.address, o.address ?? ''],
      [t.dispatchTime, o.dispatchTime ?? ''], [t.deadline, o.deadline],
    ] as Array<[string, React.ReactNode]> : []),
    [t.state, <ObjectionStateBadge o={o} />],
    [t.dept, `${o.deptName}（${t.byLine(o.applicantName, o.createTime)}）`],
    [t.reason, o.reason],
    [t.basis, o.basis],
    [t.proposedDept, o.proposedDeptName],
    ...(o.state === 1 ? [[t.rulingDue, <>{o.rulingDueAt}　<RulingClock o={o} /></>]] as Array<[string, React.ReactNode]> : []),
    ...(o.state !== 1 ? [
      [t.ruling, `${o.stateName}（${t.ruledLine(o.rulerName ?? '', o.decidedTime ?? '')}）`],
      [t.rulingReason, o.rulingReason ?? ''],
      ...(o.newDeptName ? [[t.newDept, o.newDeptName]] : []),
    ] as Array<[string, React.ReactNode]> : []),
    ...(withOrder ? [[t.catalogue, o.catalogueEntryId
      ? <>{`${o.catalogueLeadDeptName ?? ''}：${o.catalogueBasis ?? ''}`}{o.catalogueReviewPending && <> <Badge appearance="tint" color="danger">{t.catalogueReview}</Badge></>}</>
      : t.catalogueNone]] as Array<[string, React.ReactNode]> : []),
  ];
  return (
    <dl className={styles.facts} data-objection={o.id}>
      {rows.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
