// 工作日历: deadlines across 元旦, 春节 and a swapped Saturday; a pause (挂账) counts only the working time it covered;
// administrators set and clear days, open orders' deadlines move at once (on another server too, on PostgreSQL);
// refusals change nothing; from 1 December administrators are reminded while next year's arrangement is missing.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import type { CalendarWriteResult, CalendarYear } from '../../src/shared/api/contracts/sysCalendar.ts';
import type { LimitDayTimeResult, WorkflowDetail } from '../../src/shared/api/workorder.types.ts';
import { ReminderType } from '../../src/shared/protocol/reminders.ts';
import { startServer, type StartedServer } from '../../server/src/app.ts';
import { remindMissingArrangement } from '../../server/src/services/calendar/arrangement-reminder.ts';
import { loadWorkCalendar, WorkCalendar } from '../../server/src/services/workorders/workdays.ts';
import { callsAs, databaseLabel, registerOrder, startTestServer, type TestServer } from './helpers.ts';

const at = (text: string) => new Date(text.replace(' ', 'T') + '+08:00');
const text = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

let s: TestServer;
const tok: Record<string, string> = {};
const { ok, no } = callsAs(() => s, tok);
before(async () => { s = await startTestServer(); });
after(async () => { await s?.close(); });
beforeEach(async () => {
  await s.reset();
  for (const u of ['admin', 'agent01', 'dept01', 'approver']) tok[u] = await s.login(u);
});

