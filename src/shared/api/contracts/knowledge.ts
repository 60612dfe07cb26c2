// 知识库: articles the departments keep current and the centre's knowledge administrators publish (草稿 → 待审核 →
// 已发布 → 已过期, every version kept); a Chinese search with synonyms and highlights; the top articles for an appeal as
// it is typed; 纠错 that reaches the owning department with a deadline; upkeep per department and the week's questions.
import { Type, type Static } from '@sinclair/typebox';
import { Body, Int, IntEnum, NoBody, Nullable, NullableDateTime, NullableInt, NullableText, Optional, OptionalBody, Page, Paging, ReqStr, Str, type EndpointMap } from './schema.ts';

/** The permissions of the knowledge base (menus 801–803 and their buttons). */
export const KNOWLEDGE_PERMISSIONS = {
  /** 知识检索 and 政策文件: search and read published articles, file 纠错. */
  search: 'knowledge:article:search',
  /** 知识维护: write, revise and submit articles of one's own department (any department for publishers). */
  edit: 'knowledge:article:edit',
  /** The centre's knowledge administrators: approve or send back, take off (下架), manage categories and synonyms. */
  publish: 'knowledge:article:publish',
  /** Answer the 纠错 of one's own department's articles (any, for publishers). */
  correct: 'knowledge:correction:handle',
} as const;

/** 0 草稿, 1 待审核, 2 已发布, 3 已过期 (an article's, i.e. its newest version's); versions also 4 已驳回, 5 已替代. */
export const ArticleStatus = IntEnum([0, 1, 2, 3] as const);
export const ARTICLE_STATUS = { draft: 0, pending: 1, published: 2, expired: 3, rejected: 4, superseded: 5 } as const;
export const ARTICLE_STATUS_NAMES: Readonly<Record<number, string>> = { 0: '草稿', 1: '待审核', 2: '已发布', 3: '已过期', 4: '已驳回', 5: '已替代' };

/** 1 内容错误, 2 内容过时, 3 其他 */
export const CorrectionKind = IntEnum([1, 2, 3] as const);
export const CORRECTION_KIND_NAMES: Readonly<Record<number, string>> = { 1: '内容错误', 2: '内容过时', 3: '其他' };
/** 0 待处理, 1 已采纳, 2 不采纳 */
export const CorrectionState = IntEnum([0, 1, 2] as const);
export const CORRECTION_STATE_NAMES: Readonly<Record<number, string>> = { 0: '待处理', 1: '已采纳', 2: '不采纳' };

export const ARTICLE_TITLE_MAX = 200;
export const ARTICLE_BODY_MAX = 50_000;
export const ARTICLE_ANSWER_MAX = 2000;
export const ARTICLE_KEYWORDS_MAX = 500;
export const ARTICLE_BASIS_MAX = 1000;
export const ARTICLE_NOTE_MAX = 500;
export const ARTICLE_ATTACHMENTS_MAX = 10;
export const SEARCH_QUERY_MAX = 100;
export const SYNONYM_WORDS_MAX = 20;
export const SYNONYM_WORD_LENGTH = 20;
/** The top articles shown beside 受理登记. */
export const SUGGESTED_ARTICLES = 3;
/** Citations one registration may carry. */
export const CITED_ARTICLES_MAX = 5;

const Day = () => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });

/** A highlighted stretch of a text: [start, end) in UTF-16 code units. */
export const Mark = Type.Tuple([Type.Integer(), Type.Integer()]);
export type Mark = Static<typeof Mark>;

export const AttachmentRef = Type.Object({ ref: Type.String(), name: Type.String(), size: Type.Integer() });
export type AttachmentRef = Static<typeof AttachmentRef>;

