// Call-centre seed: the classes (班组) seats sign in with and the skill groups calls are routed by.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** [className, busyLimit]: how many seats of the class may be on break at once. */
export const classes: Array<[string, number]> = [
  ['早班（08:00-16:00）', 2],
  ['中班（12:00-20:00）', 2],
  ['晚班（16:00-24:00）', 1],
  ['夜班（00:00-08:00）', 1],
];

/** skill1 is the default group; 法律专席 = skill2 is the only fixed transfer group. */
export const skills: Array<[string, string]> = [
  ['skill1', '综合受理'],
  ['skill2', '法律专席'],
  ['skill3', '企业服务专席'],
];

export async function seedCallcenter(tx: Kysely<Database>): Promise<void> {
  await tx.insertInto('callcenter_class').values(classes.map(([class_name, busy_limit], i) => ({ class_name, busy_limit, sort: i + 1 }))).execute();
  await tx.insertInto('callcenter_skill').values(skills.map(([name, description], i) => ({ name, description, sort: i + 1 }))).execute();
}
