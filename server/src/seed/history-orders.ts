// The demo history's orders: registered by the agents from answered calls over 30 days, each taken through the closed loop
// (派遣 → 办理, sometimes via a level-2 unit → 核查 → 回访 → 考核 → 归档) as far as its age allows, with its steps and log.
import type { Insertable } from 'kysely';
import type { Database } from '../db/schema.ts';
import { cstDay, DAY_MS } from '../lib/time.ts';
import { actionNames } from '../services/workorders/transitions.ts';
import type { WorkCalendar } from '../services/workorders/workdays.ts';
import { timeLimitOf } from '../services/workorders/model.ts';
import type { AnsweredCall } from './history-calls.ts';
import type { Random } from './prng.ts';
import { appealContents } from './appeal-contents.ts';
import { catalogueLead } from './catalogue.ts';
import { leafTypes, names, regions, subOf } from './workorders.ts';

export interface Person { id: number; realName: string; deptId: number | null }

export interface OrderHistory {
  orders: Insertable<Database['workflow']>[];
  steps: Insertable<Database['workflow_step']>[];
  logs: Insertable<Database['workflow_update_log']>[];
  /** The agreed 退回 requests of the orders first sent to the wrong department. */
  applies: Insertable<Database['workflow_apply']>[];
}

/**
 * Share of answered calls that lead to an order (the rest are enquiries answered on the phone): a high one, as in most
 * centres, and enough finished orders that every sentence of appeal-contents.ts is learnt (see teachEveryContent).
 */
const ORDER_SHARE = 0.75;
const HOUR = 3_600_000;
/** Orders younger than this may well be open at first start (see contentTurns). */
const RECENT_DAYS = 4;
/** Share of dispatched orders first sent to a department that is not theirs (then 退回 or 改派); more for appeals "in a 小区". */
const MISROUTED = 0.05;
const MISROUTED_IN_COMPOUND = 0.2;
/** Where a dispatcher plausibly sends an appeal by mistake: the department of the place or of a neighbouring duty. */
const MISTAKEN_DEPT: Record<number, number> = {
  101: 106, 102: 103, 103: 102, 104: 106, 201: 105, 202: 103, 203: 105, 301: 101, 302: 101, 401: 102, 402: 101, 501: 102,
  502: 106, 601: 101, 602: 101, 603: 101, 604: 101, 605: 101, 606: 101, 701: 101, 702: 106,
};
const districtOf = (regionId: number) => (regionId >= 100_000 ? Math.floor(regionId / 10_000) : Math.floor(regionId / 100));

/** The items in a random order (Fisher–Yates). */
function shuffled<T>(r: Random, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = r.int(0, i);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Each type's appeal contents in turn, so the month says each of them: first one whose order will not finish (never
 * handled), then one never used, then the least used. A recent order, likely still open, retries none (its queue would
 * repeat the sentence and stay open too).
 */
function contentTurns(contents: Record<number, string[]>) {
  const uses = new Map<string, number>();
  const lastUsed = new Map<string, number>();
  const taught = new Set<string>();
  let placed: Array<Insertable<Database['workflow']>> = [];
  let turn = 0;
  return {
    next(eventTypeId: number, recent: boolean): string {
      // The orders drawn so far are complete up to `now`: the finished ones have taught their contents.
      for (const o of placed) if (o.finished_at) taught.add(o.content!);
      placed = placed.filter((o) => !o.finished_at);
      const rank = (c: string) => (taught.has(c) ? 2 : !uses.has(c) ? 1 : recent ? 3 : 0);
      const key = (c: string) => [rank(c), uses.get(c) ?? 0, lastUsed.get(c) ?? -1];
      const before = (a: number[], b: number[]) => a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!;
      const next = contents[eventTypeId]!.reduce((best, c) => (before(key(c), key(best)) < 0 ? c : best));
      uses.set(next, (uses.get(next) ?? 0) + 1);
      lastUsed.set(next, turn++);
      return next;
    },
    /** The order that carries the content last handed out. */
    place(o: Insertable<Database['workflow']>): void { placed.push(o); },
  };
}

/**
 * The centre learns only from finished orders, and some orders never finish (still open, or never handled): each
 * sentence not yet in a finished order replaces one of its type whose sentence another finished order also says, where
 * the 派单目录 sends both alike (so the order's route stays true).
 */