/** A search result: marks say where the query's words (and their synonyms) are. */
export const KnowledgeHit = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  titleMarks: Type.Array(Mark),
  /** The best passage of the body (plain text, about 120 characters). */
  snippet: Type.String(),
  snippetMarks: Type.Array(Mark),
  /** 答复口径 (plain text). */
  answer: Type.String(),
  categoryId: Type.Integer(),
  /** e.g. 办事指南 / 公积金. */
  categoryPath: Type.String(),
  deptId: Type.Integer(),
  deptName: Type.String(),
  /** Empty: the whole city. */
  regionNames: Type.Array(Type.String()),
  reviewDate: NullableText(),
  /** 已过复审期: agents see it marked, the answer may be stale. */
  pastReview: Type.Boolean(),
  /** Open 纠错 on it. */
  openCorrections: Type.Integer(),
  updateTime: Type.String(),
  score: Type.Number(),
});
export type KnowledgeHit = Static<typeof KnowledgeHit>;

export const KnowledgeSearchRequest = OptionalBody({
  ...Paging,
  q: Optional(Str(SEARCH_QUERY_MAX)),
  /** This category or below it. */
  categoryId: Optional(Int(1)),
  deptId: Optional(Int(1)),
  /** Articles for this area (or above it) and the whole city's. */
  regionId: Optional(Int(1)),
});
export type KnowledgeSearchRequest = Static<typeof KnowledgeSearchRequest>;

export const KnowledgeSearchResult = Type.Object({
  records: Type.Array(KnowledgeHit),
  total: Type.Integer(),
  current: Type.Integer(),
  size: Type.Integer(),
  /** The words searched for, after segmentation, synonyms added. */
  terms: Type.Array(Type.String()),
  /** The synonyms used, in words: 公积金 → 住房公积金. */
  synonyms: Type.Array(Type.String()),
});
export type KnowledgeSearchResult = Static<typeof KnowledgeSearchResult>;

/** The top articles for an appeal being registered. */
export const KnowledgeSuggestRequest = Body({
  content: Str(2000),
  regionId: Optional(Nullable(Int(1))),
  eventTypeId: Optional(Nullable(Int(1))),
});
export type KnowledgeSuggestRequest = Static<typeof KnowledgeSuggestRequest>;

export const KnowledgeSuggestion = Type.Object({
  id: Type.Integer(),
  /** The published version 引用 records. */
  version: Type.Integer(),
  title: Type.String(),
  answer: Type.String(),
  categoryPath: Type.String(),
  deptName: Type.String(),
  pastReview: Type.Boolean(),
  /** Why, in words: 匹配：公积金、租房提取. */
  reason: Type.String(),
});
export type KnowledgeSuggestion = Static<typeof KnowledgeSuggestion>;

/** An article as agents read it (its published version), with what its maintainers see. */
export const KnowledgeArticle = Type.Object({
  id: Type.Integer(),
  /** The version shown: the published one for readers, the newest for maintainers asking for it. */
  version: Type.Integer(),
  publishedVersion: NullableInt(),
  latestVersion: Type.Integer(),
  status: Type.Integer(),
  statusName: Type.String(),
  title: Type.String(),
  /** Sanitised rich text. */
  body: Type.String(),
  answer: Type.String(),
  categoryId: Type.Integer(),
  categoryPath: Type.String(),
  deptId: Type.Integer(),
  deptName: Type.String(),
  keywords: Type.Array(Type.String()),
  regionIds: Type.Array(Type.Integer()),
  regionNames: Type.Array(Type.String()),
  basis: Type.String(),
  effectiveFrom: NullableText(),
  reviewDate: NullableText(),
  pastReview: Type.Boolean(),
  attachments: Type.Array(AttachmentRef),
  citeCount: Type.Integer(),
  openCorrections: Type.Integer(),
  updatedBy: NullableText(),
  updateTime: Type.String(),
  publishTime: NullableDateTime(),
  /** What the reader may do with it. */
  canEdit: Type.Boolean(),
  canPublish: Type.Boolean(),
});
export type KnowledgeArticle = Static<typeof KnowledgeArticle>;

