// The row actions of 知识维护 that need a word or a date: 审核 (通过 / 退回 with the change shown), 下架, 复审确认.
import { Field, Radio, RadioGroup, Spinner, Textarea } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { ARTICLE_NOTE_MAX, ARTICLE_STATUS, type ManagedArticle } from '../../../shared/api/contracts/knowledge.ts';
import { confirmArticleReview, expireArticle, fetchArticleVersions, reviewArticle } from '../../../shared/api/knowledge.ts';
import { useResource } from '../../../shared/data/index.ts';
import { messageOf } from '../../../shared/http/errors.ts';
import { knowledgeText as t, zhCN } from '../../../shared/i18n/zh-CN.ts';
import { cstDay } from '../../../shared/protocol/chinaTime.ts';
import { DateField } from '../../../shared/ui/DateField.tsx';
import { FormDialog } from '../../../shared/ui/FormDialog.tsx';
import { sending } from './sending.ts';
import { VersionDiffView } from './VersionDiffView.tsx';
import { useKnowledgeStyles } from '../useKnowledgeStyles.styles.ts';

export type ArticleAction = 'review' | 'expire' | 'confirm';

export interface ArticleActionDialogProps {
  action: { kind: ArticleAction; row: ManagedArticle } | null;
  onClose: () => void;
  /** Done: the message to show. */
  onDone: (message: string) => void;
}

export function ArticleActionDialog({ action, onClose, onDone }: ArticleActionDialogProps) {
  const styles = useKnowledgeStyles();
  const [approve, setApprove] = useState('1');
  const [reason, setReason] = useState('');
  const [date, setDate] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const row = action?.row;

  useEffect(() => {
    setApprove('1');
    setReason('');
    setDate('');
    setTouched(false);
    setError('');
  }, [action]);

  // 审核 shows what the pending version changes against the published one (or the one before it).
  const versions = useResource(`knowledge:versions:${row?.id ?? 0}`, (signal) => fetchArticleVersions(row!.id, signal),
    { enabled: action?.kind === 'review' });
  const sorted = [...(versions.data ?? [])].sort((a, b) => b.version - a.version);
  const pending = sorted.find((v) => v.version === row?.latestVersion);
  const previous = sorted.find((v) => v.version === row?.publishedVersion) ?? sorted.find((v) => pending && v.version < pending.version);

  const reasonError = action?.kind === 'review' && approve === '0' && !reason.trim() ? t.rejectReasonRequired : '';
  const dateError = action?.kind !== 'confirm' ? '' : !date ? t.nextReviewRequired : date <= cstDay(Date.now()) ? t.nextReviewFuture : '';

  const submit = async () => {
    setTouched(true);
    if (!action || !row || reasonError || dateError) return;
    const message = (f: unknown) => messageOf(f, zhCN.common.operationFailed);
    const ok = await sending(setBusy, setError, () => {
      if (action.kind === 'review') return reviewArticle(row.id, row.latestVersion, approve === '1', reason.trim() || undefined);
      if (action.kind === 'expire') return expireArticle(row.id, reason.trim() || undefined);
      return confirmArticleReview(row.id, date);
    }, message);
    if (ok) onDone(action.kind === 'review' ? (approve === '1' ? t.approved : t.rejected) : action.kind === 'expire' ? t.expired : t.confirmed);
  };

  const title = !row ? '' : action?.kind === 'review' ? t.reviewTitle(row.title) : action?.kind === 'expire' ? t.expireTitle(row.title) : t.confirmTitle(row.title);
  return (
    <FormDialog open={action !== null} title={title} saving={busy} error={error} onSubmit={submit} onCancel={onClose} contentClassName={styles.form}
      surfaceClassName={action?.kind === 'review' ? styles.diffDialog : undefined} submitLabel={busy ? t.sending : zhCN.common.ok}>
      {action?.kind === 'review' && (
        <>
          {versions.loading && !pending && <Spinner size="tiny" label={zhCN.common.loading} />}
          {pending && previous && <VersionDiffView from={previous} to={pending} />}
          <Field label={t.doReview} required>
            <RadioGroup layout="horizontal" value={approve} onChange={(_, d) => setApprove(d.value)}>
              <Radio value="1" label={t.approve} />
              <Radio value="0" label={t.reject} />
            </RadioGroup>
          </Field>
          <Field label={t.rejectReason} required={approve === '0'} validationMessage={touched ? reasonError : undefined}>
            <Textarea value={reason} rows={3} maxLength={ARTICLE_NOTE_MAX} onChange={(_, d) => setReason(d.value)} />
          </Field>
        </>
      )}
      {action?.kind === 'expire' && (
        <Field label={t.expireReason}>
          <Textarea value={reason} rows={3} maxLength={ARTICLE_NOTE_MAX} onChange={(_, d) => setReason(d.value)} />
        </Field>
      )}
      {action?.kind === 'confirm' && (
        <>
          <span>{t.confirmHint}</span>
          <DateField name="nextReviewDate" label={t.nextReviewDate} required value={date} onChange={setDate} validationMessage={touched ? dateError || undefined : undefined} />
        </>
      )}
    </FormDialog>
  );
}

/** Which row actions a status allows (the server checks again). */
export function articleActions(row: Pick<ManagedArticle, 'status'>, can: { edit: boolean; publish: boolean }) {
  return {
    // A version under review is not changed: it is approved or sent back first.
    edit: (can.edit || can.publish) && row.status !== ARTICLE_STATUS.pending,
    submit: (can.edit || can.publish) && row.status === ARTICLE_STATUS.draft,
    review: can.publish && row.status === ARTICLE_STATUS.pending,
    expire: can.publish && row.status === ARTICLE_STATUS.published,
    confirm: (can.edit || can.publish) && row.status === ARTICLE_STATUS.published,
    remove: (can.edit || can.publish) && row.status === ARTICLE_STATUS.draft,
  };
}
