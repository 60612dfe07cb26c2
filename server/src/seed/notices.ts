// Demo announcements: published ones and drafts of every importance.
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { AnnouncementTable, Database } from '../db/schema.ts';

const DAY_MS = 24 * 3600 * 1000;

interface AnnouncementSeed {
  title: string;
  impLevel: 1 | 2 | 3;
  content: string;
  /** Days ago it was published; null = a draft. */
  publishedDaysAgo: number | null;
  author: string;
}

const announcements: AnnouncementSeed[] = [
  { title: '关于做好春节期间热线值守工作的通知', impLevel: 1, author: 'manager', publishedDaysAgo: 1,
    content: '<p>各班组：</p><p>春节期间来电量预计上升 <strong>30%</strong>，请各班组按排班表<em>提前 15 分钟</em>到岗。</p><ul><li>值班长每日 9:00 汇总来电情况</li><li>涉及供水、供暖的紧急诉求须 30 分钟内派遣</li></ul>' },
  { title: '12345 热线知识库更新（第 12 期）', impLevel: 2, author: 'supervisor', publishedDaysAgo: 3,
    content: '<p>本期更新了医保异地结算、公积金提取等 18 条知识，详见<a href="/knowledge.html">知识库</a>。</p>' },
  { title: '话务系统例行维护公告', impLevel: 3, author: 'manager', publishedDaysAgo: 5,
    content: '<p>本周六 22:00 至 23:00 进行例行维护，期间软电话可能短暂断线，系统将自动重连。</p>' },
  { title: '关于规范工单办理时限的通知', impLevel: 1, author: 'manager', publishedDaysAgo: 8,
    content: '<p>自下月起，一级承办单位须在 <strong>3 个工作日</strong>内回复，逾期将纳入考核。</p>' },
  { title: '文明用语规范（修订版）', impLevel: 2, author: 'supervisor', publishedDaysAgo: 12,
    content: '<p>请各位话务员熟悉修订后的文明用语规范，首问负责、限时办结。</p>' },
  { title: '三月份优秀话务员表彰名单', impLevel: 3, author: 'supervisor', publishedDaysAgo: 20,
    content: '<p>王晓敏、陈思远等 6 名同志获评三月份优秀话务员，特此表彰。</p>' },
  { title: '防汛应急诉求处置预案（草稿）', impLevel: 1, author: 'manager', publishedDaysAgo: null,
    content: '<p>汛期涉及积水、内涝的来电按紧急工单处理，直接派遣至市水务局。</p>' },
  { title: '热线培训计划（征求意见稿）', impLevel: 2, author: 'supervisor', publishedDaysAgo: null,
    content: '<p>拟于下月开展为期两周的业务培训，请各班组反馈意见。</p>' },
  { title: '食堂就餐时间调整', impLevel: 3, author: 'supervisor', publishedDaysAgo: null,
    content: '<p>午餐时间调整为 11:30 至 13:00，请错峰就餐。</p>' },
];

/** Inserts the demo announcements; `userIds` maps demo usernames to their ids. */
export async function seedNotices(tx: Kysely<Database> | Transaction<Database>, userIds: ReadonlyMap<string, number>, now = Date.now()): Promise<void> {
  const names = new Map((await tx.selectFrom('sys_user').select(['id', 'real_name']).execute()).map((u) => [u.id, u.real_name]));
  const rows: Insertable<AnnouncementTable>[] = announcements.map((a, i) => {
    const authorId = userIds.get(a.author) ?? null;
    const authorName = (authorId !== null ? names.get(authorId) : undefined) ?? a.author;
    const published = a.publishedDaysAgo !== null;
    return {
      title: a.title, imp_level: a.impLevel, content: a.content, publish_state: published ? 1 : 0, is_valid: 1,
      publisher_id: published ? authorId : null, publisher_name: published ? authorName : null,
      publish_date: published ? new Date(now - a.publishedDaysAgo! * DAY_MS) : null,
      created_by: authorId, creator_name: authorName,
      created_at: new Date(now - (a.publishedDaysAgo ?? 0) * DAY_MS - (i + 1) * 3600 * 1000),
    };
  });
  await tx.insertInto('announcement').values(rows).execute();
}
