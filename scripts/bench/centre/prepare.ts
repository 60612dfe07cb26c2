// The centre bench's database before the server starts: schema and seed with the bench's seats (agent103… on 8103…),
// console users of its own (department handlers of every main department and unit, dispatchers, supervisors) and the
// orders, spread as a centre's year (seedOrders' 'centre' spread).
import { openDatabase } from '../../../server/src/db/connect.ts';
import { migrate } from '../../../server/src/db/migrate.ts';
import { ROLE } from '../../../server/src/seed/users.ts';
import { seedDatabase } from '../../../server/src/seed/index.ts';
import { createSession } from '../../../server/src/services/sessions.ts';
import { seedOrders } from '../workorder-latency.ts';

export type ConsoleKind = 'dept1' | 'dept2' | 'dispatcher' | 'supervisor';

export interface ConsoleUser {
  username: string;
  kind: ConsoleKind;
}

export interface SeatUser {
  username: string;
  extension: string;
}

/** Half department users (level 1 and level 2 in turn), a quarter dispatchers, a quarter supervisors. */
export function consoleKindOf(i: number): ConsoleKind {
  return (['dept1', 'dispatcher', 'dept2', 'supervisor'] as const)[i % 4]!;
}

export const seatUsers = (seats: number): SeatUser[] =>
  Array.from({ length: seats }, (_, i) => ({ username: `agent${103 + i}`, extension: `8${103 + i}` }));

export const consoleUsers = (consoles: number): ConsoleUser[] =>
  Array.from({ length: consoles }, (_, i) => ({ username: `bench_c${String(i + 1).padStart(3, '0')}`, kind: consoleKindOf(i) }));

const ROLE_OF: Record<ConsoleKind, number> = { dept1: ROLE.deptLevel1, dept2: ROLE.deptLevel2, dispatcher: ROLE.dispatcher, supervisor: ROLE.supervisor };

export interface BenchSession {
  username: string;
  token: string;
  userId: number;
}

/**
 * Seeds, and answers a session for admin and every seat and console user, made as /api/login makes them (a sign-in
 * each would spend minutes of scrypt before the run, and sign-ins are not part of the mix).
 */
export async function prepareCentre(o: { databaseUrl?: string; dataDir?: string; seats: number; consoles: number; orders: number }): Promise<Map<string, BenchSession>> {
  const { db } = await openDatabase({ databaseUrl: o.databaseUrl, dataDir: o.dataDir });
  try {
    await migrate(db);
    await seedDatabase(db, { demoSeats: o.seats });
    const template = await db.selectFrom('sys_user').select(['password_hash', 'dept_id']).where('username', '=', 'dispatcher').executeTakeFirstOrThrow();
    const mains = (await db.selectFrom('sys_dept').select('id').where('kind', '=', 'main').orderBy('id').execute()).map((d) => d.id);
    const subs = (await db.selectFrom('sys_dept').select('id').where('kind', '=', 'sub').orderBy('id').execute()).map((d) => d.id);
    const users = consoleUsers(o.consoles);
    if (users.length) {
      // Department users go round the departments (and units), so each console pages its own department's queues.
      const deptOf = (u: ConsoleUser, i: number) =>
        u.kind === 'dept1' ? mains[i % mains.length]! : u.kind === 'dept2' ? subs[i % subs.length]! : template.dept_id;
      const made = await db.insertInto('sys_user').values(users.map((u, i) => ({
        username: u.username, real_name: `基准${i + 1}`, job_number: `BC${i + 1}`, password_hash: template.password_hash,
        dept_id: deptOf(u, Math.floor(i / 4)), mobile: '13800000000', gender: 0, status: 1,
      }))).returning(['id', 'username']).execute();
      const kindOf = new Map(users.map((u) => [u.username, u.kind]));
      await db.insertInto('sys_user_role').values(made.map((u) => ({ user_id: u.id, role_id: ROLE_OF[kindOf.get(u.username)!] }))).execute();
    }
    await seedOrders(db, { orders: o.orders, spread: 'centre' });
    const names = ['admin', ...seatUsers(o.seats).map((u) => u.username), ...consoleUsers(o.consoles).map((u) => u.username)];
    const sessions = new Map<string, BenchSession>();
    for (const u of await db.selectFrom('sys_user').select(['id', 'username']).where('username', 'in', names).execute()) {
      const { token } = await createSession(db, u.id, '127.0.0.1', 12 * 3_600_000, 'centre-bench');
      sessions.set(u.username, { username: u.username, token, userId: u.id });
    }
    return sessions;
  } finally {
    await db.destroy();
  }
}
