// Call-centre seed: the classes (班组) seats sign in with and the skill groups calls are routed by, with their members.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** [className, busyLimit, start, end, members' extensions]: busyLimit seats of the class may be on break at once. */
export const classes: Array<[string, number, string, string, string[]]> = [
  ['早班（08:00-16:00）', 2, '08:00', '16:00', ['8001', '8002']],
  ['中班（12:00-20:00）', 2, '12:00', '20:00', []],
  ['晚班（16:00-24:00）', 1, '16:00', '00:00', []],
  ['夜班（00:00-08:00）', 1, '00:00', '08:00', []],
];

/** skill1 is the default group; 法律专席 = skill2 is the only fixed transfer group. [name, description, members' extensions] */
export const skills: Array<[string, string, string[]]> = [
  ['skill1', '综合受理', ['8001', '8002']],
  ['skill2', '法律专席', ['8002']],
  ['skill3', '企业服务专席', []],
];

export async function seedCallcenter(tx: Kysely<Database>): Promise<void> {
  const seats = await tx.selectFrom('sys_user').select(['id', 'landline_number']).where('landline_number', 'is not', null).execute();
  const userOf = new Map(seats.map((u) => [u.landline_number!, u.id]));
  const usersOf = (extensions: string[]) => extensions.flatMap((e) => (userOf.has(e) ? [userOf.get(e)!] : []));
  const classRows = await tx.insertInto('callcenter_class')
    .values(classes.map(([class_name, busy_limit, start_time, end_time], i) => ({ class_name, busy_limit, start_time, end_time, sort: i + 1 })))
    .returning('id').execute();
  const classMembers = classes.flatMap(([, , , , members], i) => usersOf(members).map((user_id) => ({ class_id: classRows[i]!.id, user_id })));
  if (classMembers.length) await tx.insertInto('callcenter_class_member').values(classMembers).execute();
  await tx.insertInto('callcenter_skill').values(skills.map(([name, description], i) => ({ name, description, sort: i + 1 }))).execute();
  const skillMembers = skills.flatMap(([skill_name, , members]) => usersOf(members).map((user_id) => ({ skill_name, user_id })));
  if (skillMembers.length) await tx.insertInto('callcenter_skill_member').values(skillMembers).execute();
}