function teachEveryContent(orders: Array<Insertable<Database['workflow']>>, contents: Record<number, string[]>): void {
  const finished = orders.filter((o) => o.finished_at);
  const said = new Map<string, number>();
  for (const o of finished) said.set(o.content!, (said.get(o.content!) ?? 0) + 1);
  const lead = (o: Insertable<Database['workflow']>, content: string) => catalogueLead(o.event_type_id!, districtOf(o.region_id!), content);
  for (const [typeId, list] of Object.entries(contents)) {
    for (const c of list) {
      if (said.has(c)) continue;
      const donor = finished.find((o) => o.event_type_id === Number(typeId) && said.get(o.content!)! > 1 && lead(o, o.content!) === lead(o, c));
      if (!donor) continue;
      said.set(donor.content!, said.get(donor.content!)! - 1);
      said.set(c, 1);
      donor.content = c;
    }
  }
}

/**
 * `people.centre` acts for the centre's steps; `people.dept(id)` is someone of that department (or its units). Numbers
 * continue after `firstNumber`.
 */
export function orderHistory(r: Random, calls: AnsweredCall[],
  people: { dispatcher: Person; supervisor: Person; manager: Person; approver: Person; dept(id: number): Person },
  firstNumber: number, now: number, calendar: WorkCalendar): OrderHistory {
  const out: OrderHistory = { orders: [], steps: [], logs: [], applies: [] };
  let n = firstNumber;
  let heldForCheck = false;
  const turns = contentTurns(appealContents);
  // The types are dealt from a shuffled deck, a card per sentence, so each type has orders enough for its contents.
  const cards = leafTypes.flatMap((t) => appealContents[t[0]]!.map(() => t));
  let deck: typeof leafTypes = [];
  for (const call of calls) {
    if (r() >= ORDER_SHARE) continue;
    n++;
    const created = call.endedAt + r.int(30, 180) * 1000;
    if (!deck.length) deck = shuffled(r, cards);
    const type = deck.pop()!;
    // A district's own matters come from that district.
    const region = type[0] === 701 ? r.pick(regions.slice(0, 2)) : type[0] === 702 ? regions[2]! : r.pick(regions);
    const content = turns.next(type[0], now - created < RECENT_DAYS * DAY_MS);
    // The dispatcher sends it where the 派单目录 says (住建局 keeps the largest share through housing's many types).
    const main = catalogueLead(type[0], districtOf(region[0]), content) ?? type[2] ?? 107;
    const appealType = String(r.weighted([[1, 30], [2, 35], [3, 10], [4, 10], [5, 10], [6, 5]] as const));
    const limit = timeLimitOf(appealType);
    const deadline = calendar.addWorkingDays(new Date(created), limit);
    const id = `YL${cstDay(created).replaceAll('-', '')}${String(n).padStart(6, '0')}`;
    const agent = { id: call.seat.userId, realName: call.seat.realName, deptId: null };
    const o: Insertable<Database['workflow']> = {
      workflow_id: id, processid: `hist-${n}`, citizen_name: r.pick(names), phone: call.caller, caller_location: '云南省云澜市',
      channel: '1', appeal_type: appealType, event_type_id: type[0], event_type_name: type[1], region_id: region[0], region_name: region[1],
      address: `${region[1]}${r.int(1, 88)}号`, content, urgency: r() < 0.1 ? '2' : '1', time_limit: limit, deadline,
      status: 1, is_accepted: 0, creator_id: agent.id, creator_name: agent.realName, call_id: call.callId, created_at: new Date(created),
      updated_at: new Date(created), accepted_at: null, dispatched_at: null, main_dept_id: null, sub_dept_id: null, l1_replied_at: null,
      l2_replied_at: null, check_passed: null, checked_at: null, claim_reasonable: null, callback_result: null, callback_at: null,
      assess_score: null, assessed_at: null, finished_at: null, reply_content: null,
    };
    out.orders.push(o);
    turns.place(o);
    let at = created;
    let status = 0;
    /** Takes the step `hours` later, if that moment has passed; answers whether it did. */
    const step = (action: string, to: number, by: Person, hours: number, opinion: string | null = null, set: Partial<typeof o> = {}): boolean => {
      const when = at + hours * HOUR;
      if (when > now - 60_000) return false;
      at = when;
      const fromDept = o.main_dept_id ?? null;
      const toDept = 'main_dept_id' in set ? set.main_dept_id ?? null : fromDept;
      out.steps.push({ workflow_id: id, processid: o.processid, action, action_name: actionNames[action] ?? action, from_status: status || null,
        to_status: to, dept_id: by.deptId, user_id: by.id, user_name: by.realName, opinion, created_at: new Date(when), from_dept_id: fromDept, to_dept_id: toDept });
      out.logs.push({ workflow_id: id, user_id: by.id, user_name: by.realName, action: actionNames[action] ?? action,
        content: opinion ?? actionNames[action] ?? action, created_at: new Date(when) });
      Object.assign(o, set, { status: to, updated_at: new Date(when) });
      status = to;
      return true;
    };
    const kind = r();
    if (kind < 0.08) { step('register', 1, agent, 0, `登记工单；办理时限 ${limit} 个工作日`); continue; }
    if (kind < 0.2) {
      // Answered on the phone: the agent finishes it at once; the centre calls back and assesses.
      step('registerDone', 6, agent, 0, '已当场解答，市民表示认可', { is_accepted: 1, accepted_at: new Date(at), reply_content: '已当场解答，市民表示认可' });
    } else {
      step('registerToAssign', 2, agent, 0, `登记工单；办理时限 ${limit} 个工作日`, { is_accepted: 1, accepted_at: new Date(at) });
      const wrong = MISTAKEN_DEPT[type[0]] ?? 101;
      if (wrong !== main && r() < (/小区|楼道|单元/.test(content) ? MISROUTED_IN_COMPOUND : MISROUTED)) {
        // Sent first to the wrong department, which asks to return it (退回, agreed) or the dispatcher takes it back (改派).
        if (!step('dispatch', 3, people.dispatcher, 0.2 + 2 * r(), null, { main_dept_id: wrong, dispatched_at: new Date(at) })) continue;
        if (r() < 0.6) {
          const holder = people.dept(wrong);
          const reason = '经核实，该诉求不属于本单位职责范围，请重新派遣';
          if (!step('applyReturn', 3, holder, 1 + 6 * r(), reason)) continue;
          const applied = at;
          if (!step('agreeReturn', 2, people.approver, 1 + 4 * r(), '同意退回', { main_dept_id: null, sub_dept_id: null })) continue;
          out.applies.push({ workflow_id: id, kind: 'return', state: 2, days: null, reason, applicant_id: holder.id, applicant_name: holder.realName,
            applicant_dept_id: wrong, applicant_level: 1, approver_id: people.approver.id, approver_name: people.approver.realName,
            approve_opinion: '同意退回', decided_at: new Date(at), created_at: new Date(applied) });
        } else if (!step('withdrawDispatch', 2, people.dispatcher, 0.5 + 3 * r(), '派遣单位有误，撤回改派', { main_dept_id: null, sub_dept_id: null })) continue;
      }
      if (!step('dispatch', 3, people.dispatcher, 0.2 + 2 * r(), null, { main_dept_id: main })) continue;
      o.dispatched_at = new Date(at);
      const handler = people.dept(main);
      if (r() < 0.4) {
        const sub = subOf[main]!;
        if (!step('assignDown', 4, handler, 1 + 5 * r(), '请二级单位核实处理', { sub_dept_id: sub })) continue;
        if (!step('reply', 3, people.dept(sub), 4 + 40 * r(), '已现场核实并处理')) continue;
        o.l2_replied_at = new Date(at);
      }
      // A few replies come after the deadline (按时办结率 below 100 %).
      const late = r() < 0.1 ? 24 * limit : 0;
      const reply = '已联系诉求人并现场核实，问题已处理。';
      if (!step('reply', 5, handler, 3 + 36 * r() + late, reply, { reply_content: reply })) continue;
      o.l1_replied_at = new Date(at);
      const recent = now - at < 2 * DAY_MS;
      if (recent && r() < 0.15) {
        step('checkFail', 3, people.dispatcher, 1 + 8 * r(), '回复内容不完整，请补充', { check_passed: 0, rework: 1, rework_count: 1 });
        o.checked_at = new Date(at);
        continue;
      }
      // One recent level-2 reply always waits for 核查, so a second-level unit's every stage has data at any hour.
      if (o.sub_dept_id && !heldForCheck && now - at < DAY_MS) {
        heldForCheck = true;
        continue;
      }
      if (!step('checkPass', 6, people.dispatcher, 1 + 10 * r(), null, { check_passed: 1, claim_reasonable: r() < 0.05 ? 0 : 1 })) continue;
      o.checked_at = new Date(at);
    }
    const result = r.weighted([[1, 80], [2, 13], [3, 7]] as const);
    if (result === 3 && now - at < 3 * DAY_MS && o.main_dept_id) {
      if (step('callbackUnsatisfied', 3, people.supervisor, 2 + 20 * r(), '市民对处理结果不满意', { callback_result: 3, rework: 2, rework_count: 1 })) o.callback_at = new Date(at);
      continue;
    }
    if (!step('callbackSatisfied', 7, people.supervisor, 2 + 20 * r(), result === 1 ? '市民满意' : '市民基本满意', { callback_result: result === 3 ? 1 : result })) continue;
    o.callback_at = new Date(at);
    if (!step('assess', 8, people.manager, 4 + 40 * r(), null, { assess_score: 85 + r.int(0, 15) })) continue;
    o.assessed_at = new Date(at);
    o.finished_at = new Date(at);
    if (r() < 0.6) step('caseFile', 9, people.dispatcher, 24 + 72 * r());
  }
  teachEveryContent(out.orders, appealContents);
  return out;
}
