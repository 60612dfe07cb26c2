// 知识检索's words: jieba's search mode over the city's own names (areas, departments, the synonym words), so 城关街道,
// 住房公积金 and 市场监督管理局 stay whole words; punctuation, numbers, single characters and stop words are dropped.
import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { STOP_WORDS } from '../repeats/repeat-rules.ts';

/** Words of the appeal finder's stop list that name what articles are about (a query for 社区 or 投诉 must find them). */
const KEPT = new Set(['社区', '街道', '投诉', '举报', '咨询', '办理', '联系', '电话', '帮助', '上门', '工单', '回复', '答复', '影响', '需要']);
/** How a question is asked, never what it is about. */
const QUESTION_WORDS = ['怎么办', '怎么样', '如何', '哪里', '哪些', '哪个', '多少', '多久', '可以', '能否', '能不能', '是否', '请问', '需要', '什么样', '吗', '呢', '吧', '啊'];
const STOP = new Set([...[...STOP_WORDS].filter((w) => !KEPT.has(w)), ...QUESTION_WORDS]);
/** A user-dictionary word: frequent enough that jieba keeps it whole rather than splitting it. */
const USER_WORD_FREQUENCY = 200_000;
const NOT_A_WORD = /^[\d\p{P}\p{S}\s]+$/u;
/** The city's prefix on department names (云澜市市场监督管理局 is also said 市场监督管理局). */
const CITY_PREFIX = /^云澜市(?=.{3,})/u;

export class KnowledgeSegmenter {
  // A jieba of the knowledge base's own: its user dictionary must not move the appeal classifier's measured segmentation.
  readonly #jieba = Jieba.withDict(dict);
  readonly #userWords = new Set<string>();

  /** Adds words to the user dictionary (jieba cannot forget a word); answers those that were new. */
  addWords(words: Iterable<string>): string[] {
    const added: string[] = [];
    for (const raw of words) {
      const word = raw.trim();
      if (word.length < 2 || word.length > 30 || /\s/.test(word) || this.#userWords.has(word)) continue;
      this.#userWords.add(word);
      added.push(word);
    }
    if (added.length) this.#jieba.loadDict(Buffer.from(added.map((w) => `${w} ${USER_WORD_FREQUENCY} n`).join('\n')));
    return added;
  }

  /** Every word of a text as search mode cuts it (住房公积金 also as 住房, 公积金), each occurrence, in order. */
  words(text: string): string[] {
    if (!text) return [];
    return this.#jieba.cutForSearch(text, true).filter((w) => isTerm(w));
  }

  /** The distinct words of a query or an appeal. */
  terms(text: string): string[] {
    return [...new Set(this.words(text))];
  }
}

/** A word that says what a text is about: two characters or more, not only digits or punctuation, no stop word. */
export function isTerm(word: string): boolean {
  const w = word.trim();
  if (w.length < 2) return false;
  return !NOT_A_WORD.test(w) && !STOP.has(w);
}

/** The city's place and department names, for the user dictionary (departments also without the city's prefix). */
export async function cityNames(db: Kysely<Database>): Promise<string[]> {
  const [areas, depts] = await Promise.all([
    db.selectFrom('sys_area').select('name').execute(),
    db.selectFrom('sys_dept').select('name').execute(),
  ]);
  const names = areas.map((a) => a.name);
  for (const d of depts) names.push(d.name, d.name.replace(CITY_PREFIX, ''));
  return names;
}

/** The synonym groups, canonical word first, and a signature that moves with any change (a deleted group too). */
export async function synonymGroups(db: Kysely<Database>): Promise<{ groups: string[][]; signature: string }> {
  const rows = await db.selectFrom('knowledge_synonym').select(['id', 'words']).orderBy('id').execute();
  const groups = rows.map((r) => splitWords(r.words)).filter((g) => g.length >= 2);
  return { groups, signature: await synonymSignature(db) };
}

/** Count and newest change of the synonyms: one cheap query each search compares. */
export async function synonymSignature(db: Kysely<Database>): Promise<string> {
  const r = await sql<{ s: string }>`select count(*)::text || '|' || coalesce(max(updated_at)::text, '') || '|' || coalesce(max(id), 0)::text as s
    from knowledge_synonym`.execute(db);
  return r.rows[0]!.s;
}

/** Comma-separated words (，、 and spaces also separate), each once. */
export function splitWords(text: string): string[] {
  return [...new Set(text.split(/[,，、;；\s]+/u).map((w) => w.trim()).filter(Boolean))];
}
