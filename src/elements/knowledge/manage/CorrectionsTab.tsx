// 知识维护 · 纠错: what readers flagged on the department's articles (every department's, for publishers), 采纳 / 不采纳
// with a reply by the deadline; overdue ones flagged.
import { Badge, Field, Radio, RadioGroup, Textarea } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import {
  ARTICLE_NOTE_MAX, CORRECTION_STATE_NAMES, KNOWLEDGE_PERMISSIONS as P, type Correction, type CorrectionPageRequest, type KnowledgeOptions,
} from '../../../shared/api/contracts/knowledge.ts';
import { fetchCorrections, handleCorrection, KNOWLEDGE_RESOURCE } from '../../../shared/api/knowledge.ts';
import { invalidate } from '../../../shared/data/index.ts';
import { messageOf } from '../../../shared/http/errors.ts';
import { knowledgeText as t, zhCN } from '../../../shared/i18n/zh-CN.ts';
import { AdminListPage, useAdminList, type SearchField } from '../../../shared/ui/AdminList/index.ts';
import type { ListColumn } from '../../../shared/ui/ListTable/index.ts';
import { usePermission } from '../../../shared/ui/Permission.tsx';
import { useNotify } from '../../../shared/ui/notify.tsx';
import { FormDialog } from '../../../shared/ui/FormDialog.tsx';
import { sending } from './sending.ts';
import { useKnowledgeStyles } from '../useKnowledgeStyles.styles.ts';

// The queue opens on what is still to answer.
const EMPTY_SEARCH = { state: '0', deptId: '' };

const toFilters = (s: typeof EMPTY_SEARCH): CorrectionPageRequest & object => ({
  state: s.state ? Number(s.state) as 0 | 1 | 2 : undefined, deptId: s.deptId ? Number(s.deptId) : undefined,
});

const COLUMNS: ListColumn<Correction>[] = [
  { key: 'article', title: t.article, value: (r) => r.articleTitle, width: 220 },
  { key: 'kind', title: t.correctionKind, value: (r) => r.kindName, width: 90 },
  { key: 'reason', title: t.correctionReason, value: (r) => r.reason, width: 260 },
  {
    key: 'state', title: t.correctionState, width: 150,
    render: (r) => (
      <span>
        <Badge appearance="tint" color={r.state === 0 ? 'brand' : r.state === 1 ? 'success' : 'subtle'}>{r.stateName}</Badge>
        {r.overdue && <>{' '}<Badge appearance="filled" color="danger" data-overdue="">{t.overdue}</Badge></>}
      </span>
    ),
  },
  { key: 'due', title: t.dueTime, value: (r) => r.dueTime.slice(0, 16), width: 150 },
  { key: 'dept', title: t.dept, value: (r) => r.deptName, width: 150 },
  { key: 'reporter', title: t.reporter, value: (r) => [r.reporterName, r.reporterDeptName].filter(Boolean).join(' · '), width: 150 },
  { key: 'filed', title: t.filedAt, value: (r) => r.createTime.slice(0, 16), width: 150 },
  { key: 'reply', title: t.reply, value: (r) => [r.reply, r.handledBy].filter(Boolean).join(' — '), width: 220 },
];

export function CorrectionsTab({ options }: { options: KnowledgeOptions | null }) {
  const styles = useKnowledgeStyles();
  const notify = useNotify();
  const canHandle = usePermission([P.correct, P.publish]);
  const list = useAdminList({ resource: KNOWLEDGE_RESOURCE.corrections, stateKey: 'knowledgeCorrections', emptySearch: EMPTY_SEARCH, toFilters, fetchPage: fetchCorrections });
  const [handling, setHandling] = useState<Correction | null>(null);
  const [accept, setAccept] = useState('1');
  const [reply, setReply] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const open = (row: Correction) => {
    setHandling(row);
    setAccept('1');
    setReply('');
    setTouched(false);
    setError('');
  };
  const replyError = reply.trim() ? '' : t.replyRequired;
  const submit = async () => {
    setTouched(true);
    if (!handling || replyError) return;
    const ok = await sending(setBusy, setError, () => handleCorrection(handling.id, accept === '1', reply.trim()), (f) => messageOf(f, zhCN.common.operationFailed));
    if (ok) {
      setHandling(null);
      notify.success(t.handled);
      invalidate(KNOWLEDGE_RESOURCE.articles);
      void list.reload();
    }
  };

  const fields = useMemo((): SearchField<typeof EMPTY_SEARCH>[] => [
    { name: 'state', label: t.correctionState, kind: 'select', options: [{ value: '', label: t.all }, ...[0, 1, 2].map((s) => ({ value: String(s), label: CORRECTION_STATE_NAMES[s]! }))] },
    { name: 'deptId', label: t.dept, kind: 'select', options: [{ value: '', label: t.all }, ...(options?.depts ?? []).map((d) => ({ value: String(d.id), label: d.name }))] },
  ], [options]);

  return (
    <AdminListPage
      title={t.tabs.corrections} marker="knowledge-corrections" region={false} list={list} fields={fields} columns={COLUMNS} settingsKey="knowledgeCorrections"
      tableHeight="calc(100vh - 330px)"
      rowActions={{
        title: t.operations, width: 90, actions: [
          { label: t.handle, ariaLabel: (r) => t.rowAction(t.handle, r.articleTitle), visible: (r) => canHandle && r.state === 0, onClick: open },
        ],
      }}
    >
      <FormDialog open={handling !== null} title={handling ? t.handleTitle(handling.articleTitle) : ''} saving={busy} error={error}
        contentClassName={styles.form} onSubmit={submit} onCancel={() => setHandling(null)} submitLabel={busy ? t.sending : t.submit}>
        {handling && <span>{`${handling.kindName}：${handling.reason}`}</span>}
        <Field label={t.handle} required>
          <RadioGroup layout="horizontal" value={accept} onChange={(_, d) => setAccept(d.value)}>
            <Radio value="1" label={t.accept} />
            <Radio value="0" label={t.decline} />
          </RadioGroup>
        </Field>
        <Field label={t.reply} required validationMessage={touched ? replyError || undefined : undefined}>
          <Textarea value={reply} rows={3} maxLength={ARTICLE_NOTE_MAX} placeholder={t.replyPlaceholder} onChange={(_, d) => setReply(d.value)} />
        </Field>
      </FormDialog>
    </AdminListPage>
  );
}
