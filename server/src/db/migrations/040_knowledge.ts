// 知识库: articles the departments keep and the centre publishes, every version kept; synonyms the search expands;
// 纠错 reports that reach the owning department with a deadline; citations tying an answer to the order it was given
// on; searches, so the centre sees what callers ask that the base cannot answer.
import type { Migration } from './index.ts';

export const m040Knowledge: Migration = {
  version: 40,
  name: 'knowledge',
  statements: [
    `create table knowledge_category (
      id serial primary key,
      parent_id integer not null default 0,
      name varchar(50) not null,
      order_num integer not null default 0,
      created_at timestamptz not null default now()
    )`,
    `create table knowledge_article (
      id serial primary key,
      category_id integer not null references knowledge_category (id),
      dept_id integer not null references sys_dept (id),
      -- the content agents see: the published version's, or the first draft's until one is published
      title varchar(200) not null,
      body text not null,
      answer text not null default '',
      keywords text not null default '',
      region_ids integer[] not null default '{}',
      basis text not null default '',
      effective_from date,
      review_date date,
      -- 0 草稿, 1 待审核, 2 已发布, 3 已过期 (of the newest version)
      status smallint not null default 0,
      -- the version agents see; null until first published
      published_version integer,
      -- the newest version (a draft or pending one may be newer than the published one)
      latest_version integer not null default 1,
      cite_count integer not null default 0,
      deleted smallint not null default 0,
      created_by integer,
      created_at timestamptz not null default now(),
      updated_by integer,
      -- moved by every change: each server's search index catches up from it
      updated_at timestamptz not null default now(),
      published_at timestamptz
    )`,
    `create index knowledge_article_updated on knowledge_article (updated_at, id)`,
    `create index knowledge_article_dept on knowledge_article (dept_id, status)`,
    `create index knowledge_article_review on knowledge_article (review_date) where deleted = 0`,
    `create table knowledge_article_version (
      id serial primary key,
      article_id integer not null references knowledge_article (id),
      version integer not null,
      category_id integer not null,
      title varchar(200) not null,
      body text not null,
      answer text not null default '',
      keywords text not null default '',
      region_ids integer[] not null default '{}',
      basis text not null default '',
      effective_from date,
      review_date date,
      -- 0 草稿, 1 待审核, 2 已发布, 3 已过期, 4 已驳回, 5 已替代 (a newer version was published)
      status smallint not null default 0,
      -- what the editor said they changed; the reviewer's reason when sent back
      note text,
      review_note text,
      changed_by integer,
      changed_at timestamptz not null default now(),
      reviewed_by integer,
      reviewed_at timestamptz,
      unique (article_id, version)
    )`,
    `create table knowledge_attachment (
      article_id integer not null references knowledge_article (id),
      file_id integer not null references upload_file (id),
      primary key (article_id, file_id)
    )`,
    `create index knowledge_attachment_file on knowledge_attachment (file_id)`,
    `create table knowledge_synonym (
      id serial primary key,
      -- comma-separated, the canonical word first
      words text not null,
      updated_by integer,
      updated_at timestamptz not null default now()
    )`,
    `create table knowledge_correction (
      id serial primary key,
      article_id integer not null references knowledge_article (id),
      -- 1 内容错误, 2 内容过时, 3 其他
      kind smallint not null,
      reason text not null,
      reporter_id integer not null,
      reporter_dept_id integer,
      -- the owning department when it was filed
      dept_id integer not null,
      created_at timestamptz not null default now(),
      due_at timestamptz not null,
      -- 0 待处理, 1 已采纳, 2 不采纳
      state smallint not null default 0,
      reply text,
      handled_by integer,
      handled_at timestamptz
    )`,
    `create index knowledge_correction_dept on knowledge_correction (dept_id, state)`,
    `create index knowledge_correction_article on knowledge_correction (article_id)`,
    `create table knowledge_citation (
      id serial primary key,
      article_id integer not null references knowledge_article (id),
      article_version integer not null,
      workflow_id varchar(40) not null,
      cited_by integer,
      cited_at timestamptz not null default now()
    )`,
    `create index knowledge_citation_order on knowledge_citation (workflow_id)`,
    `create index knowledge_citation_at on knowledge_citation (cited_at)`,
    `create table knowledge_search_log (
      id bigserial primary key,
      query varchar(100) not null,
      hits integer not null,
      user_id integer,
      searched_at timestamptz not null default now()
    )`,
    `create index knowledge_search_log_at on knowledge_search_log (searched_at)`,
  ],
};
