// 分机监控's logic: the grid and counters loaded once per filter, then kept current by 'monitor' pushes (no reload, so
// scroll and filters stay); while the push stream is down it polls and says so; durations tick on the client clock.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { fetchClasses, fetchSkillGroups } from '../../../shared/api/callcenter.ts';
import type { MonitorCounters, MonitorRow } from '../../../shared/api/contracts/monitor.ts';
import { fetchMonitorCounters, fetchMonitorList, type MonitorQuery } from '../../../shared/api/monitor.ts';
import { ROSTER_RESOURCES } from '../../../shared/api/rosters.ts';
import { useResource } from '../../../shared/data/index.ts';
import { messageOf } from '../../../shared/http/errors.ts';
import { monitorText as t } from '../../../shared/i18n/monitor.zh-CN.ts';
import type { MonitorState } from '../../../shared/protocol/monitor.ts';
import { push, onPush } from '../../../shared/push/push.store.ts';

/** How often the grid is read again while live updates are paused. */
export const MONITOR_POLL_MS = 5_000;

export interface MonitorDraft {
  classId: string;
  skillName: string;
  state: string;
  keyword: string;
}

const EMPTY: MonitorDraft = { classId: '', skillName: '', state: '', keyword: '' };

function queryOf(d: MonitorDraft): MonitorQuery {
  const q: MonitorQuery = {};
  if (d.classId) q.classId = Number(d.classId);
  if (d.skillName) q.skillName = d.skillName;
  if (d.state) q.state = d.state as MonitorState;
  if (d.keyword.trim()) q.keyword = d.keyword.trim();
  return q;
}

/** Whether a pushed row belongs in the grid under the filters (the server's monitorList rules). */
function matches(row: MonitorRow, q: MonitorQuery): boolean {
  if (q.classId && row.classId !== q.classId) return false;
  if (q.skillName && row.skillName !== q.skillName) return false;
  if (q.state && row.state !== q.state) return false;
  if (q.keyword && ![row.extension, row.realName, row.jobNumber].some((v) => v.includes(q.keyword!))) return false;
  return true;
}

function merge(rows: MonitorRow[], pushed: MonitorRow[], q: MonitorQuery): MonitorRow[] {
  const byExtension = new Map(rows.map((r) => [r.extension, r]));
  for (const row of pushed) {
    if (matches(row, q)) byExtension.set(row.extension, row);
    else byExtension.delete(row.extension);
  }
  return [...byExtension.values()].sort((a, b) => a.extension.localeCompare(b.extension));
}

/** The state shown now: after-call work ends on its own when its time is up. */
export const shownState = (row: MonitorRow, now: number): MonitorState =>
  row.state === 'wrapUp' && row.wrapUpUntil !== null && now >= row.wrapUpUntil ? 'idle' : row.state;

/** The counters with after-call work that ended since they were counted moved to idle. */
function shownCounters(counters: MonitorCounters | null, rows: MonitorRow[], filtered: boolean, now: number): MonitorCounters | null {
  if (!counters || filtered) return counters;
  const ended = rows.filter((r) => r.state === 'wrapUp' && r.wrapUpUntil !== null && r.wrapUpUntil > counters.now && now >= r.wrapUpUntil).length;
  const longestWaitSeconds = counters.oldestWaitSince === null ? 0 : Math.max(0, Math.floor((now - counters.oldestWaitSince) / 1000));
  return { ...counters, wrapUp: counters.wrapUp - ended, idle: counters.idle + ended, longestWaitSeconds };
}

export function useMonitor() {
  const [draft, setDraft] = useState<MonitorDraft>(EMPTY);
  const [query, setQuery] = useState<MonitorQuery>({});
  const [rows, setRows] = useState<MonitorRow[]>([]);
  const [counters, setCounters] = useState<MonitorCounters | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  /** Server clock minus this browser's clock: durations count from the server's since-when. */
  const [skew, setSkew] = useState(0);
  const [clock, setClock] = useState(() => Date.now());
  const { live } = useSnapshot(push);
  const queryRef = useRef(query);
  queryRef.current = query;
  const classes = useResource(`${ROSTER_RESOURCES.classes}:monitor`, () => fetchClasses());
  const skills = useResource(`${ROSTER_RESOURCES.skills}:monitor`, () => fetchSkillGroups());

  const load = useCallback(async (signal?: AbortSignal) => {
    setLoading(true);
    try {
      const asked = queryRef.current;
      const [list, c] = await Promise.all([fetchMonitorList(asked, signal), fetchMonitorCounters(signal)]);
      if (signal?.aborted || asked !== queryRef.current) return;
      setRows(list.records);
      setCounters(c);
      setSkew(list.now - Date.now());
      setError(null);
    } catch (e) {
      if (!signal?.aborted) setError(messageOf(e, t.loadFailed));
    } finally {
      if (!signal?.aborted) setLoading(false);
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [query, load]);

  useEffect(() => onPush('monitor', (event) => {
    setCounters(event.counters);
    if (event.rows.length) setRows((prev) => merge(prev, event.rows, queryRef.current));
  }), []);

  // Pushes sent while the stream was down are lost: read everything again when it is back; poll meanwhile.
  const wasLive = useRef(live);
  useEffect(() => {
    if (live && !wasLive.current) void load();
    wasLive.current = live;
    if (live) return undefined;
    const timer = setInterval(() => void load(), MONITOR_POLL_MS);
    return () => clearInterval(timer);
  }, [live, load]);

  useEffect(() => {
    const timer = setInterval(() => setClock(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  const now = clock + skew;
  const filtered = Object.keys(query).length > 0;
  return {
    draft,
    setField: (name: keyof MonitorDraft, value: string) => setDraft((d) => ({ ...d, [name]: value })),
    search: () => setQuery(queryOf(draft)),
    reset: () => { setDraft(EMPTY); setQuery({}); },
    rows,
    counters: shownCounters(counters, rows, filtered, now),
    filtered,
    loading,
    error,
    reload: () => void load(),
    live,
    now,
    classes: classes.data ?? [],
    skills: skills.data ?? [],
  };
}