/** A row of 知识维护's list. */
export const ManagedArticle = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  status: Type.Integer(),
  statusName: Type.String(),
  categoryPath: Type.String(),
  deptId: Type.Integer(),
  deptName: Type.String(),
  publishedVersion: NullableInt(),
  latestVersion: Type.Integer(),
  reviewDate: NullableText(),
  pastReview: Type.Boolean(),
  openCorrections: Type.Integer(),
  citeCount: Type.Integer(),
  updatedBy: NullableText(),
  updateTime: Type.String(),
});
export type ManagedArticle = Static<typeof ManagedArticle>;

export const ManagedArticlePageRequest = OptionalBody({
  ...Paging,
  title: Optional(Str(SEARCH_QUERY_MAX)),
  status: Optional(ArticleStatus),
  categoryId: Optional(Int(1)),
  deptId: Optional(Int(1)),
  /** Only those past their review date (or, false, only those not). */
  pastReview: Optional(Type.Boolean()),
  /** Only those with open 纠错. */
  withCorrections: Optional(Type.Boolean()),
});
export type ManagedArticlePageRequest = Static<typeof ManagedArticlePageRequest>;

const articleFields = {
  categoryId: Int(1),
  /** The owning department; a department's editor may only name its own (or one of its units). */
  deptId: Int(1),
  title: ReqStr(ARTICLE_TITLE_MAX),
  /** Rich text; sanitised through the shared allow-list before it is stored. */
  body: ReqStr(ARTICLE_BODY_MAX),
  answer: Optional(Str(ARTICLE_ANSWER_MAX)),
  /** Comma-separated (，、 and spaces also separate). */
  keywords: Optional(Str(ARTICLE_KEYWORDS_MAX)),
  regionIds: Optional(Type.Array(Int(1), { maxItems: 50 })),
  basis: Optional(Str(ARTICLE_BASIS_MAX)),
  effectiveFrom: Optional(Nullable(Day())),
  reviewDate: Optional(Nullable(Day())),
  /** Upload references (the upload answer's ref). */
  attachmentRefs: Optional(Type.Array(Str(64, 1), { maxItems: ARTICLE_ATTACHMENTS_MAX })),
  /** What was changed, in the editor's words (the version list shows it). */
  note: Optional(Str(ARTICLE_NOTE_MAX)),
};

export const ArticleSaveRequest = Body(articleFields);
export type ArticleSaveRequest = Static<typeof ArticleSaveRequest>;
/** Saves the newest version: a draft (or a sent-back one) is changed in place; a published one gets a new draft version. */
export const ArticleUpdateRequest = Body({ id: Int(1), /** The newest version the editor started from: a newer one refuses. */ baseVersion: Int(1), ...articleFields });
export type ArticleUpdateRequest = Static<typeof ArticleUpdateRequest>;

export const ArticleVersion = Type.Object({
  version: Type.Integer(),
  status: Type.Integer(),
  statusName: Type.String(),
  title: Type.String(),
  body: Type.String(),
  answer: Type.String(),
  categoryPath: Type.String(),
  keywords: Type.Array(Type.String()),
  regionNames: Type.Array(Type.String()),
  basis: Type.String(),
  effectiveFrom: NullableText(),
  reviewDate: NullableText(),
  note: NullableText(),
  reviewNote: NullableText(),
  changedBy: NullableText(),
  changeTime: Type.String(),
  reviewedBy: NullableText(),
  reviewTime: NullableDateTime(),
});
export type ArticleVersion = Static<typeof ArticleVersion>;

export const KnowledgeCategory = Type.Object({
  id: Type.Integer(),
  parentId: Type.Integer(),
  name: Type.String(),
  orderNum: Type.Integer(),
  /** Published articles in it and below it. */
  articles: Type.Integer(),
});
export type KnowledgeCategory = Static<typeof KnowledgeCategory>;

