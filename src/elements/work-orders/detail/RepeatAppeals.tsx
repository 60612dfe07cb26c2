// 重复诉求 on an order: each caller merged into it (并单) with what they said and why it was taken for a repeat; a
// repeat split off names its own order; 拆分 asks for the reason.
import { Button, Text } from '@fluentui/react-components';
import { useState } from 'react';
import type { WorkflowDetail } from '../../../shared/api/workorder.types.ts';
import { orderDetailText } from '../../../shared/i18n/zh-CN.ts';
import { retryableLazy } from '../../../shared/ui/retryableLazy.ts';
import { OnDemandDialog } from '../common/OnDemand.tsx';
import { Section, useSectionStyles } from './DetailSections.tsx';

const d = orderDetailText;
const SplitRepeatDialog = retryableLazy(() => import('./SplitRepeatDialog.tsx'));

export interface RepeatAppealsProps {
  order: WorkflowDetail;
  /** Whether the user may split a repeat off (those who register appeals). */
  canSplit: boolean;
  /** Splits the repeat off with the reason; rejects with the server's refusal. */
  onSplit: (repeatId: string, reason: string) => Promise<void>;
  onOpen: (workflowId: string) => void;
}

export function RepeatAppeals({ order, canSplit, onSplit, onOpen }: RepeatAppealsProps) {
  const styles = useSectionStyles();
  const [splitting, setSplitting] = useState<string | null>(null);
  const open = order.repeats.filter((r) => !r.splitWorkflowId).length;

  return (
    <Section title={d.repeatsTitle(open)}>
      {open > 0 && <Text className={styles.muted}>{d.repeatsAnswered}</Text>}
      <ul className={styles.list}>
        {order.repeats.map((r) => (
          <li key={r.id} className={styles.item} data-repeat={r.id}>
            <Text weight="semibold">{r.citizenName}</Text> · {r.phone}
            <div className={styles.muted}>{`${r.createTime} · ${d.repeatBy(r.createdByName)}`}</div>
            <div>{r.content}</div>
            <div className={styles.muted}>{d.repeatWhy(r.reasons)}</div>
            {r.splitWorkflowId ? (
              <div className={styles.muted} data-repeat-split>
                {d.repeatSplit(r.splitTime ?? '', r.splitByName ?? '', r.splitReason ?? '')}
                <Button size="small" appearance="transparent" onClick={() => onOpen(r.splitWorkflowId!)}>{r.splitWorkflowId}</Button>
              </div>
            ) : canSplit && (
              <Button size="small" onClick={() => setSplitting(r.id)}>{d.split}</Button>
            )}
          </li>
        ))}
      </ul>
      {splitting !== null && (
        <OnDemandDialog>
          <SplitRepeatDialog onSplit={(reason) => onSplit(splitting, reason)} onClose={() => setSplitting(null)} />
        </OnDemandDialog>
      )}
    </Section>
  );
}
