// 新增 / 修改知识: every field of an article, the body in the shared rich-text editor, attachments, 修改说明.
import {
  Button, Combobox, Field, Input, Option, Select, Spinner, Textarea,
} from '@fluentui/react-components';
import { AttachRegular, DismissRegular } from '@fluentui/react-icons';
import { useRef } from 'react';
import {
  ARTICLE_ANSWER_MAX, ARTICLE_BASIS_MAX, ARTICLE_KEYWORDS_MAX, ARTICLE_NOTE_MAX, ARTICLE_TITLE_MAX, type KnowledgeOptions,
} from '../../../shared/api/contracts/knowledge.ts';
import { knowledgeText as t } from '../../../shared/i18n/zh-CN.ts';
import { DateField } from '../../../shared/ui/DateField.tsx';
import { LoadErrorBar } from '../../../shared/ui/LoadErrorBar.tsx';
import { RichTextEditor } from '../../../shared/ui/RichTextEditor.tsx';
import { sanitizeArticle } from '../../../shared/richText/sanitize.ts';
import { categoryOptions } from '../categoryTree.ts';
import { useKnowledgeStyles } from '../useKnowledgeStyles.styles.ts';
import { FormDialog } from '../../../shared/ui/FormDialog.tsx';
import { useArticleForm } from './useArticleForm.ts';

export interface ArticleFormDialogProps {
  /** The article edited; null adds one; undefined: closed. */
  editingId: number | null | undefined;
  /** Its title, for the dialog's title while it loads. */
  editingTitle?: string;
  options: KnowledgeOptions | null;
  onClose: () => void;
  onSaved: () => void;
}

export function ArticleFormDialog({ editingId, editingTitle, options, onClose, onSaved }: ArticleFormDialogProps) {
  const styles = useKnowledgeStyles();
  const form = useArticleForm({ editingId, options, onSaved });
  const fileInput = useRef<HTMLInputElement>(null);
  const { draft, set, errors } = form;
  const regionNames = new Map((options?.regions ?? []).map((r) => [r.id, r.path]));
  const ready = editingId === null || (form.base !== null && !form.loading);

  return (
    <FormDialog
      open={form.open} surfaceClassName={styles.wideDialog} contentClassName={styles.form} saving={form.busy || Boolean(form.uploading)} error={form.error}
      title={editingId ? t.editTitle(editingTitle ?? form.draft.title) : t.addTitle}
      submitLabel={form.busy ? t.saving : t.save} onSubmit={() => form.save(false)} onCancel={onClose}
      extraActions={<Button disabled={form.busy || !ready} onClick={() => void form.save(true)}>{t.saveAndSubmit}</Button>}
    >
      {form.loadError && <LoadErrorBar message={form.loadError} onRetry={form.reload} />}
      {form.loading && <Spinner size="small" label={t.loadingArticle} />}
      {ready && (
        <div className={styles.formGrid}>
          <Field label={t.articleTitle} required className={styles.wide} validationMessage={errors?.title}>
            <Input value={draft.title} maxLength={ARTICLE_TITLE_MAX} onChange={(_, d) => set('title', d.value)} name="title" />
          </Field>
          <Field label={t.category} required validationMessage={errors?.categoryId}>
            <Select value={draft.categoryId} onChange={(_, d) => set('categoryId', d.value)} name="categoryId">
              <option value="">{t.choose}</option>
              {categoryOptions(options?.categories ?? []).map((c) => <option key={c.id} value={String(c.id)}>{c.label}</option>)}
            </Select>
          </Field>
          <Field label={t.dept} required validationMessage={errors?.deptId}>
            <Select value={draft.deptId} onChange={(_, d) => set('deptId', d.value)} name="deptId">
              <option value="">{t.choose}</option>
              {(options?.depts ?? []).map((d) => <option key={d.id} value={String(d.id)}>{d.name}</option>)}
            </Select>
          </Field>
          <Field label={t.keywords} hint={t.keywordsHint}>
            <Input value={draft.keywords} maxLength={ARTICLE_KEYWORDS_MAX} onChange={(_, d) => set('keywords', d.value)} name="keywords" />
          </Field>
          <Field label={t.regions} hint={t.regionsHint}>
            <Combobox multiselect placeholder={t.wholeCity} selectedOptions={draft.regionIds.map(String)}
              value={draft.regionIds.map((id) => regionNames.get(id) ?? String(id)).join('、')}
              onOptionSelect={(_, d) => set('regionIds', d.selectedOptions.map(Number))} aria-label={t.chooseRegion}>
              {(options?.regions ?? []).map((r) => <Option key={r.id} value={String(r.id)}>{r.path}</Option>)}
            </Combobox>
          </Field>
          <DateField name="effectiveFrom" label={t.effectiveFrom} value={draft.effectiveFrom} onChange={(v) => set('effectiveFrom', v)} />
          <DateField name="reviewDate" label={t.reviewDate} value={draft.reviewDate} onChange={(v) => set('reviewDate', v)} validationMessage={errors?.reviewDate || undefined} />
          <Field label={t.answer} hint={t.answerHint} className={styles.wide}>
            <Textarea value={draft.answer} rows={3} maxLength={ARTICLE_ANSWER_MAX} onChange={(_, d) => set('answer', d.value)} name="answer" />
          </Field>
          <Field label={t.body} required className={styles.wide} validationMessage={errors?.body}>
            <RichTextEditor key={form.editorKey} initialHtml={draft.body} label={t.body} invalid={Boolean(errors?.body)} sanitize={sanitizeArticle}
              onChange={(html) => set('body', html)} />
          </Field>
          <Field label={t.basis} className={styles.wide}>
            <Textarea value={draft.basis} rows={2} maxLength={ARTICLE_BASIS_MAX} onChange={(_, d) => set('basis', d.value)} name="basis" />
          </Field>
          <Field label={t.attachments} className={styles.wide}>
            <div className={styles.upload}>
              <input ref={fileInput} type="file" multiple hidden onChange={(e) => void form.upload(e)} data-attachment-input="" />
              <Button icon={<AttachRegular />} disabled={Boolean(form.uploading)} onClick={() => fileInput.current?.click()}>{t.upload}</Button>
              {form.uploading && <Spinner size="tiny" label={t.uploading(form.uploading)} />}
              {draft.files.map((f) => (
                <span key={f.ref}>
                  {f.name}
                  <Button appearance="subtle" size="small" icon={<DismissRegular />} aria-label={t.removeAttachment(f.name)}
                    onClick={() => set('files', draft.files.filter((x) => x.ref !== f.ref))} />
                </span>
              ))}
            </div>
          </Field>
          <Field label={t.note} className={styles.wide}>
            <Input value={draft.note} maxLength={ARTICLE_NOTE_MAX} placeholder={t.notePlaceholder} onChange={(_, d) => set('note', d.value)} name="note" />
          </Field>
        </div>
      )}
    </FormDialog>
  );
}
