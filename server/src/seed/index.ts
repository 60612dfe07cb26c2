// Fills an empty database once with the demo city; a marker in app_meta keeps it from running again.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { hashPassword } from '../lib/password.ts';
import { seedCallcenter } from './callcenter.ts';
import { seedClassifierKeywords } from './classifiers.ts';
import { dictionaries } from './dicts.ts';
import { menus } from './menus.ts';
import { seedNotices } from './notices.ts';
import { areas, departments } from './org.ts';
import { phoneBook } from './phonebook.ts';
import { seedHistory } from './history.ts';
import { seedReminders } from './reminders.ts';
import { seedSchedules } from './schedule.ts';
import { seedSettings } from './settings.ts';
import { accountPosts, DEMO_PASSWORD, demoAccounts, demoCentreAgents, generatedAccounts, POSTS, roles } from './users.ts';
import { seedWorkorders } from './workorders.ts';
import { seedCalendar } from './calendar.ts';
import { seedRepeats } from './repeats.ts';
import { seedCatalogue } from './catalogue.ts';
import { seedObjections } from './objections.ts';
import { seedKnowledge } from './knowledge.ts';

const SEEDED_KEY = 'seeded';

// scrypt is slow on purpose (about a second at today's cost): every demo account shares one salted hash of the demo
// password, made once per process (tests re-seed often).
let demoHash: Promise<string> | null = null;

export interface SeedOptions {
  /** Extra agents with extensions (agent103… on 8103…) for a demo centre of about 50 seats; none by default. */
  demoSeats?: number;
  /** A month of recent calls, orders and logs (seed/history.ts) for a first start; tests seed without it. */
  history?: boolean;
}

/** Seeds when the database has never been seeded; returns whether it did. */
export async function seedDatabase(db: Kysely<Database>, options: SeedOptions = {}): Promise<boolean> {
  demoHash ??= hashPassword(DEMO_PASSWORD);
  const passwordHash = await demoHash;
  return db.transaction().execute(async (tx) => {
    const marker = await tx.selectFrom('app_meta').select('value').where('key', '=', SEEDED_KEY).executeTakeFirst();
    if (marker) return false;

    await tx.insertInto('sys_dept').values(departments()).execute();
    await tx.insertInto('sys_area').values(areas()).execute();
    await tx.insertInto('sys_role').values(roles()).execute();

    const users = await tx.insertInto('sys_user').values(demoAccounts.map((a) => ({
      username: a.username, password_hash: passwordHash, real_name: a.realName, job_number: a.jobNumber,
      landline_number: a.landlineNumber, dept_id: a.deptId, mobile: a.mobile, gender: a.gender, status: 1,
    }))).returning(['id', 'username']).execute();
    const generated = [...generatedAccounts(), ...demoCentreAgents(options.demoSeats ?? 0).map((a) => ({ ...a, status: 1, daysAgo: 30, posts: ['agent'] }))];
    const now = Date.now();
    users.push(...await tx.insertInto('sys_user').values(generated.map((a) => ({
      username: a.username, password_hash: passwordHash, real_name: a.realName, job_number: a.jobNumber,
      landline_number: a.landlineNumber, dept_id: a.deptId, mobile: a.mobile, gender: a.gender, status: a.status,
      email: `${a.username}@yunlan.gov.cn`, created_at: new Date(now - a.daysAgo * 86_400_000),
    }))).returning(['id', 'username']).execute());
    const idOf = new Map(users.map((u) => [u.username, u.id]));
    await tx.insertInto('sys_user_role').values(
      [...demoAccounts, ...generated].flatMap((a) => a.roleIds.map((roleId) => ({ user_id: idOf.get(a.username)!, role_id: roleId }))),
    ).execute();
    const posts = await tx.insertInto('sys_post').values(POSTS.map(([post_code, post_name], i) => ({ post_code, post_name, sort: i + 1, status: 1, remark: null })))
      .returning(['id', 'post_code']).execute();
    const postId = new Map(posts.map((p) => [p.post_code, p.id]));
    const postsOf: Array<[string, string[]]> = [...Object.entries(accountPosts), ...generated.map((a): [string, string[]] => [a.username, a.posts])];
    await tx.insertInto('sys_user_post').values(postsOf.flatMap(([username, codes]) =>
      codes.map((code) => ({ user_id: idOf.get(username)!, post_id: postId.get(code)! })))).execute();
    const seats = [...demoAccounts, ...generated].filter((a) => a.landlineNumber);
    if (seats.length) {
      await tx.insertInto('seat_state').values(seats.map((a) => ({
        landline_number: a.landlineNumber!, user_id: idOf.get(a.username)!, seat_status: 'Logged Out', busy_reason: null,
      }))).execute();
    }

    const menuSeed = menus();
    await tx.insertInto('sys_menu').values(menuSeed.menus).execute();
    await tx.insertInto('sys_role_menu').values(menuSeed.grants.map(([role_id, menu_id, half]) => ({ role_id, menu_id, half }))).execute();

    await tx.insertInto('sys_dict_type').values(dictionaries.map((d, i) => ({
      dict_type: d.dictType, dict_name: d.dictName, remark: d.remark ?? null, sort: i + 1,
    }))).execute();
    await tx.insertInto('sys_dict_data').values(dictionaries.flatMap((d) => d.items.map(([value, label], i) => ({
      dict_type: d.dictType, dict_value: value, dict_label: label, sort: i + 1, remark: null,
    })))).execute();

    await tx.insertInto('phone_book').values(phoneBook.map(([name, number], i) => ({ name, number, sort: i + 1 }))).execute();
    await seedCallcenter(tx);

    await seedNotices(tx, idOf);
    await seedCalendar(tx);
    await seedWorkorders(tx);
    await seedCatalogue(tx);
    await seedReminders(tx, idOf);
    await seedRepeats(tx);
    await seedObjections(tx);
    await seedKnowledge(tx);
    await seedClassifierKeywords(tx);
    await seedSchedules(tx);
    await seedSettings(tx);
    if (options.history) await seedHistory(tx);
    await tx.insertInto('app_meta').values({ key: SEEDED_KEY, value: new Date().toISOString() }).execute();
    return true;
  });
}

/** Empties every table but the migration record and seeds again (tests call this between cases). */
export async function truncateAndSeed(db: Kysely<Database>, options: SeedOptions = {}): Promise<void> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name <> 'schema_migrations'
  `.execute(db);
  const names = tables.rows.map((t) => `"${t.table_name.replace(/"/g, '""')}"`);
  if (names.length) await truncateRetryingDeadlock(db, `truncate table ${names.join(', ')} restart identity cascade`);
  await seedDatabase(db, options);
}

// A request still in flight when a test resets (a session's last-seen write) can deadlock the truncate on PostgreSQL; the loser is told so and may try again.
async function truncateRetryingDeadlock(db: Kysely<Database>, statement: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await sql.raw(statement).execute(db);
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== '40P01' || attempt >= 5) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}
