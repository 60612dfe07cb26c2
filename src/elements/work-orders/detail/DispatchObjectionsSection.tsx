// 派单异议 on the detail: the order's objections and their rulings; 派单异议 for the lead department while the window
// is open (with the time left); 裁定 for the centre on a pending one. The deadline never moves, and the section says so.
// Its own chunk: DispatchObjections.tsx loads it only for an order that has objections or may get one.
import { Button, MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import { useState } from 'react';
import type { OrderObjections } from '../../../shared/api/contracts/objections.ts';
import type { WorkflowDetail } from '../../../shared/api/workorder.types.ts';
import { messageOf } from '../../../shared/http/errors.ts';
import { objectionText as t } from '../../../shared/i18n/objections.zh-CN.ts';
import { usePermission } from '../../../shared/ui/Permission.tsx';
import { retryableLazy } from '../../../shared/ui/retryableLazy.ts';
import { OnDemandDialog } from '../common/OnDemand.tsx';
import { ObjectionFacts } from '../objections/ObjectionFacts.tsx';
import { Section, useSectionStyles } from './DetailSections.tsx';

const FileObjectionDialog = retryableLazy(() => import('../objections/FileObjectionDialog.tsx'));
const RuleObjectionDialog = retryableLazy(() => import('../objections/RuleObjectionDialog.tsx'));

export interface DispatchObjectionsSectionProps {
  order: WorkflowDetail;
  readOnly: boolean;
  /** The order's objections, or why they could not be read. */
  data: OrderObjections | null;
  error: unknown;
  /** Reads the order again after a filing or a ruling. */
  onChanged: () => Promise<unknown>;
}

export default function DispatchObjectionsSection({ order, readOnly, data, error, onChanged }: DispatchObjectionsSectionProps) {
  const styles = useSectionStyles();
  const [dialog, setDialog] = useState<{ kind: 'file' } | { kind: 'rule'; id: number } | null>(null);
  // The menu's 裁定异议 button permission (dispatchers, supervisors); the server checks it again.
  const rules = usePermission(['gongdan:objection:rule']);

  if (!data) return <Section title={t.section}><MessageBar intent="error"><MessageBarBody>{messageOf(error, t.loadFailed)}</MessageBarBody></MessageBar></Section>;
  const done = () => { setDialog(null); void onChanged(); };
  const ruling = dialog?.kind === 'rule' ? data.objections.find((o) => o.id === dialog.id) : undefined;

  return (
    <Section
      title={t.section}
      action={data.canFile && !readOnly ? (
        <Button appearance="primary" size="small" data-action="objectDispatch" onClick={() => setDialog({ kind: 'file' })}>
          {t.fileButtonLeft(data.windowMinutesLeft)}
        </Button>
      ) : undefined}
    >
      {data.canFile && data.windowClosesAt && <Text className={styles.muted}>{t.windowOpen(data.windowClosesAt, data.windowHours)} {t.workingTimeNote}</Text>}
      <Text className={styles.muted}>{t.deadlineKept(order.deadline)}</Text>
      <ul className={styles.list}>
        {data.objections.map((o) => (
          <li key={o.id} className={styles.item}>
            <ObjectionFacts o={o} />
            {o.state === 1 && rules && !readOnly && (
              <div><Button size="small" appearance="primary" data-rule-objection={o.id} onClick={() => setDialog({ kind: 'rule', id: o.id })}>{t.rule}</Button></div>
            )}
          </li>
        ))}
      </ul>
      {dialog?.kind === 'file' && (
        <OnDemandDialog>
          <FileObjectionDialog workflowId={order.workflowId} version={order.version} deadline={order.deadline} depts={data.depts} onDone={done} onCancel={() => setDialog(null)} />
        </OnDemandDialog>
      )}
      {ruling && (
        <OnDemandDialog>
          <RuleObjectionDialog objection={ruling} depts={data.depts} onDone={done} onCancel={() => setDialog(null)} />
        </OnDemandDialog>
      )}
    </Section>
  );
}
