// Seats the simulator knows: loaded from seat_state on first use, kept in memory, every change written back.
import type { Kysely } from 'kysely';
import type { WebSocket } from 'ws';
import type { CallType, ExtensionStatus, QueueKind, SeatSocketData, SeatStatus } from '../../../src/shared/api/callcenter.types.ts';
import type { Database } from '../db/schema.ts';
import { formatDateTime } from '../lib/time.ts';
import { addSeatState, saveSeatState, seatOfExtension, storedSeat, type StoredSeatRow } from '../services/callcenter/seat-state.ts';

/** What the call detail record needs that the live call does not show: who offered it, when it queued and rang. */
export interface CallTimeline {
  /** 1 for the call as offered; a transfer starts the next leg. */
  leg: number;
  direction: 'in' | 'out';
  caller: string;
  called: string;
  queue: QueueKind | null;
  skillName: string | null;
  /** Epoch ms. */
  offeredAt: number;
  queuedAt: number | null;
  rangAt: number | null;
  thirdNumber: string | null;
  simulated: boolean;
}

/** A call as one seat sees it; an internal call has a LiveCall on each of the two seats. */
export interface LiveCall {
  callId: string;
  /** The other party's number (the citizen, or the other extension). */
  callerNumber: string;
  callType: Exclude<CallType, 0>;
  answered: boolean;
  /** Epoch ms when answered. */
  startTime: number | null;
  isWorkOrder: 0 | 1;
  numberFlag: string;
  sipHost: string;
  /** The other seat's extension on a call between two extensions. */
  peer: string | null;
  /** Conference third party and whether it answered. */
  third: string | null;
  thirdAnswered: boolean;
  muted: boolean;
  /** The record's timeline; on a call between two extensions only the calling seat holds it (one record per call). */
  cdr?: CallTimeline | null;
}

export interface Seat {
  extension: string;
  userId: number;
  username: string;
  realName: string;
  jobNumber: string;
  seatStatus: SeatStatus;
  busyReason: string | null;
  extensionStatus: ExtensionStatus;
  classId: number | null;
  skillName: string | null;
  finishTime: number;
  extensionStatusUpdatedAt: Date | null;
  callTypeUpdatedAt: Date | null;
  call: LiveCall | null;
  /** Open, connected sockets of this seat (a reload or a second tab adds one). */
  sockets: Set<WebSocket>;
  /** Simulator controls: refuse new sockets; leave heartbeats unanswered. */
  refuse: boolean;
  silent: boolean;
  /** Driven by the traffic generator's simulated agent: takes calls without a socket. */
  simulated: boolean;
  /** Pending playEnd after the job-number announcement. */
  playTimer: NodeJS.Timeout | null;
  saving: Promise<void>;
}

/** This server drives the seat: a socket of it is here, or it is the traffic generator's simulated agent. */
export const heldHere = (seat: Seat): boolean => seat.sockets.size > 0 || seat.simulated;

export class SeatRegistry {
  readonly #seats = new Map<string, Seat>();
  readonly #loading = new Map<string, Promise<Seat | null>>();
  /** Told after each seat change is stored (分机监控 pushes it; a reader on any server then sees it in seat_state). */
  onSaved: ((seat: Seat) => void) | null = null;

  constructor(private readonly db: Kysely<Database>) {}

  all(): Seat[] {
    return [...this.#seats.values()];
  }

  cached(extension: string): Seat | undefined {
    return this.#seats.get(extension);
  }

  /** The seat of an extension, or null when no user has it (socket code 402). */
  get(extension: string): Promise<Seat | null> {
    const hit = this.#seats.get(extension);
    if (hit) return Promise.resolve(hit);
    let loading = this.#loading.get(extension);
    if (!loading) {
      loading = this.#load(extension).finally(() => this.#loading.delete(extension));
      this.#loading.set(extension, loading);
    }
    return loading;
  }

  async #load(extension: string): Promise<Seat | null> {
    const row = await seatOfExtension(this.db, extension);
    if (!row || row.status !== 1) return null;
    const seat: Seat = {
      extension, userId: row.id, username: row.username, realName: row.real_name, jobNumber: row.job_number, ...storedState(row),
      sockets: new Set(), refuse: false, silent: false, simulated: false, playTimer: null, saving: Promise.resolve(),
    };
    if (!row.stored) await addSeatState(this.db, extension, row.id);
    const raced = this.#seats.get(extension);
    if (raced) return raced;
    this.#seats.set(extension, seat);
    return seat;
  }

