// The traffic generator: citizens arrive at a rate (Poisson), wait in the queues, some hang up while waiting or ringing,
// idle seats are rung, simulated agents answer after a short ring, talk, wrap up and go idle again. It runs live on the
// real clock, or 'simulate N minutes now' on a virtual clock that ends now, which gives the same calls for the same seed.
import type { QueueKind } from '../../../src/shared/api/callcenter.types.ts';
import { enabledExtensions } from '../services/callcenter/extensions.ts';
import { firstClassId } from '../services/callcenter/seat-setup.ts';
import { SETTING } from '../../../src/shared/protocol/settings.ts';
import type { CtiSimulator } from './simulator.ts';
import type { Seat } from './seats.ts';
import { RealClock, VirtualClock, exponential, seededRandom, type Clock } from './traffic-clock.ts';

export interface TrafficOptions {
  /** Citizens arriving per minute (mean of the Poisson process). */
  rate: number;
  seed: number;
  /** Seats of seeded agents the generator signs in and answers for. */
  seats: number;
  /** How long citizens keep arriving. */
  minutes: number;
  /** Mean patience of a waiting citizen before hanging up, in seconds. */
  patienceSeconds?: number;
  /** Mean conversation, in seconds. */
  talkSeconds?: number;
  /** Share of callers in the white-list queue. */
  whiteShare?: number;
  /** Share of rung calls a simulated agent lets ring out (未接). */
  missShare?: number;
}

export interface TrafficCounts {
  offered: number;
  answered: number;
  abandoned: number;
  missed: number;
}

export interface TrafficStatus extends TrafficCounts {
  running: boolean;
  options: TrafficOptions | null;
  startedAt: number | null;
  endsAt: number | null;
  waiting: number;
  simulatedSeats: string[];
}


/** One run of the generator on a clock. */
class TrafficRun {
  readonly counts: TrafficCounts = { offered: 0, answered: 0, abandoned: 0, missed: 0 };
  readonly #random: () => number;
  readonly #waiting: string[] = [];
  readonly #wrapping = new Set<Seat>();
  readonly endsAt: number;
  stopped = false;

  constructor(private readonly cti: CtiSimulator, readonly options: TrafficOptions, readonly seats: Seat[], private readonly clock: Clock, private readonly live: boolean) {
    this.#random = seededRandom(options.seed);
    this.endsAt = clock.now() + options.minutes * 60_000;
  }

  get waiting(): number {
    return this.#waiting.length;
  }

  begin(): void {
    this.#scheduleArrival();
  }

  #scheduleArrival(): void {
    const gap = exponential(this.#random, 60_000 / this.options.rate);
    const at = this.clock.now() + gap;
    if (at < this.endsAt) this.clock.at(at, () => this.#arrive());
  }

  #arrive(): void {
    if (this.stopped) return;
    const number = `1${3 + Math.floor(this.#random() * 7)}${String(Math.floor(this.#random() * 1e9)).padStart(9, '0')}`;
    const queue: QueueKind = this.#random() < (this.options.whiteShare ?? 0.1) ? 'white' : 'lineUp';
    const caller = this.cti.queues.enqueue(number, queue, true);
    this.counts.offered++;
    this.#waiting.push(caller.callId);
    const patience = exponential(this.#random, (this.options.patienceSeconds ?? 45) * 1000);
    this.clock.at(this.clock.now() + patience, () => this.#giveUp(caller.callId));
    this.#scheduleArrival();
    this.#dispatch();
  }

  /** The citizen's patience ran out: hangs up in the queue or while the seat rings; a call in conversation goes on. */
  async #giveUp(callId: string): Promise<void> {
    const i = this.#waiting.indexOf(callId);
    if (i >= 0) {
      this.#waiting.splice(i, 1);
      if (this.cti.queues.abandonQueued({ callId }).ok) this.counts.abandoned++;
      return;
    }
    const seat = this.cti.seats.all().find((s) => s.call?.callId === callId && !s.call.answered);
    if (!seat) return;
    await this.cti.controls.hangUp(seat.extension);
    this.counts.abandoned++;
    this.#dispatch();
  }

  #free(seat: Seat): boolean {
    return !seat.call && !this.#wrapping.has(seat) && seat.seatStatus === 'Available (On Demand)' && (seat.simulated || seat.sockets.size > 0);
  }

