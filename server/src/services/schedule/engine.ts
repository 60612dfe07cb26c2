// The job engine: every server ticks, and each slot that is due is claimed in the fired-slot table, whose primary key
// lets exactly one server win it (PostgreSQL and PGlite alike). Slots missed while no server was up or the job was paused
// follow the job's 错过执行策略; with 并发执行 禁止 a run holds the job's row in sys_schedule_run, on whichever server, and a
// run that finds it held is skipped. Runs (and skips) are logged; errors never reach the server.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { formatDateTime } from '../../lib/time.ts';
import { dueSlots, parseCron } from './cron.ts';
import { handlerNamed, storedParams } from './registry.ts';

/** The ReadCache key prefix every job write invalidates (on every server, through app.changes). */
export const SCHEDULE_CACHE = 'schedule:';
const JOBS_KEY = `${SCHEDULE_CACHE}enabled`;
const TICK_MS = 250;
/** A slot this late is missed (no server was up, the job was paused, a long stall): 错过执行策略 decides. */
export const MISFIRE_GRACE_MS = 5_000;
/** 立即执行 runs at most this many missed slots (the newest): never an unbounded backlog. */
export const MAX_MISFIRE_RUNS = 50;
/** A server refreshes the run rows it holds this often; a row not refreshed for RUN_STALE_MS belongs to a dead server. */
const RUN_BEAT_MS = 10_000;
const RUN_STALE_SECONDS = 60;
const HOUSEKEEPING_MS = 10 * 60 * 1000;
/** How long closing waits for runs in flight before it lets the database go. */
const CLOSE_WAIT_MS = 5_000;
const MAX_TEXT = 2_000;

export interface EnabledJob {
  id: number;
  handler: string;
  params: string;
  cron: string;
  updatedAt: Date;
  cronSince: Date;
  concurrent: number;
  misfirePolicy: number;
  lastSlot: Date | null;
}

export interface DueSlot {
  slot: Date;
  /** Missed (later than MISFIRE_GRACE_MS), run by 错过执行策略. */
  misfire: boolean;
}

interface RunnableJob {
  id: number;
  handler: string;
  params: string;
  concurrent: number;
}

export interface RunOutcome {
  jobId: number;
  /** 0 失败, 1 成功, 2 跳过 */
  status: 0 | 1 | 2;
  result: string | null;
  error: string | null;
  durationMs: number;
}

interface JobState {
  /** Changes when the job is edited, paused and resumed: the job is then seen afresh. */
  version: string;
  cron: Cron | null;
  /** Slots up to here are handled (run, skipped by policy, or lost to another server). */
  after: Date;
}

