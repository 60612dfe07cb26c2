// The CTI simulator: seats sign in, go busy and idle, take, place, transfer and conference calls over
// /websocket/{extension}; the control methods play the telephone network and the citizens. This class wires its parts:
// sockets (sockets.ts) hand each message to its command (commands/), calls change on the seats (call-flow.ts),
// citizens wait in queues (queues.ts), a seat held by another server is reached through routing.ts and the relay,
// and controls.ts plays the network; the queries live in services/callcenter.
import type { FastifyInstance } from 'fastify';
import { CallFlow } from './call-flow.ts';
import { SimulatorControls } from './controls.ts';
import { CallQueues, NO_QUEUES, type QueueCounts } from './queues.ts';
import { CtiRelay } from './relay.ts';
import { SeatRouting } from './routing.ts';
import { SeatRegistry, heldHere, type Seat } from './seats.ts';
import { SeatSockets } from './sockets.ts';
import { TrafficGenerator } from './traffic.ts';

export type { SimResult } from './live-call.ts';

export class CtiSimulator {
  readonly seats: SeatRegistry;
  /** Carries controls to the server holding an extension's socket (several servers on one PostgreSQL). */
  readonly relay: CtiRelay;
  readonly sockets: SeatSockets;
  readonly calls: CallFlow;
  readonly queues: CallQueues;
  readonly routing: SeatRouting;
  readonly controls: SimulatorControls;
  readonly traffic: TrafficGenerator;
  readonly #writes = new Set<Promise<void>>();
  #closing = false;
  /** Told when an extension's call record is written (分机监控 shows the day's calls of each extension). */
  onCallRecorded?: (extension: string) => void;
  /** The clock of call times; the traffic generator's 'simulate now' mode runs it ahead of real time. */
  now: () => number = () => Date.now();
  /** Told when a queue grows or shrinks (分机监控 pushes its counters). */
  onQueuesChanged: (() => void) | null = null;

  constructor(readonly app: FastifyInstance) {
    this.seats = new SeatRegistry(app.db);
    this.relay = new CtiRelay(app.db, app.config.databaseUrl, app.log);
    this.sockets = new SeatSockets(this);
    this.calls = new CallFlow(this);
    this.queues = new CallQueues(this);
    this.routing = new SeatRouting(this);
    this.controls = new SimulatorControls(this);
    this.traffic = new TrafficGenerator(this);
  }

  /** The extension's seat as it stands now, wherever its socket is (as stored when the socket is not here). */
  async seatNow(extension: string): Promise<Seat | null> {
    const seat = await this.seats.get(extension);
    if (seat && this.relay.shared && !heldHere(seat)) await this.seats.refresh(seat);
    return seat;
  }

  /** The citizens waiting on every server. */
  queueCounts(): QueueCounts {
    return this.queues.counts();
  }

  /** Every write the simulator started (call records, seat logs and states, messages in hand) is done: tests, the database reset and the 'simulate now' mode wait for them. */
  async settled(): Promise<void> {
    while (this.#writes.size) await Promise.all([...this.#writes]);
  }

  /** Counts a write in until it is done (see settled). */
  track(write: Promise<void>): Promise<void> {
    const tracked = write.finally(() => this.#writes.delete(tracked));
    this.#writes.add(tracked);
    return tracked;
  }

  log(err: unknown): void {
    this.app.log.error({ err }, '模拟话务出错');
  }

  /** This server is going: other servers stop sending it controls and counting its waiting citizens. */
  async leave(): Promise<void> {
    this.#closing = true;
    // The seats' last changes are stored before the database closes: a socket moving to another server resumes them.
    await Promise.all(this.seats.all().map((seat) => seat.saving));
    await this.relay.release(null).catch(() => {});
    await this.relay.tell({ queues: NO_QUEUES });
  }

  /** After a database reset: forget seats and queues and close every socket. */
  reset(): void {
    this.traffic.close();
    this.sockets.terminateAll();
    for (const saving of this.seats.clear()) void this.track(saving);
    this.queues.clear();
    if (!this.#closing) void this.relay.tell({ queues: NO_QUEUES });
  }

  async close(): Promise<void> {
    this.#closing = true;
    this.sockets.stop();
    this.reset();
    await this.relay.close();
  }
}
