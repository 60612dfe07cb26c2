// seat_state, the stored side of every seat (DESIGN §7): what a seat resumes from, which server holds its socket, and
// what the other servers' seats stored (read by a server that does not hold them).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** The seat_state columns a seat resumes from. */
const STORED = ['s.seat_status', 's.busy_reason', 's.extension_status', 's.class_id', 's.skill_name', 's.finish_time',
  's.extension_status_updated_at', 's.call_type_updated_at', 's.call_json'] as const;

export interface StoredSeatRow {
  seat_status: string | null; busy_reason: string | null; extension_status: number | null; class_id: number | null; skill_name: string | null;
  finish_time: number | null; extension_status_updated_at: Date | null; call_type_updated_at: Date | null; call_json: string | null;
}

/** The user holding an extension and the seat's stored state (`stored` is null when it has no seat_state row yet). */
export function seatOfExtension(db: Db, extension: string) {
  return db.selectFrom('sys_user as u').leftJoin('seat_state as s', 's.landline_number', 'u.landline_number')
    .select(['u.id', 'u.username', 'u.real_name', 'u.job_number', 'u.status', ...STORED, 's.landline_number as stored'])
    .where('u.landline_number', '=', extension).executeTakeFirst();
}

/** The signed-out seat_state row of an extension, unless one exists. */
export async function addSeatState(db: Db, extension: string, userId: number): Promise<void> {
  await db.insertInto('seat_state').values({ landline_number: extension, user_id: userId, seat_status: 'Logged Out', busy_reason: null })
    .onConflict((oc) => oc.column('landline_number').doNothing()).execute();
}

export function storedSeat(db: Db, extension: string): Promise<StoredSeatRow | undefined> {
  return db.selectFrom('seat_state as s').select(STORED).where('s.landline_number', '=', extension).executeTakeFirst();
}

export interface SeatStateValues {
  seat_status: string; busy_reason: string | null; extension_status: number; class_id: number | null; skill_name: string | null;
  finish_time: number; extension_status_updated_at: Date | null; call_type_updated_at: Date | null; call_json: string | null; updated_at: Date;
}

export async function saveSeatState(db: Db, extension: string, values: SeatStateValues): Promise<void> {
  await db.updateTable('seat_state').set(values).where('landline_number', '=', extension).execute();
}

/** The stored status and call of these extensions (the seat list shows seats held by other servers this way). */
export function storedStatuses(db: Db, extensions: string[]) {
  return db.selectFrom('seat_state').select(['landline_number', 'extension_status', 'call_json']).where('landline_number', 'in', extensions).execute();
}

/** How many seats of the class are on break, other than these extensions. */
export async function onBreakCount(db: Db, classId: number, except: string[]): Promise<number> {
  const row = await db.selectFrom('seat_state').select((eb) => eb.fn.countAll<string>().as('n'))
    .where('class_id', '=', classId).where('seat_status', '=', 'On Break')
    .where('landline_number', 'not in', except).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Idle seats of a skill group whose sockets other servers hold, in extension order. */
export async function idleSeatsElsewhere(db: Db, skillName: string, serverId: string, caller: string) {
  const { rows } = await sql<{ landline_number: string; socket_server: string }>`
    select landline_number, socket_server from seat_state
    where skill_name = ${skillName} and seat_status = 'Available (On Demand)' and call_json is null and socket_server is not null
      and socket_server <> ${serverId} and landline_number <> ${caller}
    order by landline_number`.execute(db);
  return rows;
}

/** The server holding the extension's socket, or null when no server does. */
export async function socketServerOf(db: Db, extension: string): Promise<string | null> {
  const { rows } = await sql<{ socket_server: string | null }>`select socket_server from seat_state where landline_number = ${extension}`.execute(db);
  return rows[0]?.socket_server ?? null;
}

export async function holdSocket(db: Db, extension: string, serverId: string): Promise<void> {
  await sql`update seat_state set socket_server = ${serverId} where landline_number = ${extension}`.execute(db);
}

/** The server lets go of one extension's socket (unless another server took it meanwhile), or of all it holds (null). */
export async function releaseSocket(db: Db, extension: string | null, serverId: string): Promise<void> {
  if (extension === null) await sql`update seat_state set socket_server = null where socket_server = ${serverId}`.execute(db);
  else await sql`update seat_state set socket_server = null where landline_number = ${extension} and socket_server = ${serverId}`.execute(db);
}
