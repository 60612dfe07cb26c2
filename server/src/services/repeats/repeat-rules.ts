// 重复诉求: whether a new appeal likely repeats an existing order, and why in words. Pure: the finder feeds it the
// candidates and the centre's term statistics; the bench measures it on a labelled set (scripts/bench/repeat-pairs.json).
import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';
import { SETTING, SETTING_DEFAULTS } from '../../../../src/shared/protocol/settings.ts';

export interface RepeatOrder {
  workflowId: string;
  phone: string | null;
  regionId: number | null;
  address: string | null;
  eventTypeId: number | null;
  content: string;
  createdAt: Date;
  finishedAt: Date | null;
}

export interface NewAppeal {
  phone: string | null;
  regionId: number | null;
  address: string | null;
  eventTypeId: number | null;
  content: string;
  at: Date;
}

export interface RepeatVerdict {
  workflowId: string;
  /** Higher is more certain: the rules that hold, plus the content similarity. */
  score: number;
  /** Why, in words the agent reads (同一来电人…, 同一地点…, 内容相似…). */
  reasons: string[];
}

/** The thresholds of 参数设置 (repeat.*) the rules read. */
export interface RepeatRules {
  /** Same caller: an order of the same number this many days back. */
  callerDays: number;
  /** Same place and event type: this many days back. */
  placeDays: number;
  /** Content alone (same area): the TF-IDF cosine from which two appeals are one. */
  contentSimilarity: number;
  /** A finished order still counts as recent this many days after it finished. */
  finishedDays: number;
}

/** 参数设置's defaults (the bench measures these). */
export const DEFAULT_REPEAT_RULES: RepeatRules = {
  callerDays: SETTING_DEFAULTS[SETTING.repeatCallerDays], placeDays: SETTING_DEFAULTS[SETTING.repeatPlaceDays],
  contentSimilarity: SETTING_DEFAULTS[SETTING.repeatContentSimilarity], finishedDays: SETTING_DEFAULTS[SETTING.repeatFinishedDays],
};

const DAY_MS = 86_400_000;
/** The same caller's other appeal on the same matter shares at least this much content (or the event type and a little). */
const CALLER_SIMILARITY = 0.08;
const CALLER_SAME_TYPE_SIMILARITY = 0.05;
/** Two addresses of one place: this share of their normalised character pairs. */
const ADDRESS_SIMILARITY = 0.5;
/** A shared run this long (学府路东, 望江路88) is a place's own name. */
const PLACE_NAME_CHARS = 4;
/** A different caller at the same place: the content must still be about the same matter. */
const PLACE_SIMILARITY = 0.05;
const SHARED_WORDS_SHOWN = 4;

// Words every appeal has: they say nothing about which matter it is (the knowledge search drops them too).
export const STOP_WORDS = new Set(('市民 来电 反映 反应 表示 称 诉求 问题 情况 希望 要求 请求 请 尽快 及时 处理 解决 相关 部门 单位 协调 核实 '
  + '一直 没有 没人 至今 仍然 还是 还 已经 现在 目前 多次 上次 之前 之前 再次 依然 非常 特别 严重 很 都 也 又 就 在 了 的 是 我 我们 他们 '
  + '他 她 你 您 这个 那个 这里 那里 这边 什么 怎么 为什么 因为 所以 但是 而且 并且 以及 和 与 或 及 对 把 被 给 从 到 向 让 等 等等 '
  + '有 无 不 没 能 会 要 想 说 问 看 去 来 个 次 天 些 年 月 日 号 点 处 进行 影响 导致 造成 出现 存在 发现 需要 帮助 帮忙 联系 电话 '
  + '工单 投诉 举报 咨询 建议 求助 催办 督办 回复 答复 办理 上门 这种 一下 一些 还没 没有人 无人 一个 左右 期间 以来 '
  + '号楼 社区 街道 单元 小区门口 附近 对面 旁边 路口 村里').split(/\s+/));

let segmenter: Jieba | null = null;
// The dictionary loads once per process (about 0.2 s), on the first appeal segmented.
export const jieba = () => (segmenter ??= Jieba.withDict(dict));

