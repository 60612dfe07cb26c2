// The ringing caller's card: where the number belongs, the caller's orders (count, three of them, open ones first), a
// pending 漏单 and the 多次来电 marker, in one answer that also carries 受理登记's first history page. Every read is
// bounded by an index range and a LIMIT (migrations 027 and 034): a caller with thousands of orders costs what one with three does.
import { sql } from 'kysely';
import { CALLER_CARD_MISS_CAP, CALLER_CARD_RECENT, CALLER_HISTORY_SIZE } from '../../../../src/shared/protocol/callerCard.ts';
import type { CallerCard, CallerCardOrder } from '../../../../src/shared/api/workorder.types.ts';
import { callerNumber, PHONE_REFUSAL } from '../../../../src/shared/protocol/phone.ts';
import { belongingPlace } from '../../cti/phone-place.ts';
import { Refusal } from '../../lib/refusal.ts';
import { formatDateTime } from '../../lib/time.ts';
import type { ReadCache } from '../cache.ts';
import { MISS_ORDER_ROLES } from './miss-orders.ts';
import { Role, Status, statusNames } from './model.ts';
import { orderLabels } from './order-labels.ts';
import { callerHistory, visibilityOf } from './queues.ts';
import type { Actor, Db } from './run-transition.ts';

export interface RepeatRule {
  /** Orders within `days` that make a caller 多次来电 (at most CALLER_HISTORY_SIZE: counted within the history page). */
  appeals: number;
  days: number;
}

const isOpen = (status: number) => status < Status.finished;

/** The card of `phone` as `user` may see it; refused (code 1) when the number is neither a mobile nor a landline. */
export async function callerCard(db: Db, user: Actor, phone: string, rule: RepeatRule, cache?: ReadCache): Promise<CallerCard> {
  const number = callerNumber(phone);
  if (!number) throw new Refusal(PHONE_REFUSAL);
  // Only those who work the 漏单 list are told of a pending one.
  const seesMissed = user.roleIds.some((r) => r === Role.admin || MISS_ORDER_ROLES.includes(r));
  const [history, open, missed, labels] = await Promise.all([
    callerHistory(db, user, number, undefined, { current: 1, size: CALLER_HISTORY_SIZE, offset: 0 }, cache),
    openOrders(db, user, number),
    seesMissed ? pendingMiss(db, number) : Promise.resolve(null),
    orderLabels(db, cache),
  ]);

  // Open ones first (the newest three of them, wherever they are in the history); closed ones fill up from the newest.
  const recent: CallerCardOrder[] = open.map((o) => ({
    workflowId: o.workflow_id, createTime: formatDateTime(o.created_at)!, appealTypeName: labels.label('appealType', o.appeal_type),
    status: o.status, statusName: statusNames[o.status] ?? '', open: true,
  }));
  for (const r of history.records) {
    if (recent.length >= CALLER_CARD_RECENT) break;
    if (!isOpen(r.status)) {
      recent.push({ workflowId: r.workflowId, createTime: r.createTime, appealTypeName: r.appealTypeName, status: r.status, statusName: r.statusName, open: false });
    }
  }

  // The page is newest first and holds at least `appeals` rows whenever the caller has that many: counting in it is exact.
  const since = formatDateTime(new Date(Date.now() - rule.days * 86_400_000))!;
  const withinDays = history.records.filter((r) => r.createTime >= since).length;
  return {
    phone: number,
    place: belongingPlace(number),
    orderCount: history.total,
    orderCountMore: Boolean(history.more),
    recent,
    pendingMiss: missed,
    repeat: withinDays >= rule.appeals ? { appeals: rule.appeals, days: rule.days } : null,
    history,
  };
}

interface OpenRow {
  workflow_id: string;
  appeal_type: string;
  status: number;
  created_at: Date;
}

/** The caller's newest open orders the user may see, from migration 034's partial index (the status literal matches it). */
async function openOrders(db: Db, user: Actor, phone: string): Promise<OpenRow[]> {
  const visible = await visibilityOf(db, user);
  const { rows } = await sql<OpenRow>`select w.workflow_id, w.appeal_type, w.status, w.created_at from workflow w
    where w.phone = ${phone} and w.deleted = 0 and w.status < ${sql.lit(Status.finished)} and ${visible}
    order by w.created_at desc, w.workflow_id desc limit ${sql.lit(CALLER_CARD_RECENT)}`.execute(db);
  return rows;
}

/** How many of the number's missed calls wait to be called back (up to the cap), and the latest. */
async function pendingMiss(db: Db, phone: string): Promise<CallerCard['pendingMiss']> {
  const { rows } = await sql<{ n: number; last: Date | null }>`select count(*)::int as n, max(call_time) as last from (
      select call_time from miss_order where phone = ${phone} and state = 0 order by call_time desc limit ${sql.lit(CALLER_CARD_MISS_CAP)}) m`.execute(db);
  const row = rows[0];
  return row && row.n > 0 && row.last ? { count: row.n, lastCallTime: formatDateTime(row.last)! } : null;
}
