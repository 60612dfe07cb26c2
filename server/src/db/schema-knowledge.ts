// Kysely table types: 知识库 (migration 040).
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './column-types.ts';

/** 'YYYY-MM-DD' (a date column, read through to_char). */
type Day = ColumnType<string | null, string | null | undefined, string | null>;
type IntArray = ColumnType<number[], number[] | undefined, number[]>;

export interface KnowledgeCategoryTable {
  id: Generated<number>;
  parent_id: Generated<number>;
  name: string;
  order_num: Generated<number>;
  created_at: CreatedAt;
}

/** An article: the content agents see (the published version's, or the first draft's until published). */
export interface KnowledgeArticleTable {
  id: Generated<number>;
  category_id: number;
  /** The owning department: it edits the article and answers its 纠错. */
  dept_id: number;
  title: string;
  /** Rich text through the shared allow-list. */
  body: string;
  /** 答复口径: the plain text an agent reads out and 引用 puts into the reply. */
  answer: Generated<string>;
  /** Comma-separated. */
  keywords: Generated<string>;
  /** Areas it applies to; empty = the whole city. */
  region_ids: IntArray;
  /** 依据: the documents it rests on. */
  basis: Generated<string>;
  effective_from: Day;
  /** 复审日期: the department confirms or revises it by then. */
  review_date: Day;
  /** 0 草稿, 1 待审核, 2 已发布, 3 已过期 (of the newest version). */
  status: Generated<number>;
  published_version: number | null;
  latest_version: Generated<number>;
  cite_count: Generated<number>;
  deleted: Generated<number>;
  created_by: number | null;
  created_at: CreatedAt;
  updated_by: number | null;
  /** Moved by every change: each server's search index catches up from it. */
  updated_at: CreatedAt;
  published_at: Date | null;
  /** 复审确认: the department confirmed the published article is still right (migration 041). */
  confirmed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The review date the department was last reminded of (migration 041). */
  review_reminded_for: Day;
}

/** Every version ever saved, with who changed what. */
export interface KnowledgeArticleVersionTable {
  id: Generated<number>;
  article_id: number;
  version: number;
  category_id: number;
  title: string;
  body: string;
  answer: Generated<string>;
  keywords: Generated<string>;
  region_ids: IntArray;
  basis: Generated<string>;
  effective_from: Day;
  review_date: Day;
  /** 0 草稿, 1 待审核, 2 已发布, 3 已过期, 4 已驳回, 5 已替代. */
  status: Generated<number>;
  note: string | null;
  review_note: string | null;
  changed_by: number | null;
  changed_at: CreatedAt;
  reviewed_by: number | null;
  reviewed_at: Date | null;
}

export interface KnowledgeAttachmentTable {
  article_id: number;
  file_id: number;
}

export interface KnowledgeSynonymTable {
  id: Generated<number>;
  /** Comma-separated, the canonical word first. */
  words: string;
  updated_by: number | null;
  updated_at: CreatedAt;
}

/** 纠错: an agent flags an article as wrong or outdated; it reaches the owning department with a deadline. */
export interface KnowledgeCorrectionTable {
  id: Generated<number>;
  article_id: number;
  /** 1 内容错误, 2 内容过时, 3 其他. */
  kind: number;
  reason: string;
  reporter_id: number;
  reporter_dept_id: number | null;
  dept_id: number;
  created_at: CreatedAt;
  due_at: Date;
  /** 0 待处理, 1 已采纳, 2 不采纳. */
  state: Generated<number>;
  reply: string | null;
  handled_by: number | null;
  handled_at: Date | null;
  /** When the department was reminded it is overdue (migration 041). */
  overdue_reminded_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** 引用: the article version an agent's answer on an order came from. */
export interface KnowledgeCitationTable {
  id: Generated<number>;
  article_id: number;
  article_version: number;
  workflow_id: string;
  cited_by: number | null;
  cited_at: CreatedAt;
}

export interface KnowledgeSearchLogTable {
  id: Generated<string>;
  query: string;
  hits: number;
  user_id: number | null;
  searched_at: CreatedAt;
}

export interface KnowledgeTables {
  knowledge_category: KnowledgeCategoryTable;
  knowledge_article: KnowledgeArticleTable;
  knowledge_article_version: KnowledgeArticleVersionTable;
  knowledge_attachment: KnowledgeAttachmentTable;
  knowledge_synonym: KnowledgeSynonymTable;
  knowledge_correction: KnowledgeCorrectionTable;
  knowledge_citation: KnowledgeCitationTable;
  knowledge_search_log: KnowledgeSearchLogTable;
}
