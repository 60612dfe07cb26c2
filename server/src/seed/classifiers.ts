// The keyword classifier's own phrases, beside the words each classification already has in the event-type tree.
import type { Insertable, Kysely } from 'kysely';
import type { Database, EventTypeKeywordTable } from '../db/schema.ts';

// Phrases that point at one classification more surely than a single word (weight 2) or add a hint (weight 1).
const extraKeywords: Record<number, Array<[string, number]>> = {
  101: [['物业费', 2], ['物业公司', 2], ['电梯故障', 2], ['业主委员会', 2], ['门禁', 1], ['绿化', 1], ['保安', 1]],
  102: [['夜间施工', 2], ['渣土车', 2], ['违章建筑', 2], ['违建', 2], ['脚手架', 1], ['塔吊', 1], ['扬尘', 1]],
  103: [['墙体开裂', 2], ['房屋漏水', 2], ['开发商', 1], ['交房', 1], ['防水', 1], ['渗水', 1]],
  104: [['停水', 2], ['自来水', 2], ['水压', 1], ['下水道', 2], ['井盖', 1], ['积水', 1]],
  201: [['预付卡', 2], ['商家跑路', 2], ['霸王条款', 2], ['虚假宣传', 1], ['售后', 1], ['三包', 1]],
  202: [['过期食品', 2], ['食物中毒', 2], ['无证经营', 1], ['变质', 1], ['后厨', 1]],
  203: [['乱收费', 2], ['明码标价', 2], ['价格欺诈', 2], ['涨价', 1], ['收费标准', 1]],
  301: [['油烟', 2], ['焚烧', 2], ['刺鼻', 1], ['排放', 1], ['烟囱', 1]],
  302: [['噪音扰民', 2], ['广场舞', 2], ['装修噪音', 2], ['鸣笛', 1], ['音响', 1]],
  401: [['拖欠工资', 2], ['讨薪', 2], ['劳动合同', 2], ['加班费', 1], ['辞退', 1], ['劳动仲裁', 1]],
  402: [['医保报销', 2], ['社保卡', 2], ['缴费基数', 1], ['公积金', 1], ['退休金', 1]],
  501: [['绕路', 2], ['不打表', 2], ['司机', 1], ['乘客', 1]],
  502: [['公交车', 2], ['末班车', 2], ['班次', 1], ['公交司机', 1]],
  601: [['垃圾清运', 2], ['占道经营', 2], ['乱扔垃圾', 1], ['垃圾桶', 1], ['小广告', 1]],
  602: [['暖气不热', 2], ['燃气泄漏', 2], ['天然气', 1], ['供暖', 1], ['煤气', 1]],
  603: [['路灯', 2], ['路灯不亮', 2], ['照明', 1]],
  604: [['倒树', 2], ['行道树', 2], ['树枝', 1], ['枯树', 1], ['砍伐', 1]],
  605: [['流浪狗', 2], ['遛狗', 2], ['犬只', 1], ['咬伤', 1], ['狗', 1]],
  606: [['消防通道', 2], ['乱停车', 2], ['违停', 2], ['占道停车', 1], ['僵尸车', 1]],
  701: [['青川区', 2]],
  702: [['临江区', 2]],
};

export function classifierKeywords(): Insertable<EventTypeKeywordTable>[] {
  return Object.entries(extraKeywords).flatMap(([id, words]) => words.map(([keyword, weight]) => ({ event_type_id: Number(id), keyword, weight })));
}

/** Runs after seedWorkorders: the phrases belong to its event types. */
export async function seedClassifierKeywords(db: Kysely<Database>): Promise<void> {
  await db.insertInto('event_type_keyword').values(classifierKeywords()).execute();
}