export const KnowledgeOptions = Type.Object({
  categories: Type.Array(KnowledgeCategory),
  /** Handling departments (and units) that own articles, named under their department. */
  depts: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  regions: Type.Array(Type.Object({ id: Type.Integer(), path: Type.String() })),
  /** The reader's own department (an editor's default owner). */
  ownDeptId: NullableInt(),
  /** The category 政策文件 lists. */
  policyCategoryId: NullableInt(),
});
export type KnowledgeOptions = Static<typeof KnowledgeOptions>;

export const Synonym = Type.Object({ id: Type.Integer(), words: Type.Array(Type.String()), updatedBy: NullableText(), updateTime: Type.String() });
export type Synonym = Static<typeof Synonym>;
const synonymWords = Type.Array(Str(SYNONYM_WORD_LENGTH, 1), { minItems: 2, maxItems: SYNONYM_WORDS_MAX });

export const Correction = Type.Object({
  id: Type.Integer(),
  articleId: Type.Integer(),
  articleTitle: Type.String(),
  kind: Type.Integer(),
  kindName: Type.String(),
  reason: Type.String(),
  reporterName: Type.String(),
  reporterDeptName: NullableText(),
  deptId: Type.Integer(),
  deptName: Type.String(),
  createTime: Type.String(),
  dueTime: Type.String(),
  overdue: Type.Boolean(),
  state: Type.Integer(),
  stateName: Type.String(),
  reply: NullableText(),
  handledBy: NullableText(),
  handleTime: NullableDateTime(),
});
export type Correction = Static<typeof Correction>;

export const CorrectionPageRequest = OptionalBody({
  ...Paging,
  state: Optional(CorrectionState),
  articleId: Optional(Int(1)),
  deptId: Optional(Int(1)),
  /** Only those the reader filed. */
  mine: Optional(Type.Boolean()),
});
export type CorrectionPageRequest = Static<typeof CorrectionPageRequest>;

/** 知识维护's upkeep per department (绩效统计 shows the same figures). */
export const UpkeepRow = Type.Object({
  deptId: Type.Integer(),
  deptName: Type.String(),
  /** Published articles it owns. */
  articles: Type.Integer(),
  /** Of them, published or confirmed in the last 90 days. */
  updated90: Type.Integer(),
  /** Of them, past their review date. */
  overdueReviews: Type.Integer(),
  /** 纠错 not yet answered, and of them past their deadline. */
  openCorrections: Type.Integer(),
  overdueCorrections: Type.Integer(),
});
export type UpkeepRow = Static<typeof UpkeepRow>;

export const HotQuestions = Type.Object({
  /** This week's registrations finished with an article, by article. */
  cited: Type.Array(Type.Object({ articleId: Type.Integer(), title: Type.String(), count: Type.Integer() })),
  /** This week's searches that found nothing, by query. */
  unanswered: Type.Array(Type.Object({ query: Type.String(), count: Type.Integer(), lastTime: Type.String() })),
  from: Type.String(),
  to: Type.String(),
});
export type HotQuestions = Static<typeof HotQuestions>;

/** What an order's answer came from (the detail's 答复依据). */
export const OrderCitation = Type.Object({
  articleId: Type.Integer(),
  version: Type.Integer(),
  title: Type.String(),
  citedBy: NullableText(),
  citeTime: Type.String(),
});
export type OrderCitation = Static<typeof OrderCitation>;

const IdBody = Body({ id: Int(1) });