  /** Rings idle seats with the longest-waiting citizens, the white-list queue first. */
  #dispatch(): void {
    if (this.stopped) return;
    const candidates = this.live ? this.cti.seats.all().filter((s) => s.simulated || s.sockets.size > 0) : this.seats;
    const ordered = [...this.cti.queues.queued('white'), ...this.cti.queues.queued('lineUp')].filter((q) => this.#waiting.includes(q.callId));
    for (const caller of ordered) {
      const seat = candidates.filter((s) => this.#free(s)).sort((a, b) => a.extension.localeCompare(b.extension))[0];
      if (!seat) return;
      if (!this.cti.queues.offerQueued(seat, caller.callId).ok) continue;
      this.#waiting.splice(this.#waiting.indexOf(caller.callId), 1);
      const callId = caller.callId;
      // A real agent answers on the softphone; a simulated one after a short ring, or lets it ring out now and then.
      if (seat.simulated && this.#random() >= (this.options.missShare ?? 0.05)) {
        this.clock.at(this.clock.now() + 2000 + this.#random() * 4000, () => this.#answer(seat, callId));
      } else {
        // A ring nobody answers ends as 未接 after the 参数设置 ring timeout (15 s unless changed).
        this.clock.at(this.clock.now() + this.cti.app.settings.number(SETTING.ringTimeoutSeconds) * 1000, () => this.#ringOut(seat, callId));
      }
    }
  }

  #answer(seat: Seat, callId: string): void {
    if (seat.call?.callId !== callId || seat.call.answered) return;
    this.cti.controls.acceptAs(seat);
    this.counts.answered++;
    const talk = Math.max(10_000, exponential(this.#random, (this.options.talkSeconds ?? 90) * 1000));
    this.clock.at(this.clock.now() + talk, () => this.#endTalk(seat, callId));
  }

  async #endTalk(seat: Seat, callId: string): Promise<void> {
    if (seat.call?.callId !== callId) return;
    await this.cti.controls.hangUp(seat.extension);
    this.#wrapUp(seat);
  }

  #ringOut(seat: Seat, callId: string): void {
    if (seat.call?.callId !== callId || seat.call.answered) return;
    this.cti.controls.ringTimedOut(seat);
    this.counts.missed++;
    this.#dispatch();
  }

  /** 话后整理: the seat takes no call for its wrap-up time (finishTime seconds). */
  #wrapUp(seat: Seat): void {
    this.#wrapping.add(seat);
    this.clock.at(this.clock.now() + seat.finishTime * 1000, () => {
      this.#wrapping.delete(seat);
      this.#dispatch();
    });
  }

  /** Live mode re-checks idle seats (a real agent may have hung up meanwhile). */
  tick(): void {
    this.#dispatch();
  }

  /** Citizens still waiting from this run hang up; calls on simulated seats end. */
  async finish(): Promise<void> {
    this.stopped = true;
    for (const callId of this.#waiting.splice(0)) if (this.cti.queues.abandonQueued({ callId }).ok) this.counts.abandoned++;
    for (const seat of this.seats) if (seat.call) await this.cti.controls.hangUp(seat.extension);
  }
}

export class TrafficGenerator {
  #run: TrafficRun | null = null;
  #clock: RealClock | null = null;
  #ticker: NodeJS.Timeout | null = null;
  #startedAt: number | null = null;
  #busy = false;

  constructor(private readonly cti: CtiSimulator) {}

  status(): TrafficStatus {
    const run = this.#run;
    return {
      running: !!run && !run.stopped,
      options: run?.options ?? null,
      startedAt: this.#startedAt,
      endsAt: run?.endsAt ?? null,
      waiting: run?.waiting ?? 0,
      simulatedSeats: run?.seats.map((s) => s.extension) ?? [],
      ...(run?.counts ?? { offered: 0, answered: 0, abandoned: 0, missed: 0 }),
    };
  }

  /** Starts live traffic on the real clock; refused while a run is going. */
  async start(options: TrafficOptions): Promise<string | null> {
    if (this.#busy || (this.#run && !this.#run.stopped)) return '模拟话务正在运行，请先停止';
    this.#busy = true;
    try {
      const seats = await this.#signIn(options.seats);
      const clock = new RealClock((err) => this.cti.log(err));
      const run = new TrafficRun(this.cti, options, seats, clock, true);
      this.#run = run;
      this.#clock = clock;
      this.#startedAt = Date.now();
      run.begin();
      this.#ticker = setInterval(() => {
        run.tick();
        // Once arrivals ended and the last call is over, the run ends by itself.
        if (Date.now() >= run.endsAt && clock.idle) void this.stop();
      }, 1000);
      this.#ticker.unref();
      return null;
    } finally {
      this.#busy = false;
    }
  }

  async stop(): Promise<void> {
    const run = this.#run;
    if (!run || run.stopped) return;
    if (this.#ticker) clearInterval(this.#ticker);
    this.#ticker = null;
    await this.#clock?.stop();
    await run.finish();
    await this.#signOut(run.seats);
    await this.cti.settled();
  }

  /**
   * Simulates `minutes` of traffic ending now, on a virtual clock, and waits until every record is written.
   * The simulator's clock follows the virtual one meanwhile: calls carried on real sockets at that moment get its times.
   */
  async simulate(options: TrafficOptions): Promise<TrafficCounts & { from: number; to: number } | string> {
    if (this.#busy || (this.#run && !this.#run.stopped)) return '模拟话务正在运行，请先停止';
    this.#busy = true;
    const realNow = this.cti.now;
    try {
      const seats = await this.#signIn(options.seats);
      const from = Date.now() - options.minutes * 60_000;
      const clock = new VirtualClock(from);
      this.cti.now = () => clock.now();
      const run = new TrafficRun(this.cti, options, seats, clock, false);
      this.#run = run;
      this.#startedAt = from;
      run.begin();
      await clock.run();
      await run.finish();
      const to = clock.now();
      this.cti.now = realNow;
      await this.#signOut(seats);
      await this.cti.settled();
      return { ...run.counts, from, to };
    } finally {
      this.cti.now = realNow;
      this.#busy = false;
    }
  }

  /** Signs in up to `count` seats of agents with an extension who are signed out and not connected. */
  async #signIn(count: number): Promise<Seat[]> {
    if (count <= 0) return [];
    const seats: Seat[] = [];
    for (const extension of await enabledExtensions(this.cti.app.db)) {
      if (seats.length >= count) break;
      const seat = await this.cti.seatNow(extension);
      if (!seat || seat.sockets.size > 0 || seat.seatStatus !== 'Logged Out' || seat.call) continue;
      seats.push(seat);
    }
    const classId = await firstClassId(this.cti.app.db);
    for (const seat of seats) {
      Object.assign(seat, { simulated: true, seatStatus: 'Available (On Demand)', busyReason: null, extensionStatus: 1, classId, skillName: 'skill1' });
      seat.extensionStatusUpdatedAt = new Date(this.cti.now());
      void this.cti.seats.save(seat);
    }
    return seats;
  }

  async #signOut(seats: Seat[]): Promise<void> {
    for (const seat of seats) {
      Object.assign(seat, { simulated: false, seatStatus: 'Logged Out', busyReason: null, extensionStatus: 0, classId: null, skillName: null });
      seat.extensionStatusUpdatedAt = new Date();
      await this.cti.seats.save(seat);
    }
  }

  close(): void {
    if (this.#ticker) clearInterval(this.#ticker);
    void this.#clock?.stop();
    this.#run = null;
  }
}
