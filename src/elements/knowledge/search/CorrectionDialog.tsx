// 纠错: the reader says what is wrong or outdated; it reaches the owning department with a deadline (参数设置).
import { Field, Radio, RadioGroup, Textarea } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { ARTICLE_NOTE_MAX, CORRECTION_KIND_NAMES, type KnowledgeArticle } from '../../../shared/api/contracts/knowledge.ts';
import { fetchCorrections, fileCorrection } from '../../../shared/api/knowledge.ts';
import { invalidate } from '../../../shared/data/index.ts';
import { messageOf } from '../../../shared/http/errors.ts';
import { knowledgeText as t, zhCN } from '../../../shared/i18n/zh-CN.ts';
import { FormDialog } from '../../../shared/ui/FormDialog.tsx';
import { useNotify } from '../../../shared/ui/notify.tsx';
import { useKnowledgeStyles } from '../useKnowledgeStyles.styles.ts';

export interface CorrectionDialogProps {
  open: boolean;
  article: Pick<KnowledgeArticle, 'id' | 'title' | 'deptName'>;
  onClose: () => void;
  onFiled: () => void;
}

export function CorrectionDialog({ open, article, onClose, onFiled }: CorrectionDialogProps) {
  const styles = useKnowledgeStyles();
  const notify = useNotify();
  const [kind, setKind] = useState('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  useEffect(() => {
    if (!open) return;
    setTouched(false);
    setError('');
  }, [open]);

  const kindError = kind ? '' : t.correctionKindRequired;
  const reasonError = !reason.trim() ? t.correctionReasonRequired : reason.length > ARTICLE_NOTE_MAX ? t.tooLong(ARTICLE_NOTE_MAX) : '';

  const submit = async () => {
    setTouched(true);
    if (busy || kindError || reasonError) return;
    setBusy(true);
    setError('');
    try {
      const { id } = await fileCorrection(article.id, Number(kind) as 1 | 2 | 3, reason.trim());
      // The answer names only the id: the filed row says which department has it and by when.
      const filed = await fetchCorrections({ mine: true, articleId: article.id, page: 1, size: 20 }).then((p) => p.records.find((r) => r.id === id)).catch(() => undefined);
      notify.success(t.correctionFiled(filed?.deptName ?? article.deptName, filed?.dueTime.slice(0, 16) ?? ''));
      setKind('');
      setReason('');
      invalidate('knowledge:corrections');
      onFiled();
      onClose();
    } catch (failure) {
      setError(messageOf(failure, zhCN.common.operationFailed)); // what was typed stays
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog open={open} title={t.correctTitle(article.title)} saving={busy} error={error} onSubmit={submit} onCancel={onClose}
      contentClassName={styles.form} submitLabel={busy ? t.sending : t.submit}>
      <Field label={t.correctionKind} required validationMessage={touched ? kindError : undefined}>
        <RadioGroup layout="horizontal" value={kind} onChange={(_, d) => setKind(d.value)}>
          {Object.entries(CORRECTION_KIND_NAMES).map(([value, name]) => <Radio key={value} value={value} label={name} />)}
        </RadioGroup>
      </Field>
      <Field label={t.correctionReason} required validationMessage={touched ? reasonError : undefined}>
        <Textarea value={reason} rows={4} maxLength={ARTICLE_NOTE_MAX} placeholder={t.correctionReasonPlaceholder} onChange={(_, d) => setReason(d.value)} />
      </Field>
    </FormDialog>
  );
}
