// 知识维护 · 文章: the department's (or, for publishers, every) article with status, category, department and 复审 filters;
// 新增 / 修改, 提交审核, 审核, 下架, 复审确认, 版本 and 删除 of drafts.
import { Badge } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import {
  ARTICLE_STATUS_NAMES, KNOWLEDGE_PERMISSIONS as P, type KnowledgeOptions, type ManagedArticle, type ManagedArticlePageRequest,
} from '../../../shared/api/contracts/knowledge.ts';
import { deleteArticles, fetchManagedArticles, KNOWLEDGE_RESOURCE, submitArticle } from '../../../shared/api/knowledge.ts';
import { invalidate } from '../../../shared/data/index.ts';
import { messageOf } from '../../../shared/http/errors.ts';
import { knowledgeText as t, zhCN } from '../../../shared/i18n/zh-CN.ts';
import { AdminListPage, useAdminList, type SearchField } from '../../../shared/ui/AdminList/index.ts';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog.tsx';
import type { ListColumn } from '../../../shared/ui/ListTable/index.ts';
import { usePermission } from '../../../shared/ui/Permission.tsx';
import { useNotify } from '../../../shared/ui/notify.tsx';
import { categoryOptions } from '../categoryTree.ts';
import { ArticleActionDialog, articleActions, type ArticleAction } from './ArticleActionDialogs.tsx';
import { ArticleFormDialog } from './ArticleFormDialog.tsx';
import { VersionsDialog } from './VersionsDialog.tsx';

const EMPTY_SEARCH = { title: '', status: '', categoryId: '', deptId: '', review: '', corrections: '' };
const STATUS_COLOR: Record<number, 'informative' | 'brand' | 'success' | 'subtle'> = { 0: 'informative', 1: 'brand', 2: 'success', 3: 'subtle' };

function toFilters(s: typeof EMPTY_SEARCH): ManagedArticlePageRequest & object {
  const id = (v: string) => (v ? Number(v) : undefined);
  return {
    title: s.title.trim() || undefined, status: s.status ? Number(s.status) as 0 | 1 | 2 | 3 : undefined, categoryId: id(s.categoryId), deptId: id(s.deptId),
    pastReview: s.review === '1' ? true : s.review === '0' ? false : undefined, withCorrections: s.corrections === '1' ? true : undefined,
  };
}

const COLUMNS: ListColumn<ManagedArticle>[] = [
  { key: 'title', title: t.articleTitle, value: (r) => r.title, width: 260 },
  {
    key: 'status', title: t.status, width: 170,
    render: (r) => (
      <span>
        <Badge appearance="tint" color={STATUS_COLOR[r.status] ?? 'informative'}>{r.statusName}</Badge>
        {r.pastReview && <>{' '}<Badge appearance="tint" color="warning">{t.pastReview}</Badge></>}
      </span>
    ),
  },
  { key: 'version', title: t.version, value: (r) => t.versionOf(r.publishedVersion, r.latestVersion), width: 110 },
  { key: 'category', title: t.category, value: (r) => r.categoryPath, width: 160 },
  { key: 'dept', title: t.dept, value: (r) => r.deptName, width: 160 },
  { key: 'reviewDate', title: t.reviewDate, value: (r) => r.reviewDate ?? '', width: 110 },
  { key: 'corrections', title: t.tabs.corrections, value: (r) => r.openCorrections || '', width: 70 },
  { key: 'cites', title: t.citeCount, value: (r) => r.citeCount, width: 80 },
  { key: 'updated', title: t.updatedBy, value: (r) => [r.updatedBy, r.updateTime].filter(Boolean).join(' '), width: 200 },
];