/**
 * The words of an appeal that carry its matter: jieba's search-mode segmentation (物业公司 also as 物业), without
 * punctuation, numbers, single characters and stop words.
 */
export function appealTerms(text: string): string[] {
  const words = jieba().cutForSearch(text.slice(0, 500), true);
  return [...new Set(words.filter((w) => w.length > 1 && !/^[\d\p{P}\p{S}\s\w]+$/u.test(w) && !STOP_WORDS.has(w)))];
}

/** Document frequencies of terms over the centre's recent orders (smoothed IDF). */
export class TermStats {
  #documents = 0;
  readonly #frequency = new Map<string, number>();

  add(terms: readonly string[]): void {
    this.#documents++;
    for (const t of new Set(terms)) this.#frequency.set(t, (this.#frequency.get(t) ?? 0) + 1);
  }

  idf(term: string): number {
    return Math.log((1 + this.#documents) / (1 + (this.#frequency.get(term) ?? 0))) + 1;
  }
}

/** TF-IDF cosine of two term sets (each term once), and the shared terms by weight. */
export function contentSimilarity(a: readonly string[], b: readonly string[], stats: TermStats): { cosine: number; shared: string[] } {
  if (!a.length || !b.length) return { cosine: 0, shared: [] };
  const inB = new Set(b);
  let dot = 0;
  let normA = 0;
  let normB = 0;
  const shared: Array<[string, number]> = [];
  for (const t of a) {
    const w = stats.idf(t) ** 2;
    normA += w;
    if (inB.has(t)) {
      dot += w;
      shared.push([t, w]);
    }
  }
  for (const t of b) normB += stats.idf(t) ** 2;
  return { cosine: dot / Math.sqrt(normA * normB), shared: shared.sort((x, y) => y[1] - x[1]).map(([t]) => t) };
}

const CN_DIGITS: Record<string, string> = { 零: '0', 一: '1', 二: '2', 两: '2', 三: '3', 四: '4', 五: '5', 六: '6', 七: '7', 八: '8', 九: '9', 十: '10' };

/** An address as comparable text: Chinese numerals as digits, 栋/幢/号楼 as one word, spaces and punctuation gone. */
export function normaliseAddress(address: string): string {
  return address.replace(/[零一二两三四五六七八九十]/g, (c) => CN_DIGITS[c]!)
    .replace(/(号楼|栋|幢|座)/g, '号').replace(/[\s\p{P}\p{S}]/gu, '').toLowerCase();
}

/** The part of an address below its community: 城关街道北门社区3栋 -> 3号 (two buildings of one community are two places). */
const belowCommunity = (address: string) => {
  const rest = normaliseAddress(address).replace(/^.*?(社区|街道|村|镇)(?=.)/u, '').replace(/^.*?(社区|村)(?=.)/u, '');
  return rest;
};

function bigramSet(text: string): Set<string> {
  const chars = Array.from(text);
  const out = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) out.add(chars[i]! + chars[i + 1]!);
  return out;
}

/** Dice coefficient of the character pairs of two texts. */
export function pairSimilarity(a: string, b: string): number {
  const x = bigramSet(a);
  const y = bigramSet(b);
  if (!x.size || !y.size) return 0;
  let common = 0;
  for (const g of x) if (y.has(g)) common++;
  return (2 * common) / (x.size + y.size);
}

/** The longest run of characters two texts share. */
function longestCommonRun(a: string, b: string): number {
  const x = Array.from(a);
  const y = Array.from(b);
  let best = 0;
  let previous = new Array<number>(y.length + 1).fill(0);
  for (let i = 1; i <= x.length; i++) {
    const row = new Array<number>(y.length + 1).fill(0);
    for (let j = 1; j <= y.length; j++) if (x[i - 1] === y[j - 1]) best = Math.max(best, (row[j] = previous[j - 1]! + 1));
    previous = row;
  }
  return best;
}

/** Whether two addresses name one place: below the community, one holds the other, or they share a name of four characters or most pairs. */
export function samePlace(a: string | null, b: string | null): boolean {
  if (!a || !b) return false;
  const x = belowCommunity(a);
  const y = belowCommunity(b);
  if (x.length < 2 || y.length < 2) return false;
  if (x.includes(y) || y.includes(x)) return true;
  return longestCommonRun(x, y) >= PLACE_NAME_CHARS || pairSimilarity(x, y) >= ADDRESS_SIMILARITY;
}

const phoneKey = (phone: string | null) => (phone ? phone.replace(/\D/g, '').replace(/^86(?=1\d{10}$)/, '') : '');
const daysBetween = (from: Date, to: Date) => Math.max(0, Math.floor((to.getTime() - from.getTime()) / DAY_MS));

/** Whether the order is still one an appeal can repeat: open, or finished only days ago. */
export function stillRecent(order: Pick<RepeatOrder, 'finishedAt'>, at: Date, rules: RepeatRules = DEFAULT_REPEAT_RULES): boolean {
  return order.finishedAt === null || at.getTime() - order.finishedAt.getTime() <= rules.finishedDays * DAY_MS;
}

/** An appeal's text without the places named in either address: what is wrong, not where. */
export function matterOf(content: string, addresses: readonly (string | null)[]): string {
  let text = normaliseAddress(content);
  for (const a of addresses) if (a) for (const part of [normaliseAddress(a), belowCommunity(a)]) if (part.length >= 2) text = text.replaceAll(part, '');
  return text;
}

export function judgeRepeat(appeal: NewAppeal, appealTerms: readonly string[], order: RepeatOrder, orderTerms: readonly string[], stats: TermStats,
  rules: RepeatRules = DEFAULT_REPEAT_RULES): RepeatVerdict | null {
  if (!stillRecent(order, appeal.at, rules)) return null;
  const days = daysBetween(order.createdAt, appeal.at);
  // Words of either address say where, not what: two matters at one building must not look alike for it.
  const where = normaliseAddress(`${appeal.address ?? ''}|${order.address ?? ''}`);
  const what = (terms: readonly string[]) => terms.filter((t) => !where.includes(normaliseAddress(t)));
  const { cosine, shared } = contentSimilarity(what(appealTerms), what(orderTerms), stats);
  // Words (TF-IDF over the centre's orders) or, for wordings jieba cuts apart, character pairs: the closer of the two.
  const addresses = [appeal.address, order.address];
  const similarity = Math.max(cosine, pairSimilarity(matterOf(appeal.content, addresses), matterOf(order.content, addresses)));
  const sameType = appeal.eventTypeId !== null && appeal.eventTypeId === order.eventTypeId;
  const typeAgrees = sameType || appeal.eventTypeId === null || order.eventTypeId === null;
  const sameArea = appeal.regionId !== null && appeal.regionId === order.regionId;
  const place = sameArea && samePlace(appeal.address, order.address);
  const when = days === 0 ? '今天' : `${days} 天前`;
  const reasons: string[] = [];
  let score = 0;

  const caller = phoneKey(appeal.phone) !== '' && phoneKey(appeal.phone) === phoneKey(order.phone) && days <= rules.callerDays;
  if (caller && (similarity >= CALLER_SIMILARITY || (sameType && (place || similarity >= CALLER_SAME_TYPE_SIMILARITY)))) {
    reasons.push(`同一来电人${when}反映过`);
    score += 1;
  }
  if (place && days <= rules.placeDays && typeAgrees && similarity >= PLACE_SIMILARITY) {
    reasons.push(`同一地点${sameType ? '、同一事件类型' : ''}，${when}已有工单`);
    score += 0.8;
  }
  if (!reasons.length && sameArea && typeAgrees && days <= rules.callerDays && similarity >= rules.contentSimilarity) {
    reasons.push(`同一区域内容相近的工单，${when}登记`);
    score += 0.5;
  }
  if (!reasons.length) return null;
  reasons.push(`内容相似度 ${similarity.toFixed(2)}${shared.length ? `（共同词：${shared.slice(0, SHARED_WORDS_SHOWN).join('、')}）` : ''}`);
  return { workflowId: order.workflowId, score: Math.round((score + similarity) * 100) / 100, reasons };
}
