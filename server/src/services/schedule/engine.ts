// The job engine: every server ticks, and each slot that is due is claimed in the fired-slot table, whose primary key
// lets exactly one server win it (PostgreSQL and PGlite alike). Runs are logged; errors never reach the server.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { dueSlots, parseCron } from './cron.ts';
import { handlerNamed, storedParams } from './registry.ts';

/** The ReadCache key prefix every job write invalidates (on every server, through app.changes). */
export const SCHEDULE_CACHE = 'schedule:';
const JOBS_KEY = `${SCHEDULE_CACHE}enabled`;
const TICK_MS = 250;
/** Slots owed by a running server after a stall (an event-loop pause); more than this and only the newest count. */
const MAX_CATCH_UP = 5;
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
  lastSlot: Date | null;
}

export interface RunOutcome {
  jobId: number;
  status: 0 | 1;
  result: string | null;
  error: string | null;
  durationMs: number;
}

interface JobState {
  /** Changes when the job is edited, paused and resumed: the job is then seen afresh. */
  version: string;
  cron: Cron | null;
  /** Slots up to here are handled (run, or lost to another server). */
  after: Date;
  firstSight: boolean;
}

export class Scheduler {
  /** Names this server in the job log. */
  readonly serverId = `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
  readonly #app: FastifyInstance;
  readonly #states = new Map<number, JobState>();
  readonly #running = new Set<number>();
  readonly #inFlight = new Set<Promise<unknown>>();
  readonly #abort = new AbortController();
  #timer: NodeJS.Timeout | undefined;
  #ticking = false;
  #stopped = false;
  /** Set once closing stopped waiting: the database may be gone, so nothing more is written. */
  #closed = false;
  #lastHousekeeping = 0;

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
        if (due.length && !this.#running.has(job.id)) this.#track(this.#fire(job, due));
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

  /** The slots this server should try to claim now; a job seen for the first time is owed only its newest missed slot. */
  #owed(job: EnabledJob, now: Date): Date[] {
    const version = `${job.cron}|${job.updatedAt.getTime()}`;
    let state = this.#states.get(job.id);
    if (!state || state.version !== version) {
      let cron: Cron | null = null;
      try { cron = parseCron(job.cron); } catch { /* saved crons are checked; a bad one simply never fires */ }
      const base = Math.max(job.updatedAt.getTime(), job.lastSlot?.getTime() ?? 0);
      state = { version, cron, after: new Date(base), firstSight: true };
      this.#states.set(job.id, state);
    }
    if (!state.cron) return [];
    const due = dueSlots(state.cron, state.after, now, state.firstSight ? 1 : MAX_CATCH_UP);
    state.firstSight = false;
    if (due.length) state.after = due[due.length - 1]!;
    return due;
  }

  /** Claims each slot in turn and runs the job for the ones this server won. */
  async #fire(job: EnabledJob, slots: Date[]): Promise<void> {
    this.#running.add(job.id);
    try {
      for (const slot of slots) {
        if (this.#stopped) return;
        // Only a job still enabled with this cron may fire: a server whose cache is a moment stale claims nothing.
        const claimed = await sql<{ job_id: number }>`
          insert into sys_schedule_slot (job_id, slot, server_id)
          select id, ${slot}, ${this.serverId} from sys_schedule_job where id = ${job.id} and status = 1 and cron = ${job.cron}
          on conflict do nothing returning job_id`.execute(this.#app.db);
        if (claimed.rows.length) await this.#run(job, slot);
      }
    } catch {
      // A lost connection: the slot is either claimed by someone else or owed again at this server's next sight.
    } finally {
      this.#running.delete(job.id);
    }
  }

  /** 执行一次: runs a job now on this server, logged as manual; answers how it went. */
  runNow(job: { id: number; handler: string; params: string }): Promise<RunOutcome> {
    return this.#track(this.#run(job, null));
  }

  async #run(job: { id: number; handler: string; params: string }, slot: Date | null): Promise<RunOutcome> {
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
        started_at: startedAt, duration_ms: durationMs, status, result, error,
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

const clip = (text: string): string => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text);

async function loadEnabledJobs(app: FastifyInstance): Promise<EnabledJob[]> {
  const rows = await app.db.selectFrom('sys_schedule_job as j')
    .select(['j.id', 'j.handler', 'j.params', 'j.cron', 'j.updated_at'])
    .select((eb) => eb.selectFrom('sys_schedule_slot as s').whereRef('s.job_id', '=', 'j.id').select((e) => e.fn.max('s.slot').as('m')).as('last_slot'))
    .where('j.status', '=', 1).orderBy('j.id').execute();
  return rows.map((r) => ({
    id: r.id, handler: r.handler, params: r.params, cron: r.cron, updatedAt: r.updated_at,
    lastSlot: r.last_slot ? new Date(r.last_slot as unknown as string) : null,
  }));
}