export function ArticlesTab({ options }: { options: KnowledgeOptions | null }) {
  const notify = useNotify();
  const can = { edit: usePermission([P.edit]), publish: usePermission([P.publish]) };
  const list = useAdminList({
    resource: KNOWLEDGE_RESOURCE.articles, stateKey: 'knowledgeArticles', emptySearch: EMPTY_SEARCH, toFilters, fetchPage: fetchManagedArticles,
    deleteIds: deleteArticles, firstPageAfterAdd: true,
  });
  const [action, setAction] = useState<{ kind: ArticleAction; row: ManagedArticle } | null>(null);
  const [versionsOf, setVersionsOf] = useState<ManagedArticle | null>(null);
  const [submitting, setSubmitting] = useState<ManagedArticle | null>(null);
  const [busy, setBusy] = useState(false);

  const changed = (message: string) => {
    notify.success(message);
    invalidate('knowledge:versions');
    invalidate(KNOWLEDGE_RESOURCE.search);
    void list.reload();
  };

  const submit = async () => {
    if (!submitting || busy) return;
    setBusy(true);
    try {
      await submitArticle(submitting.id, submitting.latestVersion);
      setSubmitting(null);
      changed(t.submitted);
    } catch (failure) {
      notify.error(messageOf(failure, zhCN.common.operationFailed));
    } finally {
      setBusy(false);
    }
  };

  const fields = useMemo((): SearchField<typeof EMPTY_SEARCH>[] => [
    { name: 'title', label: t.articleTitle, maxLength: 100 },
    { name: 'status', label: t.status, kind: 'select', options: [{ value: '', label: t.all }, ...[0, 1, 2, 3].map((s) => ({ value: String(s), label: ARTICLE_STATUS_NAMES[s]! }))] },
    { name: 'categoryId', label: t.category, kind: 'select', options: [{ value: '', label: t.all }, ...categoryOptions(options?.categories ?? []).map((c) => ({ value: String(c.id), label: c.label }))] },
    { name: 'deptId', label: t.dept, kind: 'select', options: [{ value: '', label: t.all }, ...(options?.depts ?? []).map((d) => ({ value: String(d.id), label: d.name }))] },
    { name: 'review', label: t.review, kind: 'select', options: [{ value: '', label: t.all }, { value: '1', label: t.reviewPast }, { value: '0', label: t.reviewOk }] },
    { name: 'corrections', label: t.tabs.corrections, kind: 'select', options: [{ value: '', label: t.all }, { value: '1', label: t.withCorrections }] },
  ], [options]);

  const allowed = (r: ManagedArticle) => articleActions(r, can);
  return (
    <AdminListPage
      title={t.tabs.articles} marker="knowledge-articles" region={false} list={list} fields={fields} columns={COLUMNS} settingsKey="knowledgeArticles"
      selectable={can.edit || can.publish} tableHeight="calc(100vh - 360px)"
      actions={[{ label: t.add, icon: <AddRegular />, permission: can.edit ? P.edit : P.publish, primary: true, onClick: () => list.setEditing({ row: null }) }]}
      rowActions={{
        title: t.operations, width: 300, actions: [
          { label: t.edit, ariaLabel: (r) => t.rowAction(t.edit, r.title), visible: (r) => allowed(r).edit, onClick: (r) => list.setEditing({ row: r }) },
          { label: t.submitReview, ariaLabel: (r) => t.rowAction(t.submitReview, r.title), visible: (r) => allowed(r).submit, onClick: (r) => setSubmitting(r) },
          { label: t.doReview, ariaLabel: (r) => t.rowAction(t.doReview, r.title), visible: (r) => allowed(r).review, onClick: (r) => setAction({ kind: 'review', row: r }) },
          { label: t.versions, ariaLabel: (r) => t.rowAction(t.versions, r.title), onClick: (r) => setVersionsOf(r) },
          { label: t.confirmReview, ariaLabel: (r) => t.rowAction(t.confirmReview, r.title), visible: (r) => allowed(r).confirm, onClick: (r) => setAction({ kind: 'confirm', row: r }) },
          { label: t.expire, ariaLabel: (r) => t.rowAction(t.expire, r.title), visible: (r) => allowed(r).expire, onClick: (r) => setAction({ kind: 'expire', row: r }) },
          { label: t.delete, ariaLabel: (r) => t.rowAction(t.delete, r.title), visible: (r) => allowed(r).remove, onClick: (r) => list.askDelete(r) },
        ],
      }}
      deleteConfirm={{ title: t.deleteConfirmTitle, message: (rows) => t.deleteConfirm(rows.map((r) => t.rowName(r.title)).join('、')) }}
    >
      <ArticleFormDialog editingId={list.editing === null ? undefined : list.editing.row?.id ?? null} editingTitle={list.editing?.row?.title}
        options={options} onClose={() => list.setEditing(null)} onSaved={() => { invalidate('knowledge:versions'); list.saved(); }} />
      <ArticleActionDialog action={action} onClose={() => setAction(null)} onDone={(m) => { setAction(null); changed(m); }} />
      <VersionsDialog article={versionsOf} onClose={() => setVersionsOf(null)} />
      <ConfirmDialog open={submitting !== null} title={t.submitReview} message={submitting ? t.submitConfirm(submitting.title) : ''} busy={busy}
        onConfirm={submit} onCancel={() => setSubmitting(null)} />
    </AdminListPage>
  );
}
