// 知识维护 · 同义词 and 分类 (knowledge administrators): list, 新增 / 修改 / 删除.
import { Button, Field, Input, Select, SpinButton } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { SYNONYM_WORD_LENGTH, SYNONYM_WORDS_MAX, type KnowledgeCategory, type Synonym } from '../../../shared/api/contracts/knowledge.ts';
import {
  addKnowledgeCategory, addSynonym, deleteKnowledgeCategory, deleteSynonym, fetchKnowledgeCategories, fetchSynonyms, KNOWLEDGE_RESOURCE,
  updateKnowledgeCategory, updateSynonym,
} from '../../../shared/api/knowledge.ts';
import { invalidate, useResource } from '../../../shared/data/index.ts';
import { messageOf } from '../../../shared/http/errors.ts';
import { knowledgeText as t, zhCN } from '../../../shared/i18n/zh-CN.ts';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog.tsx';
import { ListTable, RowActions, type ListColumn } from '../../../shared/ui/ListTable/index.ts';
import { LoadErrorBar } from '../../../shared/ui/LoadErrorBar.tsx';
import { useNotify } from '../../../shared/ui/notify.tsx';
import { categoryOptions, categoryAndBelow, type CategoryOption } from '../categoryTree.ts';
import { useKnowledgeStyles } from '../useKnowledgeStyles.styles.ts';
import { FormDialog } from '../../../shared/ui/FormDialog.tsx';
import { sending } from './sending.ts';

/** 公积金，住房公积金 → the words, as typed separators allow. */
export const splitWords = (text: string) => [...new Set(text.split(/[,，、;；\s]+/).map((w) => w.trim()).filter(Boolean))];

function synonymError(words: string[]): string {
  if (words.length < 2) return t.synonymTooFew;
  if (words.length > SYNONYM_WORDS_MAX) return t.synonymTooMany(SYNONYM_WORDS_MAX);
  if (words.some((w) => w.length > SYNONYM_WORD_LENGTH)) return t.synonymWordTooLong(SYNONYM_WORD_LENGTH);
  return '';
}

