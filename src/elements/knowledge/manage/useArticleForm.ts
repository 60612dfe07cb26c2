// 新增 / 修改 an article: the draft as typed, checks in Chinese, save (and 提交审核) with the version the editor started from.
import { useEffect, useState, type ChangeEvent } from 'react';
import {
  ARTICLE_ATTACHMENTS_MAX, ARTICLE_TITLE_MAX, type AttachmentRef, type KnowledgeArticle, type KnowledgeOptions,
} from '../../../shared/api/contracts/knowledge.ts';
import { uploadFile } from '../../../shared/api/files.ts';
import { addArticle, fetchArticle, submitArticle, updateArticle } from '../../../shared/api/knowledge.ts';
import { messageOf } from '../../../shared/http/errors.ts';
import { knowledgeText as t, zhCN } from '../../../shared/i18n/zh-CN.ts';
import { hasText } from '../../../shared/richText/sanitize.ts';

export interface ArticleDraft {
  title: string;
  categoryId: string;
  deptId: string;
  keywords: string;
  regionIds: number[];
  effectiveFrom: string;
  reviewDate: string;
  answer: string;
  basis: string;
  body: string;
  files: AttachmentRef[];
  note: string;
}

const blank = (ownDeptId: number | null): ArticleDraft => ({
  title: '', categoryId: '', deptId: ownDeptId ? String(ownDeptId) : '', keywords: '', regionIds: [], effectiveFrom: '', reviewDate: '',
  answer: '', basis: '', body: '', files: [], note: '',
});

function draftOf(a: KnowledgeArticle): ArticleDraft {
  return {
    title: a.title, categoryId: String(a.categoryId), deptId: String(a.deptId), keywords: a.keywords.join('，'), regionIds: [...a.regionIds],
    effectiveFrom: a.effectiveFrom ?? '', reviewDate: a.reviewDate ?? '', answer: a.answer, basis: a.basis, body: a.body,
    files: [...a.attachments], note: '',
  };
}

export interface UseArticleFormOptions {
  /** The article edited (null: a new one); the form closes with undefined. */
  editingId: number | null | undefined;
  options: KnowledgeOptions | null;
  onSaved: () => void;
}

export function useArticleForm({ editingId, options, onSaved }: UseArticleFormOptions) {
  const open = editingId !== undefined;
  const [draft, setDraft] = useState<ArticleDraft>(blank(null));
  const [base, setBase] = useState<KnowledgeArticle | null>(null);
  /** The article and newest version saves continue from (after a 新增 that saved but failed to submit, too). */
  const [saved, setSaved] = useState<{ id: number; version: number } | null>(null);
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState('');
  const [error, setError] = useState('');
  /** Remounts the rich-text editor with the loaded body (it reads its content once). */
  const [editorKey, setEditorKey] = useState(0);

  const load = async () => {
    if (!editingId) return;
    setLoading(true);
    setLoadError('');
    try {
      const article = await fetchArticle(editingId, true);
      setBase(article);
      setSaved({ id: article.id, version: article.latestVersion });
      setDraft(draftOf(article));
      setEditorKey((k) => k + 1);
    } catch (failure) {
      setLoadError(messageOf(failure, t.loadFailed));
    } finally {
      setLoading(false);
    }
  };

  useEffect(() => {
    if (!open) return;
    setTouched(false);
    setError('');
    setBase(null);
    setSaved(null);
    if (editingId === null) {
      setDraft(blank(options?.ownDeptId ?? null));
      setEditorKey((k) => k + 1);
    } else void load();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, editingId]);

  const title = draft.title.trim();
  const errors = {
    title: !title ? t.titleRequired : title.length > ARTICLE_TITLE_MAX ? t.tooLong(ARTICLE_TITLE_MAX) : '',
    categoryId: draft.categoryId ? '' : t.categoryRequired,
    deptId: draft.deptId ? '' : t.deptRequired,
    body: hasText(draft.body) ? '' : t.bodyRequired,
    reviewDate: draft.reviewDate && draft.effectiveFrom && draft.reviewDate < draft.effectiveFrom ? t.reviewBeforeEffective : '',
  };
  const invalid = Object.values(errors).some(Boolean);

  const set = <K extends keyof ArticleDraft>(name: K, value: ArticleDraft[K]) => setDraft((d) => ({ ...d, [name]: value }));

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    for (const file of chosen) {
      if (draft.files.length >= ARTICLE_ATTACHMENTS_MAX) {
        setError(t.attachmentsMax(ARTICLE_ATTACHMENTS_MAX));
        break;
      }
      setUploading(file.name);
      try {
        const uploaded = await uploadFile(file);
        setDraft((d) => ({ ...d, files: [...d.files, { ref: uploaded.id, name: uploaded.name, size: uploaded.size }] }));
        setError('');
      } catch (failure) {
        setError(`${file.name}：${messageOf(failure, zhCN.common.operationFailed)}`);
      }
    }
    setUploading('');
  };

  /** Saves the draft; with `submit`, hands the saved version to the knowledge administrators. */
  const save = async (submit: boolean) => {
    setTouched(true);
    if (busy || uploading || invalid || (editingId && !saved)) return;
    setBusy(true);
    setError('');
    const fields = {
      title, categoryId: Number(draft.categoryId), deptId: Number(draft.deptId), body: draft.body, answer: draft.answer.trim(),
      keywords: draft.keywords.trim(), regionIds: draft.regionIds, basis: draft.basis.trim(),
      effectiveFrom: draft.effectiveFrom || null, reviewDate: draft.reviewDate || null,
      attachmentRefs: draft.files.map((f) => f.ref), note: draft.note.trim() || undefined,
    };
    try {
      let id: number;
      let version: number;
      if (saved) {
        id = saved.id;
        version = (await updateArticle({ id, baseVersion: saved.version, ...fields })).version;
      } else ({ id, version } = await addArticle(fields));
      // A second save (after a refused 提交审核) continues from what this one wrote, never adds the article twice.
      setSaved({ id, version });
      if (submit) await submitArticle(id, version);
      onSaved();
    } catch (failure) {
      setError(messageOf(failure, zhCN.common.operationFailed)); // the form stays as typed
    } finally {
      setBusy(false);
    }
  };

  return { open, draft, set, errors: touched ? errors : null, loading, loadError, reload: load, busy, uploading, error, upload, save, editorKey, base };
}

export type ArticleFormLogic = ReturnType<typeof useArticleForm>;
