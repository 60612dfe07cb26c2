// Call centre (spec §7): classes, skill groups, the seat list, busy limit, phone place, socket error log, server time,
// and the simulator's control.
import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from './schema.ts';

/** A seat's state as the telephone system names it. */
export const SeatStatus = StringEnum(['Logged Out', 'Available (On Demand)', 'On Break']);
export type SeatStatus = Static<typeof SeatStatus>;
