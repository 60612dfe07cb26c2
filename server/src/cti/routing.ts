// Which server acts on a seat (several servers on one PostgreSQL): the one holding its socket. A command for a seat
// held elsewhere is asked of that server through the relay; a server that does not answer is taken for gone.
import { idleSeatsElsewhere } from '../services/callcenter/seat-state.ts';
import { refused, type EndedBy, type SimResult } from './live-call.ts';
import type { QueueCommand, QueueCounts } from './queues.ts';
import { heldHere, type LiveCall, type Seat } from './seats.ts';
import type { CtiSimulator } from './simulator.ts';

/** What is done to one extension's seat, by the server holding its socket (another server asks it through the relay). */
export type SeatCommand =
  | { op: 'ring'; extension: string; callerNumber: string; numberFlag: string }
  | { op: 'answer' | 'hangUp' | 'drop'; extension: string }
  | { op: 'play'; extension: string; start: boolean }
  | { op: 'connection'; extension: string; refuse?: boolean; silent?: boolean }
  /** Rings the seat with a call an agent placed, transferred or a skill group offered. */
  | { op: 'offer'; extension: string; call: LiveCall; desc: string }
  /** The other extension of an internal call answered or hung up. */
  | { op: 'peerAnswered'; extension: string; callId: string; startTime: number | null }
  | { op: 'peerHungUp'; extension: string; callId: string; desc: string; by: EndedBy };

/** The seat to act on here, or the server holding its socket. */
export type Where = { seat: Seat | null } | { server: string; extension: string };

export class SeatRouting {
  constructor(private readonly cti: CtiSimulator) {
    cti.relay.onAsk = (body) => this.#asked(body as SeatCommand | QueueCommand);
    cti.relay.onTell = (from, body) => cti.queues.told(from, body as { queues?: QueueCounts });
  }

  /** Where an extension's seat is handled: here, or on the server holding its socket (stored in seat_state). */
  async whereIs(extension: string): Promise<Where> {
    const { seats, relay } = this.cti;
    const cached = seats.cached(extension);
    if (cached && heldHere(cached)) return { seat: cached };
    if (!relay.shared) return { seat: await seats.get(extension) };
    const holder = await relay.holderOf(extension);
    if (holder && holder !== relay.serverId) return { server: holder, extension };
    return { seat: await this.cti.seatNow(extension) };
  }

  /** Runs a control where the seat's socket is; here, on the stored state, when its server does not answer. */
  async control(command: SeatCommand): Promise<SimResult> {
    const where = await this.whereIs(command.extension);
    if (!('server' in where)) return this.cti.controls.carryOut(command, where.seat);
    const answer = await this.ask(where.server, command) as SimResult | undefined;
    if (answer) return answer;
    const seat = await this.cti.seats.get(command.extension);
    if (seat) await this.cti.seats.refresh(seat);
    return this.cti.controls.carryOut(command, seat);
  }

  /** Tells the other extension of an internal call; at once when its seat is here. */
  toPeer(command: Extract<SeatCommand, { op: 'peerAnswered' | 'peerHungUp' }>): void {
    const peer = this.cti.seats.cached(command.extension);
    if (peer && (!this.cti.relay.shared || heldHere(peer))) this.cti.controls.carryOut(command, peer);
    else void this.cti.track(this.control(command).then(() => {}, (err: unknown) => this.cti.log(err)));
  }

  /** Rings the seat, here or on the server holding it. */
  offer(where: Where, call: LiveCall, desc: string): Promise<SimResult> | SimResult {
    if (!('server' in where)) return where.seat ? this.cti.calls.offerHere(where.seat, call, desc) : refused('分机号无效');
    const command: SeatCommand = { op: 'offer', extension: where.extension, call, desc };
    return this.ask(where.server, command).then((answer) => (answer as SimResult | undefined) ?? refused('被叫分机未签入'));
  }

  /** Rings the first free seat of a skill group, here first, then on the other servers; the extension rung, or null. */
  async offerToSkill(skillName: string, caller: string, call: LiveCall, desc: string): Promise<string | null> {
    const { seats, relay, calls } = this.cti;
    const free = seats.all().find((s) => s.extension !== caller && s.skillName === skillName && !calls.unavailable(s));
    if (free) return calls.offerHere(free, call, desc).ok ? free.extension : null;
    if (!relay.shared) return null;
    for (const row of await idleSeatsElsewhere(this.cti.app.db, skillName, relay.serverId, caller)) {
      const command: SeatCommand = { op: 'offer', extension: row.landline_number, call, desc };
      if ((await this.ask(row.socket_server, command) as SimResult | undefined)?.ok) return row.landline_number;
    }
    return null;
  }

  /** Asks another server; one that does not answer is taken for gone, and its waiting citizens with it. */
  async ask(server: string, command: SeatCommand | QueueCommand): Promise<unknown> {
    const answer = await this.cti.relay.ask(server, command);
    if (answer === undefined) this.cti.queues.serverGone(server);
    return answer;
  }

  /** Another server asked this one, holding the extension's socket or the waiting citizen. */
  async #asked(command: SeatCommand | QueueCommand): Promise<unknown> {
    if (command.op === 'take' || command.op === 'abandon') return this.cti.queues.asked(command);
    return this.cti.controls.carryOut(command, await this.cti.seats.get(command.extension));
  }
}
