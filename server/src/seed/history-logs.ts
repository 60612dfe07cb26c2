// The demo history's logs: each demo account's sign-ins (and a few wrong passwords), the administrators' and supervisors'
// recorded operations, and the scheduled jobs' runs, over the same 30 days as the calls and orders.
import type { Insertable } from 'kysely';
import type { Database } from '../db/schema.ts';
import { DAY_MS } from '../lib/time.ts';
import { jobHandlers } from '../services/schedule/registry.ts';
import type { Random } from './prng.ts';

export interface LogPerson { id: number; username: string }

const BROWSERS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
];

/** [module, action, method, uri, params, who]: what the back office's people do in a month, each by someone allowed to. */
const OPERATIONS: Array<[string, string, string, string, string | null, string]> = [
  ['用户管理', '修改用户', 'POST', '/api/sys/user/update', '{"body":{"userId":12,"realName":"李建华","status":1}}', 'admin'],
  ['用户管理', '重置密码', 'POST', '/api/sys/user/resetPassword', '{"body":{"userId":23}}', 'admin'],
  ['用户管理', '新增用户', 'POST', '/api/sys/user/save', '{"body":{"username":"user065","realName":"张文博","deptId":10301}}', 'admin'],
  ['角色管理', '修改角色', 'POST', '/api/sys/role/update', '{"body":{"roleId":10,"roleName":"话务员"}}', 'admin'],
  ['字典管理', '修改字典数据', 'POST', '/api/sys/dict/data/update', '{"body":{"dictType":"channel","dictLabel":"12345 热线"}}', 'admin'],
  ['公告管理', '发布公告', 'POST', '/api/notice/publish', '{"body":{"id":1}}', 'manager'],
  ['公告管理', '新增公告', 'POST', '/api/notice/save', '{"body":{"title":"热线值守安排"}}', 'manager'],
  ['常用号码', '新增号码', 'POST', '/api/callcenter/phone/save', '{"body":{"name":"市供水热线","number":"96116"}}', 'supervisor'],
  ['话单记录', '导出话单', 'POST', '/api/callcenter/callRecord/export', '{"body":{"startTime":"","endTime":""}}', 'supervisor'],
  ['班组管理', '修改班组', 'POST', '/api/callcenter/banci/update', '{"body":{"className":"早班（08:00-16:00）","busyLimit":2}}', 'manager'],
  ['定时任务', '暂停任务', 'POST', '/api/sys/schedule/pause', '{"body":{"jobIds":[3]}}', 'admin'],
  ['定时任务', '恢复任务', 'POST', '/api/sys/schedule/resume', '{"body":{"jobIds":[3]}}', 'admin'],
];

export interface LogHistory {
  logins: Insertable<Database['sys_log_login']>[];
  operations: Insertable<Database['sys_log_operation']>[];
  jobRuns: Insertable<Database['sys_schedule_log']>[];
}

export function logHistory(r: Random, staff: LogPerson[], admins: LogPerson[], jobs: Array<{ id: number; handler: string }>, today: number, now: number): LogHistory {
  const out: LogHistory = { logins: [], operations: [], jobRuns: [] };
  const ipOf = new Map(staff.map((p, i) => [p.id, `10.20.${1 + (i % 4)}.${20 + i}`]));
  for (let d = 30; d >= 0; d--) {
    const dayStart = today - d * DAY_MS;
    const weekday = new Date(dayStart + 8 * 3_600_000).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (const p of staff) {
      const at = dayStart + 7.5 * 3_600_000 + r.int(0, 90) * 60_000;
      if (at > now) continue;
      const login = { user_id: p.id, username: p.username, ip: ipOf.get(p.id)!, user_agent: r.pick(BROWSERS) };
      if (r() < 0.06) out.logins.push({ ...login, status: 0, msg: '用户名或密码错误', created_at: new Date(at - 60_000) });
      out.logins.push({ ...login, status: 1, msg: '登录成功', created_at: new Date(at) });
    }
    for (let i = r.int(2, 6); i > 0; i--) {
      const at = dayStart + r.int(9 * 60, 17 * 60) * 60_000;
      if (at > now) continue;
      const [module, operation, method, uri, params, who] = r.pick(OPERATIONS);
      const p = admins.find((a) => a.username === who) ?? admins[0]!;
      const failed = r() < 0.05;
      out.operations.push({ user_id: p.id, username: p.username, module, operation, request_uri: uri, request_method: method, request_params: params,
        ip: ipOf.get(p.id) ?? '10.20.1.10', duration_ms: r.int(8, 240), status: failed ? 0 : 1, error_msg: failed ? '数据已被他人修改，请刷新后重试' : null,
        created_at: new Date(at) });
    }
  }
  // Daily jobs for the whole month; the hourly ones for the last two days.
  for (const job of jobs) {
    const cron = jobHandlers.find((h) => h.name === job.handler)?.defaultCron ?? '0 4 * * *';
    const [minute, hour] = cron.split(' ');
    const hourly = hour === '*';
    const slots: number[] = [];
    for (let d = hourly ? 2 : 30; d >= 0; d--) {
      const dayStart = today - d * DAY_MS;
      for (const h of hourly ? Array.from({ length: 24 }, (_, i) => i) : [Number(hour)]) slots.push(dayStart + (h * 60 + Number(minute)) * 60_000);
    }
    for (const slot of slots.filter((s) => s < now)) {
      out.jobRuns.push({ job_id: job.id, handler: job.handler, params: '{}', slot: new Date(slot), server_id: 'hotline-1', started_at: new Date(slot + 200),
        duration_ms: r.int(15, 900), status: 1, result: '完成', error: null });
    }
  }
  return out;
}