/** A list's add / edit / delete state: the dialog, its busy and refusal, the row to delete. */
function useEditing<Row>() {
  const [editing, setEditing] = useState<{ row: Row | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [touched, setTouched] = useState(false);
  const [removing, setRemoving] = useState<Row | null>(null);
  const open = (row: Row | null) => {
    setEditing({ row });
    setError('');
    setTouched(false);
  };
  return { editing, setEditing, busy, setBusy, error, setError, touched, setTouched, removing, setRemoving, open };
}

export function SynonymsTab() {
  const styles = useKnowledgeStyles();
  const notify = useNotify();
  const list = useResource(KNOWLEDGE_RESOURCE.synonyms, (signal) => fetchSynonyms(signal));
  const e = useEditing<Synonym>();
  const [text, setText] = useState('');
  const words = splitWords(text);
  const problem = synonymError(words);
  const message = (f: unknown) => messageOf(f, zhCN.common.operationFailed);

  const done = () => {
    notify.success(zhCN.common.operationSuccess);
    invalidate(KNOWLEDGE_RESOURCE.search); // searches use the synonyms at once
    void list.reload();
  };
  const save = async () => {
    e.setTouched(true);
    if (problem || !e.editing) return;
    const row = e.editing.row;
    if (await sending(e.setBusy, e.setError, () => (row ? updateSynonym(row.id, words) : addSynonym(words)), message)) {
      e.setEditing(null);
      done();
    }
  };
  const remove = async () => {
    if (!e.removing) return;
    if (await sending(e.setBusy, (m) => m && notify.error(m), () => deleteSynonym(e.removing!.id), message)) {
      e.setRemoving(null);
      done();
    }
  };
  const columns: ListColumn<Synonym>[] = [
    { key: 'words', title: t.synonymWords, value: (r) => r.words.join(' = '), width: 420 },
    { key: 'updated', title: t.updatedBy, value: (r) => [r.updatedBy, r.updateTime].filter(Boolean).join(' '), width: 220 },
    {
      key: 'operations', title: t.operations, width: 140, render: (r) => (
        <RowActions width={140} actions={[
          { label: t.edit, ariaLabel: t.rowAction(t.edit, r.words.join('、')), onClick: () => { setText(r.words.join('，')); e.open(r); } },
          { label: t.delete, ariaLabel: t.rowAction(t.delete, r.words.join('、')), onClick: () => e.setRemoving(r) },
        ]} />
      ),
    },
  ];
  return (
    <>
      <div className={styles.toolbar}>
        <Button appearance="primary" icon={<AddRegular />} onClick={() => { setText(''); e.open(null); }}>{t.synonymAdd}</Button>
      </div>
      {list.error && <LoadErrorBar message={`${t.loadFailed}：${list.error}`} onRetry={list.reload} />}
      <ListTable rows={list.data ?? []} columns={columns} rowKey={(r) => String(r.id)} label={t.tabs.synonyms} loading={list.loading && !list.data} height="calc(100vh - 220px)" />
      <FormDialog open={e.editing !== null} title={e.editing?.row ? t.synonymEdit : t.synonymAdd} saving={e.busy} error={e.error} onSubmit={save}
        contentClassName={styles.form} onCancel={() => e.setEditing(null)} submitLabel={e.busy ? t.saving : t.save}>
        <Field label={t.synonymWords} required hint={t.synonymWordsHint} validationMessage={e.touched ? problem || undefined : undefined}>
          <Input value={text} onChange={(_, d) => setText(d.value)} maxLength={500} name="words" />
        </Field>
      </FormDialog>
      <ConfirmDialog open={e.removing !== null} title={t.delete} message={e.removing ? t.synonymDeleteConfirm(e.removing.words.join('、')) : ''}
        busy={e.busy} onConfirm={remove} onCancel={() => e.setRemoving(null)} />
    </>
  );
}

type CategoryRow = CategoryOption & { category: KnowledgeCategory };

export function CategoriesTab() {
  const styles = useKnowledgeStyles();
  const notify = useNotify();
  const list = useResource(KNOWLEDGE_RESOURCE.categories, (signal) => fetchKnowledgeCategories(signal));
  const e = useEditing<KnowledgeCategory>();
  const [draft, setDraft] = useState({ name: '', parentId: '0', orderNum: 0 });
  const categories = list.data ?? [];
  const byId = new Map(categories.map((c) => [c.id, c]));
  const rows: CategoryRow[] = categoryOptions(categories).map((o) => ({ ...o, category: byId.get(o.id)! }));
  // A category cannot move under itself or its own children.
  const blocked = e.editing?.row ? categoryAndBelow(categories, e.editing.row.id) : new Set<number>();
  const nameError = draft.name.trim() ? (draft.name.trim().length > 50 ? t.tooLong(50) : '') : t.categoryNameRequired;
  const message = (f: unknown) => messageOf(f, zhCN.common.operationFailed);

  const done = () => {
    notify.success(zhCN.common.operationSuccess);
    invalidate(KNOWLEDGE_RESOURCE.options);
    void list.reload();
  };
  const open = (row: KnowledgeCategory | null, parentId = 0) => {
    setDraft(row ? { name: row.name, parentId: String(row.parentId), orderNum: row.orderNum } : { name: '', parentId: String(parentId), orderNum: 0 });
    e.open(row);
  };
  const save = async () => {
    e.setTouched(true);
    if (nameError || !e.editing) return;
    const row = e.editing.row;
    const input = { name: draft.name.trim(), parentId: Number(draft.parentId), orderNum: draft.orderNum };
    if (await sending(e.setBusy, e.setError, () => (row ? updateKnowledgeCategory({ id: row.id, ...input }) : addKnowledgeCategory(input)), message)) {
      e.setEditing(null);
      done();
    }
  };
  const remove = async () => {
    if (!e.removing) return;
    if (await sending(e.setBusy, (m) => m && notify.error(m), () => deleteKnowledgeCategory(e.removing!.id), message)) {
      e.setRemoving(null);
      done();
    }
  };
  const columns: ListColumn<CategoryRow>[] = [
    { key: 'name', title: t.categoryName, render: (r) => <span style={{ paddingLeft: `${r.depth * 20}px` }}>{r.category.name}</span>, width: 260 },
    { key: 'order', title: t.categoryOrder, value: (r) => r.category.orderNum, width: 90 },
    { key: 'articles', title: t.categoryArticles, value: (r) => r.category.articles, width: 110 },
    {
      key: 'operations', title: t.operations, width: 220, render: (r) => (
        <RowActions width={220} actions={[
          { label: t.categoryAdd, ariaLabel: t.rowAction(t.categoryAdd, r.path), onClick: () => open(null, r.id) },
          { label: t.edit, ariaLabel: t.rowAction(t.edit, r.path), onClick: () => open(r.category) },
          { label: t.delete, ariaLabel: t.rowAction(t.delete, r.path), onClick: () => e.setRemoving(r.category) },
        ]} />
      ),
    },
  ];
  return (
    <>
      <div className={styles.toolbar}>
        <Button appearance="primary" icon={<AddRegular />} onClick={() => open(null)}>{t.categoryAdd}</Button>
      </div>
      {list.error && <LoadErrorBar message={`${t.loadFailed}：${list.error}`} onRetry={list.reload} />}
      <ListTable rows={rows} columns={columns} rowKey={(r) => String(r.id)} label={t.tabs.categories} loading={list.loading && !list.data} height="calc(100vh - 220px)" showIndex={false} />
      <FormDialog open={e.editing !== null} title={e.editing?.row ? t.categoryEdit : t.categoryAdd} saving={e.busy} error={e.error} onSubmit={save}
        contentClassName={styles.form} onCancel={() => e.setEditing(null)} submitLabel={e.busy ? t.saving : t.save}>
        <Field label={t.categoryParent}>
          <Select value={draft.parentId} onChange={(_, d) => setDraft({ ...draft, parentId: d.value })}>
            <option value="0">{t.categoryTop}</option>
            {categoryOptions(categories).filter((c) => !blocked.has(c.id)).map((c) => <option key={c.id} value={String(c.id)}>{c.label}</option>)}
          </Select>
        </Field>
        <Field label={t.categoryName} required validationMessage={e.touched ? nameError || undefined : undefined}>
          <Input value={draft.name} maxLength={50} onChange={(_, d) => setDraft({ ...draft, name: d.value })} name="name" />
        </Field>
        <Field label={t.categoryOrder}>
          <SpinButton min={0} max={9999} value={draft.orderNum} onChange={(_, d) => setDraft({ ...draft, orderNum: Math.max(0, Math.min(9999, Number(d.value ?? d.displayValue) || 0)) })} />
        </Field>
      </FormDialog>
      <ConfirmDialog open={e.removing !== null} title={t.delete} message={e.removing ? t.categoryDeleteConfirm(e.removing.name) : ''}
        busy={e.busy} onConfirm={remove} onCancel={() => e.setRemoving(null)} />
    </>
  );
}