export const knowledgeEndpoints = {
  '/api/knowledge/options': { body: NoBody, reply: KnowledgeOptions },
  '/api/knowledge/search': { body: KnowledgeSearchRequest, reply: KnowledgeSearchResult },
  '/api/knowledge/suggest': { body: KnowledgeSuggestRequest, reply: Type.Array(KnowledgeSuggestion) },
  /** The published version; maintainers may ask for the newest (latest: true). */
  '/api/knowledge/article/info': { body: Body({ id: Int(1), latest: Optional(Type.Boolean()) }), reply: KnowledgeArticle },
  '/api/knowledge/article/page': { body: ManagedArticlePageRequest, reply: Page(ManagedArticle) },
  '/api/knowledge/article/save': { body: ArticleSaveRequest, reply: Type.Object({ id: Type.Integer(), version: Type.Integer() }) },
  '/api/knowledge/article/update': { body: ArticleUpdateRequest, reply: Type.Object({ version: Type.Integer() }) },
  /** 提交审核: the newest version (a draft) → 待审核. */
  '/api/knowledge/article/submit': { body: Body({ id: Int(1), version: Int(1) }), reply: Type.Null() },
  /** 审核: approve (publish; the previous published version becomes 已替代) or send back with a reason. */
  '/api/knowledge/article/review': { body: Body({ id: Int(1), version: Int(1), approve: Type.Boolean(), reason: Optional(Str(ARTICLE_NOTE_MAX)) }), reply: Type.Null() },
  /** 下架: the published article is taken out of search (已过期). */
  '/api/knowledge/article/expire': { body: Body({ id: Int(1), reason: Optional(Str(ARTICLE_NOTE_MAX)) }), reply: Type.Null() },
  /** 复审确认: the department confirms the published article is still right and sets its next review date. */
  '/api/knowledge/article/confirm': { body: Body({ id: Int(1), reviewDate: Day() }), reply: Type.Null() },
  '/api/knowledge/article/delete': { body: Body({ ids: Type.Array(Int(1), { minItems: 1, maxItems: 100 }) }), reply: Type.Null() },
  '/api/knowledge/article/versions': { body: IdBody, reply: Type.Array(ArticleVersion) },
  '/api/knowledge/category/list': { body: NoBody, reply: Type.Array(KnowledgeCategory) },
  '/api/knowledge/category/save': { body: Body({ parentId: Int(0), name: ReqStr(50), orderNum: Optional(Int(0, 9999)) }), reply: Type.Object({ id: Type.Integer() }) },
  '/api/knowledge/category/update': { body: Body({ id: Int(1), parentId: Int(0), name: ReqStr(50), orderNum: Optional(Int(0, 9999)) }), reply: Type.Null() },
  '/api/knowledge/category/delete': { body: IdBody, reply: Type.Null() },
  '/api/knowledge/synonym/list': { body: NoBody, reply: Type.Array(Synonym) },
  '/api/knowledge/synonym/save': { body: Body({ words: synonymWords }), reply: Type.Object({ id: Type.Integer() }) },
  '/api/knowledge/synonym/update': { body: Body({ id: Int(1), words: synonymWords }), reply: Type.Null() },
  '/api/knowledge/synonym/delete': { body: IdBody, reply: Type.Null() },
  /** 纠错: any reader flags a published article; the owning department answers by the deadline (参数设置). */
  '/api/knowledge/correction/file': { body: Body({ articleId: Int(1), kind: CorrectionKind, reason: ReqStr(ARTICLE_NOTE_MAX) }), reply: Type.Object({ id: Type.Integer() }) },
  '/api/knowledge/correction/page': { body: CorrectionPageRequest, reply: Page(Correction) },
  '/api/knowledge/correction/handle': { body: Body({ id: Int(1), accept: Type.Boolean(), reply: ReqStr(ARTICLE_NOTE_MAX) }), reply: Type.Null() },
  '/api/knowledge/upkeep': { body: NoBody, reply: Type.Array(UpkeepRow) },
  '/api/knowledge/hot': { body: OptionalBody({ days: Optional(Int(1, 31)) }), reply: HotQuestions },
  '/api/knowledge/citations': { body: Body({ workflowId: Str(40, 1) }), reply: Type.Array(OrderCitation) },
} as const satisfies EndpointMap;
