// 同义词: groups of words the search treats as one (公积金 = 住房公积金), the canonical word first; a word belongs to one group.
// Each write moves the group's updated_at, and a delete the count: the search reloads on either.
import { sql } from 'kysely';
import type { Synonym } from '../../../../src/shared/api/contracts/knowledge.ts';
import { Refusal } from '../../lib/refusal.ts';
import { formatDateTime } from '../../lib/time.ts';
import type { Db } from './access.ts';

const MISSING = '同义词组不存在，请刷新后重试';

export const synonymWords = (stored: string): string[] => stored.split(',').filter(Boolean);

export async function synonymList(db: Db): Promise<Synonym[]> {
  const rows = await db.selectFrom('knowledge_synonym as s').leftJoin('sys_user as u', 'u.id', 's.updated_by')
    .select(['s.id', 's.words', 's.updated_at', 'u.real_name']).orderBy('s.id').execute();
  return rows.map((s) => ({ id: s.id, words: synonymWords(s.words), updatedBy: s.real_name, updateTime: formatDateTime(s.updated_at)! }));
}

const lockSynonyms = (tx: Db) => sql`select pg_advisory_xact_lock(hashtext('knowledge_synonym'))`.execute(tx);

/** Trimmed, distinct, at least two, none in another group. */
async function checkedWords(tx: Db, words: string[], exceptId: number | null): Promise<string> {
  const clean = [...new Set(words.map((w) => w.trim()).filter(Boolean))];
  const bad = clean.find((w) => /[,，、;；\s]/.test(w));
  if (bad !== undefined) throw new Refusal(`同义词“${bad}”不能含逗号、顿号、分号或空格`);
  if (clean.length < 2) throw new Refusal('同义词组至少需要两个不同的词');
  const groups = await tx.selectFrom('knowledge_synonym').select(['id', 'words']).execute();
  for (const g of groups) {
    if (g.id === exceptId) continue;
    const taken = synonymWords(g.words);
    const clash = clean.find((w) => taken.includes(w));
    if (clash !== undefined) throw new Refusal(`“${clash}”已在同义词组“${taken.join('、')}”中，一个词只能属于一个同义词组`);
  }
  return clean.join(',');
}

export function saveSynonym(db: Db, by: { id: number }, words: string[]): Promise<number> {
  return db.transaction().execute(async (tx) => {
    await lockSynonyms(tx);
    const stored = await checkedWords(tx, words, null);
    const row = await tx.insertInto('knowledge_synonym').values({ words: stored, updated_by: by.id, updated_at: new Date() }).returning('id').executeTakeFirstOrThrow();
    return row.id;
  });
}

export function updateSynonym(db: Db, by: { id: number }, id: number, words: string[]): Promise<void> {
  return db.transaction().execute(async (tx) => {
    await lockSynonyms(tx);
    if (!await tx.selectFrom('knowledge_synonym').select('id').where('id', '=', id).executeTakeFirst()) throw new Refusal(MISSING);
    const stored = await checkedWords(tx, words, id);
    await tx.updateTable('knowledge_synonym').set({ words: stored, updated_by: by.id, updated_at: new Date() }).where('id', '=', id).execute();
  });
}

export function deleteSynonym(db: Db, id: number): Promise<void> {
  return db.transaction().execute(async (tx) => {
    await lockSynonyms(tx);
    const r = await tx.deleteFrom('knowledge_synonym').where('id', '=', id).executeTakeFirst();
    if (!Number(r.numDeletedRows)) throw new Refusal(MISSING);
  });
}
