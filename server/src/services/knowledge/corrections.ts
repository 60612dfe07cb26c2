// 纠错: whoever may search flags a published article as wrong or outdated; it reaches the owning department, which answers
// 采纳 / 不采纳 within 参数设置's working days (工作日历); the answer reaches the reporter, an overdue one is reminded once.
import { sql } from 'kysely';
import {
  ARTICLE_STATUS as S, CORRECTION_KIND_NAMES, CORRECTION_STATE_NAMES, KNOWLEDGE_PERMISSIONS as KP,
  type Correction, type CorrectionPageRequest,
} from '../../../../src/shared/api/contracts/knowledge.ts';
import { ReminderRoleType, ReminderType } from '../../../../src/shared/protocol/reminders.ts';
import { pageAnswer, type Paging } from '../../lib/paging.ts';
import { Refusal } from '../../lib/refusal.ts';
import { formatDateTime } from '../../lib/time.ts';
import { createReminders } from '../reminders.ts';
import { loadWorkCalendar } from '../workorders/workdays.ts';
import { articleRef, maintainedDepts, mayCorrect, usersHolding, type Db, type KnowledgeReader } from './access.ts';

export const CorrectionState = { open: 0, accepted: 1, rejected: 2 } as const;

/** 纠错 on a published article: due `correctionDays` working days from now; the department's handlers are reminded. */
export async function fileCorrection(db: Db, r: KnowledgeReader, input: { articleId: number; kind: number; reason: string }, correctionDays: number): Promise<number> {
  const reason = input.reason.trim();
  if (!reason) throw new Refusal('请填写纠错内容');
  return db.transaction().execute(async (tx) => {
    const a = await tx.selectFrom('knowledge_article').select(['id', 'dept_id', 'title', 'status']).where('id', '=', input.articleId).where('deleted', '=', 0)
      .forUpdate().executeTakeFirst();
    if (!a || a.status !== S.published) throw new Refusal('只能对已发布的知识纠错');
    const mine = await tx.selectFrom('knowledge_correction').select('id').where('article_id', '=', a.id).where('reporter_id', '=', r.id)
      .where('state', '=', CorrectionState.open).executeTakeFirst();
    if (mine) throw new Refusal('您对该知识的纠错尚未处理，请勿重复提交');
    const now = new Date();
    const due = (await loadWorkCalendar(tx)).addWorkingDays(now, correctionDays);
    const { id } = await tx.insertInto('knowledge_correction').values({
      article_id: a.id, kind: input.kind, reason, reporter_id: r.id, reporter_dept_id: r.deptId, dept_id: a.dept_id, created_at: now, due_at: due,
    }).returning('id').executeTakeFirstOrThrow();
    // Search shows each article's open 纠错.
    await tx.updateTable('knowledge_article').set({ updated_at: now }).where('id', '=', a.id).execute();
    const handlers = await usersHolding(tx, KP.correct, [a.dept_id]);
    await createReminders(tx, handlers.filter((u) => u !== r.id).map((userId) => ({
      userId, type: ReminderType.knowledgeCorrection, roleType: ReminderRoleType.main, workflowId: articleRef(a.id),
      content: `知识“${a.title}”收到纠错（${CORRECTION_KIND_NAMES[input.kind]}），请于 ${formatDateTime(due)} 前处理`,
    })));
    return id;
  });
}

/** 采纳 / 不采纳 with a reply, by the owning department (or a knowledge administrator); the reporter is told. */
export async function handleCorrection(db: Db, r: KnowledgeReader, input: { id: number; accept: boolean; reply: string }): Promise<void> {
  const reply = input.reply.trim();
  if (!reply) throw new Refusal('请填写处理意见');
  await db.transaction().execute(async (tx) => {
    const c = await tx.selectFrom('knowledge_correction as c').innerJoin('knowledge_article as a', 'a.id', 'c.article_id')
      .select(['c.id', 'c.dept_id', 'c.state', 'c.reporter_id', 'c.article_id', 'a.title']).where('c.id', '=', input.id).forUpdate().executeTakeFirst();
    if (!c || !mayCorrect(r, c.dept_id)) throw new Refusal('纠错不存在，或不是本单位知识的纠错');
    if (c.state !== CorrectionState.open) throw new Refusal(`该纠错已处理（${CORRECTION_STATE_NAMES[c.state]}）`);
    const now = new Date();
    const state = input.accept ? CorrectionState.accepted : CorrectionState.rejected;
    await tx.updateTable('knowledge_correction').set({ state, reply, handled_by: r.id, handled_at: now }).where('id', '=', c.id).execute();
    await tx.updateTable('knowledge_article').set({ updated_at: now }).where('id', '=', c.article_id).execute();
    if (c.reporter_id !== r.id) {
      await createReminders(tx, [{
        userId: c.reporter_id, type: ReminderType.knowledgeCorrection, roleType: ReminderRoleType.centre, workflowId: articleRef(c.article_id),
        content: `您对知识“${c.title}”的纠错${CORRECTION_STATE_NAMES[state]}：${reply}`,
      }]);
    }
  });
}

