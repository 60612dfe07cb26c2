import { Button, Spinner, Text, mergeClasses } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import type { Snapshot } from 'valtio';
import { callerHistoryKey, fetchCallerCard } from '../../../shared/api/callerCard.ts';
import type { CallerCard as Card } from '../../../shared/api/workorder.types.ts';
import { setResource } from '../../../shared/data/index.ts';
import { callerCardText as t } from '../../../shared/i18n/zh-CN.ts';
import { CALLER_HISTORY_SIZE } from '../../../shared/protocol/callerCard.ts';
import type { CallerCardView } from '../callerCard.store.ts';
import { useCallerCardStyles } from './useCallerCardStyles.styles.ts';

/** A lookup that takes longer than this says it cannot be read: the agent answers without it. */
const CARD_TIMEOUT_MS = 5000;

/**
 * Reads the card of a ringing number and primes 受理登记's history page with the answer's, so the registration opened on
 * answer shows the caller's orders without asking again.
 */
export async function loadCallerCard(phone: string): Promise<Card> {
  const card = await fetchCallerCard(phone, AbortSignal.timeout(CARD_TIMEOUT_MS));
  for (const number of new Set([phone, card.phone])) setResource(callerHistoryKey(number, CALLER_HISTORY_SIZE), card.history);
  return card;
}

export interface CallerCardProps {
  /** The card of the call in progress. */
  view: Snapshot<CallerCardView>;
  /** The agent closes the card (the call goes on). */
  onClose: () => void;
}

/** What the agent knows of the caller while the phone rings: place, earlier orders, a pending 漏单, 多次来电. */
export function CallerCard({ view, onClose }: CallerCardProps) {
  const styles = useCallerCardStyles();
  const card = view.state === 'ready' ? view.card : null;
  return (
    <section className={styles.root} aria-label={t.title} data-part="caller-card" data-state={view.state}>
      <div className={styles.header}>
        <Text weight="semibold">{t.title}</Text>
        <Text className={styles.grow} truncate wrap={false} data-part="card-place">{card?.place ?? ''}</Text>
        <Button appearance="transparent" size="small" icon={<DismissRegular />} aria-label={t.close} onClick={onClose} />
      </div>
      {view.state === 'loading' && <Spinner size="extra-tiny" labelPosition="after" label={t.loading} />}
      {view.state === 'failed' && <Text role="status" className={styles.failed} data-part="card-failed">{t.failed}</Text>}
      {card && <CardBody card={card} />}
    </section>
  );
}

function CardBody({ card }: { card: Snapshot<Card> }) {
  const styles = useCallerCardStyles();
  return (
    <>
      {(card.repeat || card.pendingMiss) && (
        <div className={styles.row}>
          {card.repeat && (
            <span className={mergeClasses(styles.pill, styles.danger)} data-part="card-repeat" title={t.repeatWhy(card.repeat.appeals, card.repeat.days)}>
              {t.repeat}
            </span>
          )}
          {card.repeat && <Text size={200}>{t.repeatWhy(card.repeat.appeals, card.repeat.days)}</Text>}
          {card.pendingMiss && (
            <>
              <span className={mergeClasses(styles.pill, styles.warning)} data-part="card-miss">{t.pendingMiss(card.pendingMiss.count)}</span>
              <Text size={200} className={styles.muted}>{t.lastMissed(card.pendingMiss.lastCallTime)}</Text>
            </>
          )}
        </div>
      )}
      <Text size={200} data-part="card-count">{card.orderCount ? t.orders(card.orderCount, card.orderCountMore) : t.noOrders}</Text>
      {card.recent.length > 0 && (
        <ul className={styles.list} aria-label={t.recent} data-part="card-recent">
          {card.recent.map((o) => (
            <li key={o.workflowId} className={styles.order} data-workflow-id={o.workflowId}>
              <Text size={200} weight="semibold">{o.workflowId}</Text>
              <Text size={200} className={styles.muted}>{o.createTime.slice(0, 10)}</Text>
              <Text size={200} truncate wrap={false}>{o.appealTypeName}</Text>
              <span className={mergeClasses(styles.pill, o.open ? styles.open : styles.closed)}>{o.statusName}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
