// What a seat command handler is given and returns.
import type { CtiMessage, CtiRequest } from '../../../../src/shared/api/callcenter.types.ts';
import type { Seat } from '../seats.ts';
import type { CtiSimulator } from '../simulator.ts';

export type SeatRequest = Exclude<CtiRequest, { type: 'connect' | 'heartBeat' }>;

/** One command as its handler sees it: the seat, the request, and the two answers (both carry the seat's state). */
export interface Command<R extends SeatRequest = SeatRequest> {
  cti: CtiSimulator;
  seat: Seat;
  request: R;
  ok(desc: string): CtiMessage;
  fail(desc: string): CtiMessage;
}

export type CommandHandler<R extends SeatRequest = SeatRequest> = (command: Command<R>) => CtiMessage | Promise<CtiMessage>;

/** The handlers of a family of commands, one per request type. */
export type CommandTable<T extends SeatRequest['type']> = { [K in T]: CommandHandler<Extract<SeatRequest, { type: K }>> };

/** Whether the seat signed in (签入); calls and queues need it. */
export const signedIn = (seat: Seat): boolean => seat.seatStatus !== 'Logged Out';