describe(`工作日历（${databaseLabel}）`, () => {
  test('截止时间按工作日计算：元旦、春节、调休的周六；未录入的年份只按周末', async () => {
    const seeded = await loadWorkCalendar(s.app.db);
    // 2026 年春节：2/13（周五）起 3 个工作日 -> 2/14（周六调休上班）、2/24、2/25。
    assert.equal(text(seeded.addWorkingDays(at('2026-02-13 10:00:00'), 3)), '2026-02-25 23:59:59');
    // 调休的周六：2026-10-09（周五）起 1 个工作日是 10/10（周六上班）。
    assert.equal(text(seeded.addWorkingDays(at('2026-10-09 16:00:00'), 1)), '2026-10-10 23:59:59');
    // 2027 年尚未录入：只按周末，12/30 起 2 个工作日落在元旦（旧的硬编码表的错误）。
    assert.equal(text(seeded.addWorkingDays(at('2026-12-30 10:00:00'), 2)), '2027-01-01 23:59:59');
    assert.ok(!seeded.arrangedYears.has(2027));

    await ok('admin', '/api/sys/calendar/save', { from: '2027-01-01', to: '2027-01-03', kind: 1, name: '元旦' });
    const withNewYear = await loadWorkCalendar(s.app.db);
    assert.equal(text(withNewYear.addWorkingDays(at('2026-12-30 10:00:00'), 2)), '2027-01-04 23:59:59');
    // The registration's own deadline uses it too.
    const limit = await ok<LimitDayTimeResult>('agent01', '/aop/limit/limitDayTime?day=1');
    assert.equal(limit.deadline, text(withNewYear.addWorkingDays(new Date(), 1)));
  });

  test('挂账只计所覆盖的工作时间：跨周末的暂停不把周末加进期限', () => {
    const calendar = new WorkCalendar([{ day: '2026-10-10', kind: 2 }, { day: '2026-10-08', kind: 1 }]);
    // 周五 18:00 挂账，周一 09:00 恢复：工作时间 6 + 9 = 15 小时。
    const covered = calendar.workingMsBetween(at('2026-03-13 18:00:00'), at('2026-03-16 09:00:00'));
    assert.equal(covered, 15 * 3_600_000);
    // 周三 23:59:59 的期限顺延 15 个工作小时是周四 14:59:59，不是日历上的周五。
    assert.equal(text(calendar.addWorkingMs(at('2026-03-18 23:59:59'), covered)), '2026-03-19 14:59:59');
    // 期限落在假日前一天：顺延跳过假日（10/8 放假）和周日，落到周六调休上班日。
    assert.equal(text(calendar.addWorkingMs(at('2026-10-07 23:00:00'), 2 * 3_600_000)), '2026-10-09 01:00:00');
    assert.equal(text(calendar.addWorkingMs(at('2026-10-09 23:00:00'), 2 * 3_600_000)), '2026-10-10 01:00:00');
    assert.equal(calendar.workingMsBetween(at('2026-03-14 00:00:00'), at('2026-03-16 00:00:00')), 0);
  });

  test('设置与恢复假日：在办工单的剩余工作时间不变，期限立即顺延或提前，并记入工单日志', async () => {
    const year = Number(text(new Date()).slice(0, 4)) + 2;
    // A Wednesday in January two years ahead: no arrangement is there, the order's deadline is set on it.
    const wednesday = [...Array(14).keys()].map((i) => `${year}-01-${String(i + 5).padStart(2, '0')}`)
      .find((d) => at(`${d} 12:00:00`).getUTCDay() === 3)!;
    const thursday = text(new Date(at(`${wednesday} 00:00:00`).getTime() + 86_400_000)).slice(0, 10);
    const order = await registerOrder(s, { deptId: 101 });
    await s.app.db.updateTable('workflow').set({ deadline: at(`${wednesday} 23:59:59`) }).where('workflow_id', '=', order.workflowId).execute();
    const finished = await registerOrder(s);
    await s.app.db.updateTable('workflow').set({ deadline: at(`${wednesday} 23:59:59`), status: 8, deleted: 0 }).where('workflow_id', '=', finished.workflowId).execute();

    const saved = await ok<CalendarWriteResult>('admin', '/api/sys/calendar/save', { from: wednesday, to: wednesday, kind: 1, name: '测试假日' });
    assert.deepEqual(saved, { days: 1, ordersMoved: 1 });
    const detail = () => ok<WorkflowDetail>('admin', `/aop/workflow/detail?workflowId=${order.workflowId}`, undefined, 'GET');
    assert.equal((await detail()).deadline, `${thursday} 23:59:59`);
    const log = await s.app.db.selectFrom('workflow_update_log').select(['action', 'content']).where('workflow_id', '=', order.workflowId).where('action', '=', '工作日历调整').execute();
    assert.deepEqual(log.map((l) => l.content), [`工作日历调整，办理期限：${wednesday} 23:59:59 → ${thursday} 23:59:59`]);
    // A finished order keeps its deadline.
    const kept = await s.app.db.selectFrom('workflow').select('deadline').where('workflow_id', '=', finished.workflowId).executeTakeFirstOrThrow();
    assert.equal(text(kept.deadline), `${wednesday} 23:59:59`);

    const view = await ok<CalendarYear>('admin', '/api/sys/calendar/year', { year });
    assert.equal(view.arranged, true);
    assert.deepEqual(view.days, [{ day: wednesday, kind: 1, name: '测试假日' }]);

    const cleared = await ok<CalendarWriteResult>('admin', '/api/sys/calendar/delete', { from: wednesday, to: wednesday });
    assert.deepEqual(cleared, { days: 1, ordersMoved: 1 });
    assert.equal((await detail()).deadline, `${wednesday} 23:59:59`);
    assert.equal((await ok<CalendarYear>('admin', '/api/sys/calendar/year', { year })).arranged, false);
  });

  test('拒绝：工作日设为调休上班、日期不存在、顺序颠倒、超过一个月、无权限、坏输入；什么都不改', async () => {
    await no('admin', '/api/sys/calendar/save', { from: '2027-01-04', to: '2027-01-04', kind: 2, name: '元旦' }, '2027-01-04（周一）本来就是工作日，调休上班只能设在周六或周日');
    await no('admin', '/api/sys/calendar/save', { from: '2027-02-30', to: '2027-03-01', kind: 1 }, '日期 2027-02-30 不存在');
    await no('admin', '/api/sys/calendar/save', { from: '2027-02-10', to: '2027-02-01', kind: 1 }, '结束日期不能早于开始日期');
    await no('admin', '/api/sys/calendar/save', { from: '2027-01-01', to: '2027-03-01', kind: 1 }, '一次最多设置 31 天');
    await no('admin', '/api/sys/calendar/delete', { from: '2027-1-1', to: '2027-01-02' }, /from/);
    await no('admin', '/api/sys/calendar/save', { from: '2027-01-01', to: '2027-01-01', kind: 3 }, /kind/);
    await no('admin', '/api/sys/calendar/save', { from: '2027-01-01', to: '2027-01-01', kind: 1, name: '元\u0000旦' }, /name|字符/);
    await no('admin', '/api/sys/calendar/year', { year: '2027' }, /year/);
    const refused = await s.call('/api/sys/calendar/save', { token: tok.agent01, body: { from: '2027-01-01', to: '2027-01-01', kind: 1 } });
    assert.equal(refused.status, 403);
  });

  test('自 12 月 1 日起明年的安排未录入时，每天提醒管理员（未读时不重复），录入后不再提醒', async () => {
    assert.deepEqual(await remindMissingArrangement(s.app.db, at('2026-11-28 09:00:00')), { years: [], reminded: 0 });
    const first = await remindMissingArrangement(s.app.db, at('2026-12-01 08:00:00'));
    assert.deepEqual(first.years, [2027]);
    assert.ok(first.reminded >= 1);
    const admin = await s.app.db.selectFrom('sys_user').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    const reminders = () => s.app.db.selectFrom('workflow_remind_msg').select(['content', 'role_type']).where('user_id', '=', admin.id).where('type', '=', ReminderType.calendarMissing).execute();
    assert.equal((await reminders()).length, 1);
    assert.match((await reminders())[0]!.content, /2027年的节假日安排尚未录入工作日历/);
    // While the last one is unread, the next day's run adds none; once read, the next run reminds again.
    assert.equal((await remindMissingArrangement(s.app.db, at('2026-12-02 08:00:00'))).reminded, 0);
    await s.app.db.updateTable('workflow_remind_msg').set({ is_read: 1 }).where('type', '=', ReminderType.calendarMissing).execute();
    assert.ok((await remindMissingArrangement(s.app.db, at('2026-12-03 08:00:00'))).reminded >= 1);
    assert.equal((await reminders()).length, 2);
    const view = await ok<CalendarYear>('admin', '/api/sys/calendar/year', { year: 2027 });
    assert.equal(view.arranged, false);

    await ok('admin', '/api/sys/calendar/save', { from: '2027-01-01', to: '2027-01-01', kind: 1, name: '元旦' });
    assert.deepEqual(await remindMissingArrangement(s.app.db, at('2026-12-04 08:00:00')), { years: [], reminded: 0 });
  });

  test('另一台服务器立即按新日历计算（PostgreSQL）', { skip: !process.env.DATABASE_URL && '只在 PostgreSQL 上有多台服务器' }, async () => {
    const other: StartedServer = await startServer({ databaseUrl: s.databaseUrl, port: 0, logger: false, scheduler: false });
    try {
      const deadlineOn = async (url: string) => {
        const r = await fetch(`${url}/aop/limit/limitDayTime?day=1`, { method: 'POST', headers: { 'x-auth-token': tok.agent01! } });
        const body = (await r.json()) as { code: number; msg: string; data: LimitDayTimeResult };
        assert.equal(body.code, 0, body.msg);
        return body.data.deadline;
      };
      // The next working day made a day off through this server: the other answers the working day after it at once.
      const before = await deadlineOn(other.url);
      const nextWorkingDay = before.slice(0, 10);
      await ok('admin', '/api/sys/calendar/save', { from: nextWorkingDay, to: nextWorkingDay, kind: 1, name: '临时休息' });
      const afterEdit = await deadlineOn(other.url);
      assert.ok(afterEdit > before, `${afterEdit} > ${before}`);
      assert.equal(afterEdit, text((await loadWorkCalendar(s.app.db)).addWorkingDays(new Date(), 1)));
    } finally {
      await other.close();
    }
  });
});
