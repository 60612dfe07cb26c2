// 疑似重复诉求: as the agent fills the caller, the place and the appeal, the open or just finished orders this appeal
// likely repeats, each with why; 并单 (after a confirmation) registers it as a repeat of one. A failing lookup says so
// and never blocks the registration.
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { findRepeatCandidates } from '../../../shared/api/workOrders.ts';
import type { RepeatCandidate, RepeatQuery } from '../../../shared/api/workorder.types.ts';
import { DEBOUNCE_LONG_MS } from '../../../shared/constants.ts';
import { useResource } from '../../../shared/data/index.ts';
import { workOrdersText } from '../../../shared/i18n/zh-CN.ts';
import { LoadErrorBar } from '../../../shared/ui/LoadErrorBar.tsx';
import { retryableLazy } from '../../../shared/ui/retryableLazy.ts';
import { useDebouncedValue } from '../../../shared/utils/useDebouncedValue.ts';
import { OnDemandDialog } from '../common/OnDemand.tsx';

const MergeConfirmDialog = retryableLazy(() => import('./MergeConfirmDialog.tsx'));

const r = workOrdersText.register;
/** Content shorter than this says too little to compare (the caller and the place still count). */
const MIN_CONTENT_CHARS = 6;

export interface RepeatSuggestionsProps {
  /** What has been typed so far; asked when a valid phone or a region is there. */
  query: RepeatQuery;
  /** Registers the appeal as a repeat of the order (the page validates and saves). */
  onMerge: (workflowId: string) => void;
  onOpen: (workflowId: string) => void;
  busy: boolean;
}

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: { border: `1px solid ${tokens.colorPaletteMarigoldBorder2}`, backgroundColor: tokens.colorPaletteMarigoldBackground1, borderRadius: tokens.borderRadiusMedium, padding: tokens.spacingHorizontalS },
  reasons: { margin: `${tokens.spacingVerticalXXS} 0`, paddingLeft: '1.2em', color: tokens.colorNeutralForeground2 },
  muted: { color: tokens.colorNeutralForeground3 },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalXS },
});

export function RepeatSuggestions({ query, onMerge, onOpen, busy }: RepeatSuggestionsProps) {
  const styles = useStyles();
  const asked: RepeatQuery = { ...query, content: Array.from(query.content ?? '').length >= MIN_CONTENT_CHARS ? query.content : undefined };
  const settled = useDebouncedValue(JSON.stringify(asked), DEBOUNCE_LONG_MS);
  const enabled = Boolean(asked.phone || asked.regionId);
  const answer = useResource(`repeat-candidates:${settled}`, (signal) => findRepeatCandidates(JSON.parse(settled) as RepeatQuery, signal), { enabled });
  const [confirming, setConfirming] = useState<RepeatCandidate | null>(null);
  const items = answer.data ?? [];

  return (
    <div data-repeat-suggestions>
      <Text weight="semibold">{r.repeats}</Text>
      {!enabled ? <Text as="p" className={styles.muted}>{r.repeatsHint}</Text>
        : !answer.data && answer.error ? <LoadErrorBar message={`${r.repeatsFailed}：${answer.error}`} onRetry={() => void answer.reload()} />
          : answer.data && !items.length ? <Text as="p" className={styles.muted}>{r.repeatsNone}</Text>
            : (
              <ul className={styles.list}>
                {items.map((c) => (
                  <li key={c.workflowId} className={styles.item} data-repeat-candidate={c.workflowId}>
                    <div><Text weight="semibold">{c.workflowId}</Text> · {c.statusName}{c.repeatCount ? ` · ${r.repeatCount(c.repeatCount)}` : ''}</div>
                    <div className={styles.muted}>{c.createTime}{c.mainDeptName ? ` · ${c.mainDeptName}` : ''}</div>
                    <div>{c.content}</div>
                    <ul className={styles.reasons}>{c.reasons.map((why) => <li key={why}>{why}</li>)}</ul>
                    <div className={styles.buttons}>
                      <Button size="small" appearance="primary" disabled={busy} onClick={() => setConfirming(c)}>{r.merge}</Button>
                      <Button size="small" onClick={() => onOpen(c.workflowId)}>{r.open}</Button>
                    </div>
                  </li>
                ))}
              </ul>
            )}
      {confirming && (
        <OnDemandDialog>
          <MergeConfirmDialog workflowId={confirming.workflowId} busy={busy} onCancel={() => setConfirming(null)}
            onConfirm={() => { onMerge(confirming.workflowId); setConfirming(null); }} />
        </OnDemandDialog>
      )}
    </div>
  );
}
