// The seat commands a softphone sends after connect, dispatched by type to their family's handlers.
import type { CtiMessage } from '../../../../src/shared/api/callcenter.types.ts';
import { CtiCode } from '../../../../src/shared/protocol/index.ts';
import { message, okMessage } from '../protocol.ts';
import type { Seat } from '../seats.ts';
import type { CtiSimulator } from '../simulator.ts';
import { callCommands } from './calls.ts';
import type { CommandHandler, CommandTable, SeatRequest } from './command.ts';
import { inCallCommands } from './in-call.ts';
import { seatStatusCommands } from './seat-status.ts';

const HANDLERS: CommandTable<SeatRequest['type']> = { ...seatStatusCommands, ...callCommands, ...inCallCommands };

export async function handleCommand(cti: CtiSimulator, seat: Seat, request: SeatRequest): Promise<CtiMessage> {
  const type = request.type;
  const handler = HANDLERS[type] as CommandHandler;
  return handler({
    cti, seat, request,
    ok: (desc) => okMessage(type, desc, cti.sockets.data(seat, type)),
    fail: (desc) => message(type, CtiCode.failed, desc, cti.sockets.data(seat, type)),
  });
}