/** Open 纠错 past their deadline not yet reminded of: the department's handlers are told once each. */
export async function remindOverdueCorrections(db: Db, now: Date): Promise<{ corrections: number; reminders: number }> {
  return db.transaction().execute(async (tx) => {
    // Marking first and reading what was marked keeps it to once per 纠错 across servers.
    const due = await tx.updateTable('knowledge_correction').set({ overdue_reminded_at: now })
      .where('state', '=', CorrectionState.open).where('due_at', '<', now).where('overdue_reminded_at', 'is', null)
      .returning(['id', 'article_id', 'dept_id']).execute();
    if (!due.length) return { corrections: 0, reminders: 0 };
    const titles = new Map((await tx.selectFrom('knowledge_article').select(['id', 'title']).where('id', 'in', due.map((d) => d.article_id)).execute()).map((a) => [a.id, a.title]));
    const out = [];
    for (const d of due) {
      for (const userId of await usersHolding(tx, KP.correct, [d.dept_id])) {
        out.push({ userId, type: ReminderType.knowledgeCorrection, roleType: ReminderRoleType.main, workflowId: articleRef(d.article_id),
          content: `知识“${titles.get(d.article_id) ?? ''}”的纠错已超过处理期限，请尽快处理` });
      }
    }
    await createReminders(tx, out);
    return { corrections: due.length, reminders: out.length };
  });
}

const correctionQuery = (db: Db) => db.selectFrom('knowledge_correction as c')
  .innerJoin('knowledge_article as a', 'a.id', 'c.article_id')
  .innerJoin('sys_dept as d', 'd.id', 'c.dept_id')
  .leftJoin('sys_user as rp', 'rp.id', 'c.reporter_id')
  .leftJoin('sys_dept as rd', 'rd.id', 'c.reporter_dept_id')
  .leftJoin('sys_user as h', 'h.id', 'c.handled_by');

/** Knowledge administrators read every 纠错, a department's handlers their articles', everyone the ones they filed. */
export async function correctionPage(db: Db, r: KnowledgeReader, f: NonNullable<CorrectionPageRequest>, page: Paging) {
  const depts = r.publishes || r.corrects ? maintainedDepts(r) : [];
  const scoped = (q: ReturnType<typeof correctionQuery>) => {
    let out = q;
    if (f.mine || depts?.length === 0) out = out.where('c.reporter_id', '=', r.id);
    else if (depts) out = out.where((eb) => eb.or([eb('c.dept_id', 'in', [...depts]), eb('c.reporter_id', '=', r.id)]));
    if (f.state !== undefined) out = out.where('c.state', '=', f.state);
    if (f.articleId !== undefined) out = out.where('c.article_id', '=', f.articleId);
    if (f.deptId !== undefined) out = out.where('c.dept_id', '=', f.deptId);
    return out;
  };
  const [rows, count] = await Promise.all([
    scoped(correctionQuery(db)).select([
      'c.id', 'c.article_id', 'a.title', 'c.kind', 'c.reason', 'rp.real_name as reporter_name', 'rd.name as reporter_dept_name', 'c.dept_id', 'd.name as dept_name',
      'c.created_at', 'c.due_at', 'c.state', 'c.reply', 'h.real_name as handler_name', 'c.handled_at',
    ]).orderBy(sql`c.state = 0`, 'desc').orderBy(sql`case when c.state = 0 then c.due_at end`).orderBy('c.id', 'desc')
      .limit(page.size).offset(page.offset).execute(),
    scoped(correctionQuery(db)).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const now = Date.now();
  return pageAnswer(rows.map((c): Correction => ({
    id: c.id, articleId: c.article_id, articleTitle: c.title, kind: c.kind, kindName: CORRECTION_KIND_NAMES[c.kind] ?? '', reason: c.reason,
    reporterName: c.reporter_name ?? '', reporterDeptName: c.reporter_dept_name, deptId: c.dept_id, deptName: c.dept_name,
    createTime: formatDateTime(c.created_at)!, dueTime: formatDateTime(c.due_at)!, overdue: c.state === CorrectionState.open && c.due_at.getTime() < now,
    state: c.state, stateName: CORRECTION_STATE_NAMES[c.state] ?? '', reply: c.reply, handledBy: c.handler_name, handleTime: formatDateTime(c.handled_at),
  })), count.n, page);
}

