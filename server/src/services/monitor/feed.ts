// 分机监控 pushes: seat changes and queue moves gathered over a moment, then one 'monitor' event per burst to the
// consoles that may see the monitor, through the change bus so every server delivers it.
import type { FastifyInstance } from 'fastify';
import type { MonitorRow } from '../../../../src/shared/api/contracts/monitor.ts';
import { ADMIN_ROLE_ID } from '../permissions.ts';
import { monitorCounters, monitorRows, type QueueSnapshot } from './monitor.ts';

/** The permission of the 分机监控 page (menu 501's button); its roles hear the pushes. */
export const MONITOR_PERMISSION = 'callcenter:monitor:list';
/** Changes within this long go out as one push: 100 seat changes a second are 5 pushes per console, not 100. */
export const COALESCE_MS = 200;
/** NOTIFY carries at most 8000 bytes (changes.ts falls back to "drop everything" above 7000): rows go in slices below it. */
const MAX_EVENT_BYTES = 5_500;

export class MonitorFeed {
  readonly #pending = new Set<string>();
  #queuesMoved = false;
  #timer: NodeJS.Timeout | null = null;
  #flushing: Promise<void> = Promise.resolve();
  #closed = false;

  constructor(private readonly app: FastifyInstance, private readonly queues: () => QueueSnapshot) {}

  seatChanged(extension: string): void {
    this.#pending.add(extension);
    this.#schedule();
  }

  queuesChanged(): void {
    this.#queuesMoved = true;
    this.#schedule();
  }

  /** Settles once every change heard so far has been pushed (tests, the bench). */
  async idle(): Promise<void> {
    while (this.#timer || this.#pending.size || this.#queuesMoved) {
      await new Promise((resolve) => setTimeout(resolve, COALESCE_MS / 2));
    }
    await this.#flushing;
  }

  close(): void {
    this.#closed = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
  }

  #schedule(): void {
    if (this.#timer || this.#closed) return;
    this.#timer = setTimeout(() => {
      // One push at a time: a slow one makes the next gather more, never overlap.
      this.#flushing = this.#flushing.then(() => this.#flush()).catch((err: unknown) => this.app.log.error({ err }, '分机监控推送失败'));
      this.#timer = null;
    }, COALESCE_MS);
    this.#timer.unref();
  }

  async #flush(): Promise<void> {
    const extensions = new Set(this.#pending);
    this.#pending.clear();
    this.#queuesMoved = false;
    if (this.#closed) return;
    const now = Date.now();
    // Every seat's state for the counters; today's calls only for the rows pushed.
    const all = await monitorRows(this.app.db, {}, now, [...extensions]);
    const counters = await monitorCounters(this.app.db, this.app.cache, this.queues(), all, now);
    const rows = all.filter((r) => extensions.has(r.extension));
    const roles = await this.#audience();
    for (const slice of slices(rows)) {
      await this.app.changes.publish({ push: { to: { roles }, event: { type: 'monitor', rows: slice, counters } } });
    }
  }

  /** Roles granted the monitor (admin holds everything); cached until a menu or role write drops 'menus:'. */
  #audience(): Promise<number[]> {
    return this.app.cache.get('menus:monitor-audience', async () => {
      const rows = await this.app.db.selectFrom('sys_role_menu as rm').innerJoin('sys_menu as m', 'm.id', 'rm.menu_id')
        .select('rm.role_id').distinct().where('m.perms', '=', MONITOR_PERMISSION).execute();
      return [ADMIN_ROLE_ID, ...rows.map((r) => r.role_id).filter((id) => id !== ADMIN_ROLE_ID)];
    });
  }
}

/** Rows cut so each event stays under the NOTIFY limit; a burst of only queue moves is one event without rows. */
function slices(rows: MonitorRow[]): MonitorRow[][] {
  if (rows.length === 0) return [[]];
  const out: MonitorRow[][] = [];
  let current: MonitorRow[] = [];
  let bytes = 0;
  for (const row of rows) {
    const size = Buffer.byteLength(JSON.stringify(row)) + 1;
    if (current.length && bytes + size > MAX_EVENT_BYTES) {
      out.push(current);
      current = [];
      bytes = 0;
    }
    current.push(row);
    bytes += size;
  }
  out.push(current);
  return out;
}
