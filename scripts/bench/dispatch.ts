// 智能派单 on a labelled set (dispatch-appeals.json): ≥ 500 appeals in citizens' words across every leaf event type, each
// with the event type and department a careful dispatcher picks (the 派单目录's rule). A freshly seeded server (with the
// first start's month of history) answers through the real route; a wrong answer is the classifier's, never a reason
// to relabel. The set must not repeat the seed's own contents (the model learns from those).
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { resetDatabase, startServer } from '../../server/src/app.ts';
import { appealContents } from '../../server/src/seed/appeal-contents.ts';
import { contents, leafTypes } from '../../server/src/seed/workorders.ts';
import { benchLogin } from './load.ts';

export interface LabelledAppeal { content: string; eventTypeId: number; deptId: number; regionId?: number; issue?: boolean }

export interface DispatchFigures {
  appeals: number;
  /** Department top-1 / top-3 accuracy with the event type given, and from the content (and region) alone. */
  withType: { top1: number; top3: number };
  contentOnly: { top1: number; top3: number };
  /** Event-type top-1 / top-3 through /aop/classifier/keyword. */
  eventType: { top1: number; top3: number };
  /** The issue's 12 complaints: right department in the top 3, content alone. */
  issue: { right: number; of: number };
  p50Ms: number;
  p99Ms: number;
  wrong: string[];
}

export function loadDispatchAppeals(): LabelledAppeal[] {
  const set = JSON.parse(readFileSync(new URL('./dispatch-appeals.json', import.meta.url), 'utf8')) as LabelledAppeal[];
  const seeded = new Set([...Object.values(appealContents), ...Object.values(contents)].flat());
  const copied = set.filter((a) => seeded.has(a.content));
  if (copied.length) throw new Error(`dispatch-appeals.json 含种子工单原文，基准不可信：${copied.map((a) => a.content).join('；')}`);
  const missing = leafTypes.filter(([id]) => !set.some((a) => a.eventTypeId === id));
  if (missing.length) throw new Error(`dispatch-appeals.json 缺少事件分类 ${missing.map(([id]) => id).join('、')}`);
  return set;
}

const pct = (n: number, of: number) => (of ? n / of : 0);

export async function benchDispatch(): Promise<DispatchFigures> {
  const set = loadDispatchAppeals();
  const server = await startServer({ dataDir: 'memory', port: 0, logger: false, scheduler: false });
  try {
    await resetDatabase(server.app, { history: true });
    const url = server.url;
    const token = await benchLogin(url, 'dispatcher');
    const post = async <T>(path: string, body: object): Promise<T> => {
      const r = await fetch(url + path, { method: 'POST', headers: { 'content-type': 'application/json', 'x-auth-token': token }, body: JSON.stringify(body) });
      const json = (await r.json()) as { code: number; msg: string; data: T };
      if (json.code !== 0) throw new Error(`${path}: ${json.msg}`);
      return json.data;
    };
    type Match = { candidates: Array<{ deptId: number }> };
    // Warm: the first answer builds the model (a server in service has it built).
    await post('/aop/intelligentMatch/intelligentMatch', { content: '路灯不亮' });
    const times: number[] = [];
    const f = { withType: [0, 0], contentOnly: [0, 0], eventType: [0, 0], issue: [0, 0] };
    const wrong: string[] = [];
    for (const a of set) {
      const region = a.regionId ? { regionId: a.regionId } : {};
      let t = performance.now();
      const typed = await post<Match>('/aop/intelligentMatch/intelligentMatch', { content: a.content, eventTypeId: a.eventTypeId, ...region });
      times.push(performance.now() - t);
      t = performance.now();
      const plain = await post<Match>('/aop/intelligentMatch/intelligentMatch', { content: a.content, ...region });
      times.push(performance.now() - t);
      const types = await post<Array<{ eventTypeId: number }>>('/aop/classifier/keyword', { content: a.content });
      const score = (row: number[], ids: number[], want: number) => { row[0]! += ids[0] === want ? 1 : 0; row[1]! += ids.slice(0, 3).includes(want) ? 1 : 0; };
      score(f.withType, typed.candidates.map((c) => c.deptId), a.deptId);
      score(f.contentOnly, plain.candidates.map((c) => c.deptId), a.deptId);
      score(f.eventType, types.map((x) => x.eventTypeId), a.eventTypeId);
      if (a.issue) { f.issue[1]!++; if (plain.candidates.slice(0, 3).some((c) => c.deptId === a.deptId)) f.issue[0]!++; }
      if (!plain.candidates.slice(0, 3).some((c) => c.deptId === a.deptId)) wrong.push(`${a.content}（${a.deptId}）→ ${plain.candidates.map((c) => c.deptId).join('、') || '无'}`);
    }
    times.sort((x, y) => x - y);
    const n = set.length;
    const top = (row: number[]) => ({ top1: pct(row[0]!, n), top3: pct(row[1]!, n) });
    return {
      appeals: n, withType: top(f.withType), contentOnly: top(f.contentOnly), eventType: top(f.eventType), issue: { right: f.issue[0]!, of: f.issue[1]! },
      p50Ms: times[Math.floor(times.length * 0.5)]!, p99Ms: times[Math.floor(times.length * 0.99)]!, wrong,
    };
  } finally {
    await server.close();
  }
}

export function dispatchFigureLines(f: DispatchFigures): string[] {
  const p = (x: number) => `${(x * 100).toFixed(1)} %`;
  const mark = (ok: boolean) => (ok ? 'OK' : 'BELOW');
  return [
    `${f.appeals} labelled appeals (scripts/bench/dispatch-appeals.json)`,
    `承办单位, event type given: top-1 ${p(f.withType.top1)} ${mark(f.withType.top1 >= 0.85)}, top-3 ${p(f.withType.top3)} ${mark(f.withType.top3 >= 0.95)}`,
    `承办单位, content alone:    top-1 ${p(f.contentOnly.top1)} ${mark(f.contentOnly.top1 >= 0.85)}, top-3 ${p(f.contentOnly.top3)} ${mark(f.contentOnly.top3 >= 0.95)}`,
    `事件分类 /aop/classifier/keyword: top-1 ${p(f.eventType.top1)}, top-3 ${p(f.eventType.top3)} ${mark(f.eventType.top3 >= 0.95)}`,
    `the issue's 12 complaints, right department in the top 3 from content alone: ${f.issue.right} / ${f.issue.of}`,
    `/aop/intelligentMatch/intelligentMatch latency: p50 ${f.p50Ms.toFixed(1)} ms, p99 ${f.p99Ms.toFixed(1)} ms (target <= 50) ${mark(f.p99Ms <= 50)}`,
    ...f.wrong.slice(0, 15).map((w) => `  not in top 3: ${w}`),
  ];
}