export class Scheduler {
  /** Names this server in the job log. */
  readonly serverId = `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
  readonly #app: FastifyInstance;
  readonly #states = new Map<number, JobState>();
  /** Jobs whose sys_schedule_run row this server holds (并发执行 禁止), with how many of its runs hold it. */
  readonly #holding = new Map<number, number>();
  readonly #inFlight = new Set<Promise<unknown>>();
  readonly #abort = new AbortController();
  #timer: NodeJS.Timeout | undefined;
  #ticking = false;
  #stopped = false;
  /** Set once closing stopped waiting: the database may be gone, so nothing more is written. */
  #closed = false;
  #lastHousekeeping = 0;
  #lastBeat = 0;

  constructor(app: FastifyInstance) {
    this.#app = app;
  }

  /** Starts ticking (a server built with `scheduler: false` never calls it; tests may). */
  start(): void {
    if (this.#timer || this.#stopped) return;
    this.#lastHousekeeping = Date.now();
    this.#timer = setInterval(() => void this.tick(), TICK_MS);
    this.#timer.unref();
    void this.tick();
  }

  get started(): boolean {
    return this.#timer !== undefined;
  }

  /** Stops ticking and waits (bounded) for runs in flight; afterwards nothing is written. */
  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
    this.#stopped = true;
    this.#abort.abort();
    let timeout: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([...this.#inFlight]),
      new Promise((resolve) => { timeout = setTimeout(resolve, CLOSE_WAIT_MS); timeout.unref(); }),
    ]);
    clearTimeout(timeout);
    this.#closed = true;
  }

  /** One pass: read enabled jobs (cached), claim and run what is due. Public so tests can drive time. */
  async tick(now = new Date()): Promise<void> {
    if (this.#ticking || this.#stopped) return;
    this.#ticking = true;
    try {
      const jobs = await this.#app.cache.get(JOBS_KEY, () => loadEnabledJobs(this.#app));
      const seen = new Set<number>();
      for (const job of jobs) {
        seen.add(job.id);
        const due = this.#owed(job, now);
        if (due.length) this.#track(this.#fire(job, due));
      }
      if (this.#holding.size && Date.now() - this.#lastBeat > RUN_BEAT_MS) {
        this.#lastBeat = Date.now();
        this.#track(this.#db.updateTable('sys_schedule_run').set({ beat_at: new Date() })
          .where('job_id', 'in', [...this.#holding.keys()]).where('server_id', '=', this.serverId).execute().catch(() => {}));
      }
      for (const id of this.#states.keys()) if (!seen.has(id)) this.#states.delete(id);
      if (now.getTime() - this.#lastHousekeeping > HOUSEKEEPING_MS) {
        this.#lastHousekeeping = now.getTime();
        this.#track(this.#housekeeping());
      }
    } catch {
      // The database may be briefly unreachable: the next tick tries again.
    } finally {
      this.#ticking = false;
    }
  }

  /**
   * The slots this server should try to claim now. Owed is every slot since the last one claimed (or since the cron took
   * effect); the missed ones among them are all run (立即执行), the newest run once (执行一次) or dropped (放弃).
   */
  #owed(job: EnabledJob, now: Date): DueSlot[] {
    const version = `${job.cron}|${job.updatedAt.getTime()}`;
    let state = this.#states.get(job.id);
    if (!state || state.version !== version) {
      let cron: Cron | null = null;
      try { cron = parseCron(job.cron); } catch { /* saved crons are checked; a bad one simply never fires */ }
      const base = Math.max(job.cronSince.getTime(), job.lastSlot?.getTime() ?? 0);
      state = { version, cron, after: new Date(base) };
      this.#states.set(job.id, state);
    }
    if (!state.cron) return [];
    const slots = dueSlots(state.cron, state.after, now, MAX_MISFIRE_RUNS);
    if (slots.length) state.after = slots[slots.length - 1]!;
    return slotsByPolicy(slots, now, job.misfirePolicy);
  }

  /** Claims each slot in turn and runs the job for the ones this server won. */
  async #fire(job: EnabledJob, slots: DueSlot[]): Promise<void> {
    try {
      for (const { slot, misfire } of slots) {
        if (this.#stopped) return;
        // Only a job still enabled with this cron may fire: a server whose cache is a moment stale claims nothing.
        const claimed = await sql<{ job_id: number }>`
          insert into sys_schedule_slot (job_id, slot, server_id)
          select id, ${slot}, ${this.serverId} from sys_schedule_job where id = ${job.id} and status = 1 and cron = ${job.cron}
          on conflict do nothing returning job_id`.execute(this.#app.db);
        if (claimed.rows.length) await this.#guarded(job, slot, misfire);
      }
    } catch {
      // A lost connection: the slot is either claimed by someone else or owed again at this server's next sight.
    }
  }

  /** 执行一次: runs a job now on this server, logged as manual; answers how it went (2 when skipped). */
  runNow(job: RunnableJob): Promise<RunOutcome> {
    return this.#track(this.#guarded(job, null, false));
  }

  /** Runs the job, unless 并发执行 is 禁止 and a run of it is under way on any server: then the skip is logged. */
  async #guarded(job: RunnableJob, slot: Date | null, misfire: boolean): Promise<RunOutcome> {
    if (job.concurrent === 1) return this.#run(job, slot, misfire);
    const holder = await this.#hold(job.id);
    if (holder) return this.#skip(job, slot, misfire, holder);
    try {
      return await this.#run(job, slot, misfire);
    } finally {
      await this.#release(job.id);
    }
  }

  /** Takes the job's run row (a free or stale one); answers who holds it when another run does, else null. */
  async #hold(jobId: number): Promise<{ server_id: string; started_at: Date } | null> {
    const taken = await sql<{ job_id: number }>`
      insert into sys_schedule_run (job_id, server_id, started_at, beat_at) values (${jobId}, ${this.serverId}, now(), now())
      on conflict (job_id) do update set server_id = excluded.server_id, started_at = excluded.started_at, beat_at = excluded.beat_at
        where sys_schedule_run.beat_at < now() - make_interval(secs => ${RUN_STALE_SECONDS})
      returning job_id`.execute(this.#db);
    if (taken.rows.length) {
      this.#holding.set(jobId, (this.#holding.get(jobId) ?? 0) + 1);
      return null;
    }
    const holder = await this.#db.selectFrom('sys_schedule_run').select(['server_id', 'started_at']).where('job_id', '=', jobId).executeTakeFirst();
    return holder ?? { server_id: '?', started_at: new Date() };
  }

  async #release(jobId: number): Promise<void> {
    const n = (this.#holding.get(jobId) ?? 1) - 1;
    if (n > 0) this.#holding.set(jobId, n);
    else this.#holding.delete(jobId);
    if (this.#closed) return;
    await this.#db.deleteFrom('sys_schedule_run').where('job_id', '=', jobId).where('server_id', '=', this.serverId).execute().catch(() => {});
  }

  async #skip(job: RunnableJob, slot: Date | null, misfire: boolean, holder: { server_id: string; started_at: Date }): Promise<RunOutcome> {
    const result = `上一次执行尚未结束（${holder.server_id}，开始于 ${formatDateTime(holder.started_at) ?? ''}），并发执行为禁止，本次跳过`;
    if (!this.#closed) {
      await this.#db.insertInto('sys_schedule_log').values({
        job_id: job.id, handler: job.handler, params: job.params, slot, manual: slot ? 0 : 1, server_id: this.serverId,
        started_at: new Date(), duration_ms: 0, status: 2, result, error: null, misfire: misfire ? 1 : 0,
      }).execute().catch(() => {});
    }
    return { jobId: job.id, status: 2, result, error: null, durationMs: 0 };
  }

  get #db() {
    return this.#app.db;
  }

  async #run(job: RunnableJob, slot: Date | null, misfire: boolean): Promise<RunOutcome> {
    const startedAt = new Date();
    const t0 = performance.now();
    let status: 0 | 1 = 1;
    let result: string | null = null;
    let error: string | null = null;
    try {
      const handler = handlerNamed(job.handler);
      if (!handler) throw new Error(`任务处理器“${job.handler}”不存在`);
      result = clip(await handler.run({ app: this.#app, db: this.#app.db, now: startedAt, signal: this.#abort.signal }, storedParams(job.params)));
    } catch (err) {
      status = 0;
      error = clip(err instanceof Error ? err.message || err.name : String(err)) || '执行失败';
    }
    const durationMs = Math.round(performance.now() - t0);
    if (!this.#closed) {
      await this.#app.db.insertInto('sys_schedule_log').values({
        job_id: job.id, handler: job.handler, params: job.params, slot, manual: slot ? 0 : 1, server_id: this.serverId,
        started_at: startedAt, duration_ms: durationMs, status, result, error, misfire: misfire ? 1 : 0,
      }).execute().catch(() => {});
    }
    return { jobId: job.id, status, result, error, durationMs };
  }

  /** Old slot rows go (each job keeps its newest: it tells a server starting later which slot was last run), and old log rows. */
  async #housekeeping(): Promise<void> {
    await sql`delete from sys_schedule_slot s where s.slot < now() - interval '1 day'
      and s.slot < (select max(m.slot) from sys_schedule_slot m where m.job_id = s.job_id)`.execute(this.#app.db).catch(() => {});
    await sql`delete from sys_schedule_log where started_at < now() - interval '90 days'`.execute(this.#app.db).catch(() => {});
  }

  #track<T>(work: Promise<T>): Promise<T> {
    this.#inFlight.add(work);
    void work.finally(() => this.#inFlight.delete(work)).catch(() => {});
    return work;
  }
}

/** The slots to claim: on-time ones, and the missed ones as the policy says (1 all, 2 the newest, 3 none). */
export function slotsByPolicy(slots: Date[], now: Date, policy: number): DueSlot[] {
  const missed = slots.filter((d) => now.getTime() - d.getTime() > MISFIRE_GRACE_MS);
  const onTime = slots.filter((d) => now.getTime() - d.getTime() <= MISFIRE_GRACE_MS).map((slot) => ({ slot, misfire: false }));
  const run = policy === 1 ? missed : policy === 2 ? missed.slice(-1) : [];
  return [...run.map((slot) => ({ slot, misfire: true })), ...onTime];
}

const clip = (text: string): string => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text);

async function loadEnabledJobs(app: FastifyInstance): Promise<EnabledJob[]> {
  const rows = await app.db.selectFrom('sys_schedule_job as j')
    .select(['j.id', 'j.handler', 'j.params', 'j.cron', 'j.updated_at', 'j.cron_since', 'j.concurrent', 'j.misfire_policy'])
    .select((eb) => eb.selectFrom('sys_schedule_slot as s').whereRef('s.job_id', '=', 'j.id').select((e) => e.fn.max('s.slot').as('m')).as('last_slot'))
    .where('j.status', '=', 1).orderBy('j.id').execute();
  return rows.map((r) => ({
    id: r.id, handler: r.handler, params: r.params, cron: r.cron, updatedAt: r.updated_at, cronSince: r.cron_since,
    concurrent: r.concurrent, misfirePolicy: r.misfire_policy,
    lastSlot: r.last_slot ? new Date(r.last_slot as unknown as string) : null,
  }));
}