  /** Reads the seat's stored state again: another server may have changed it while its socket was there. */
  async refresh(seat: Seat): Promise<void> {
    await seat.saving;
    const row = await storedSeat(this.db, seat.extension);
    if (!row) return;
    const stored = storedState(row);
    if (seat.playTimer && stored.call?.callId !== seat.call?.callId) {
      clearTimeout(seat.playTimer);
      seat.playTimer = null;
    }
    Object.assign(seat, stored);
  }

  /** Writes the seat's state; writes of one seat run in order, so the last change is the one stored. */
  save(seat: Seat): Promise<void> {
    const values = {
      seat_status: seat.seatStatus, busy_reason: seat.busyReason, extension_status: seat.extensionStatus,
      class_id: seat.classId, skill_name: seat.skillName, finish_time: seat.finishTime,
      extension_status_updated_at: seat.extensionStatusUpdatedAt, call_type_updated_at: seat.callTypeUpdatedAt,
      call_json: seat.call ? JSON.stringify(seat.call) : null, updated_at: new Date(),
    };
    seat.saving = seat.saving.then(async () => {
      await saveSeatState(this.db, seat.extension, values);
      this.onSaved?.(seat);
    }).catch(() => {});
    return seat.saving;
  }

  /** Forgets one seat whose extension was given, moved or taken away (用户管理), closing its sockets; the next use reloads it. */
  forget(extension: string): void {
    const seat = this.#seats.get(extension);
    if (!seat) return;
    if (seat.playTimer) clearTimeout(seat.playTimer);
    for (const socket of seat.sockets) socket.close(1008, 'extension changed');
    this.#seats.delete(extension);
  }

  /** Forgets every seat (after a database reset); their sockets are closed by the caller. Returns the writes still under way. */
  clear(): Array<Promise<void>> {
    const saving = [...this.#seats.values()].map((seat) => seat.saving);
    for (const seat of this.#seats.values()) if (seat.playTimer) clearTimeout(seat.playTimer);
    this.#seats.clear();
    return saving;
  }
}

function storedState(row: StoredSeatRow) {
  return {
    seatStatus: (row.seat_status as SeatStatus | null) ?? 'Logged Out',
    busyReason: row.busy_reason ?? null,
    extensionStatus: (row.extension_status ?? 0) as ExtensionStatus,
    classId: row.class_id ?? null,
    skillName: row.skill_name ?? null,
    finishTime: row.finish_time ?? 15,
    extensionStatusUpdatedAt: row.extension_status_updated_at ?? null,
    callTypeUpdatedAt: row.call_type_updated_at ?? null,
    call: parseCall(row.call_json ?? null),
  };
}

export function parseCall(json: string | null): LiveCall | null {
  if (!json) return null;
  try {
    const call = JSON.parse(json) as LiveCall;
    return typeof call.callId === 'string' ? call : null;
  } catch {
    return null;
  }
}

/** The seat socket data every message carries. */
export function socketData(seat: Seat, eventType: string, queues: { lineUp: number; white: number }): SeatSocketData {
  const call = seat.call;
  return {
    seatStatus: seat.seatStatus,
    busyReason: seat.busyReason,
    extensionStatus: seat.extensionStatus,
    eventType,
    callType: call?.callType ?? 0,
    callerNumber: call?.callerNumber ?? '',
    callId: call?.callId ?? '',
    sipHost: call?.sipHost ?? '',
    isWorkOrder: call?.isWorkOrder ?? 0,
    numberFlag: call?.numberFlag ?? '',
    lineUpNum: queues.lineUp,
    whiteQNum: queues.white,
    extensionStatusUpdateTime: formatDateTime(seat.extensionStatusUpdatedAt),
    callTypeUpdateTime: formatDateTime(seat.callTypeUpdatedAt),
    date: formatDateTime(new Date())!,
    callStartTime: call?.startTime ?? null,
    thirdNumber: call?.third ?? '',
    muted: call?.muted ?? false,
    classId: seat.classId,
    skillName: seat.skillName ?? '',
  };
}
