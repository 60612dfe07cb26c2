// One order: facts, timeline, update log, relations, remarks, comments, requests, attachments, and the actions
// its state and the user's role allow, each in a validating dialog. Opening for work takes the lock.
import { Button, Input, MessageBar, MessageBarBody, Spinner, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, PrintRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';
import { downloadFile } from '../../../shared/api/files.ts';
import {
  addComment, exportWorkflowPdf, relateWorkflows, unbindWorkflow, unlockWorkflow, workflowRemarks,
} from '../../../shared/api/workOrders.ts';
import type { WorkflowDetail, WorkflowNote } from '../../../shared/api/workorder.types.ts';
import { useEmit } from '../../../shared/element/ElementShell.tsx';
import { ApiError } from '../../../shared/http/errors.ts';
import { workOrdersText, zhCN } from '../../../shared/i18n/zh-CN.ts';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';
import { useNotify } from '../../../shared/ui/notify.tsx';
import { printHtml } from '../../../shared/ui/print.ts';
import { validateRequired } from '../../../shared/utils/validators.ts';
import { orderHtml } from '../common/printOrders.ts';
import { useThrottledSubmit } from '../common/useSubmit.ts';
import { ActionDialog } from './ActionDialog.tsx';
import { availableActions, type ActionDef, type Values } from './actions.ts';
import { Attachments, Facts, Requests, Section, Timeline, UpdateLog, useSectionStyles } from './DetailSections.tsx';
import { loadDetail, lockedByOther, useDetailView } from './detail.store.ts';
import { RelationTypeSelect } from './RelationTypeSelect.tsx';
import { ModifyDialog } from './ModifyDialog.tsx';
import { mergeFresh, modifyValues } from './modify.ts';
import { newIdempotencyKey } from '../../../shared/http/idempotency.ts';

const d = workOrdersText.detail;

export interface DetailPageProps {
  /** The order to show. */
  workflowId?: string;
  /** Told the work lock's processid when the page takes it, and undefined when it lets go (the console's tab keeps it). */
  onProcess?: (processid: string | undefined) => void;
  /** Opens a related order; without it the page emits hotline-order-open. */
  onOpen?: (workflowId: string) => void;
  /** Releases the lock when the page closes (default true; the console releases on tab close instead). */
  releaseOnClose?: boolean;
}

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalM, minWidth: 0 },
  bar: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
  note: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-start', marginTop: tokens.spacingVerticalS },
  grow: { flexGrow: 1 },
});

interface DialogState {
  def: ActionDef;
  values: Values;
  /** What the dialog started from (or the order after a reload): an edit sends only what differs. */
  initial: Values;
  busy: boolean;
  failure: string;
  conflict: boolean;
  /** Idempotency key: the same while a send is retried after a transport failure. */
  key: string;
}


/** The fields an edit starts from: the order's current values. */
function initialValues(def: ActionDef, order: WorkflowDetail): Values {
  if (def.id === 'modify') return modifyValues(order);
  if (def.id === 'dispose') return { disposeInstruction: order.disposeInstruction ?? '' };
  return {};
}

export function DetailPage(props: DetailPageProps) {
  if (!props.workflowId) return <EmptyState message={d.missingId} />;
  return <DetailView key={props.workflowId} {...props} workflowId={props.workflowId} />;
}

function NoteList({ title, notes, readOnly, onAdd, placeholder }: { title: string; notes: readonly WorkflowNote[]; readOnly: boolean; onAdd: (text: string) => Promise<void>; placeholder: string }) {
  const styles = useStyles();
  const section = useSectionStyles();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const add = useThrottledSubmit(() => {
    const missing = validateRequired(text);
    if (missing) return setError(missing);
    onAdd(text.trim()).then(() => setText('')).catch((e: Error) => setError(e.message));
  });
  return (
    <Section title={title}>
      {notes.length ? (
        <ul className={section.list}>
          {notes.map((n) => (
            <li key={n.id} className={section.item}>
              <div className={section.muted}>{`${n.createTime} · ${n.userName}`}</div>
              <div>{n.content}</div>
            </li>
          ))}
        </ul>
      ) : (
        <span className={section.muted}>{d.noneYet}</span>
      )}
      {!readOnly && (
        <div className={styles.note}>
          <div className={styles.grow}>
            <Textarea aria-label={placeholder} placeholder={placeholder} value={text} style={{ width: '100%' }} onChange={(_, v) => { setText(v.value); setError(''); }} />
            {error && <div role="alert" style={{ color: tokens.colorPaletteRedForeground1 }}>{error}</div>}
          </div>
          <Button onClick={() => add()}>{d.add}</Button>
        </div>
      )}
    </Section>
  );
}

function DetailView({ workflowId, onProcess, onOpen, releaseOnClose = true }: DetailPageProps & { workflowId: string }) {
  const styles = useStyles();
  const section = useSectionStyles();
  const notify = useNotify();
  const emit = useEmit();
  const snap = useDetailView(workflowId);
  const order = snap.detail as WorkflowDetail | null;
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [deleted, setDeleted] = useState(false);
  const [relateIds, setRelateIds] = useState('');
  const [relateError, setRelateError] = useState('');
  const [relType, setRelType] = useState<number | undefined>(undefined);
  const held = useRef<string | undefined>(undefined);
  const report = useRef(onProcess);
  report.current = onProcess;

  /** Remembers the lock we hold (or that we hold none) and tells the host. */
  const noteLock = (detail: WorkflowDetail | null) => {
    const mine = detail?.lock.mine ? detail.processid : undefined;
    if (mine !== held.current) {
      held.current = mine;
      report.current?.(mine);
    }
  };

  // Read first; take the lock only when the user can work on the order, so looking never blocks the people who act.
  const open = async () => {
    const first = await loadDetail(workflowId, false);
    if (first && first.allowedActions.length && !lockedByOther(first)) noteLock(await loadDetail(workflowId, true));
    else noteLock(first);
  };

  useEffect(() => {
    void open();
    return () => {
      if (releaseOnClose && held.current) void unlockWorkflow(held.current).catch(() => undefined);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [workflowId]);

  // Throttled in the dialog (once a second per dialog), so the next action's dialog is never blocked.
  const send = () => {
    if (!dialog || !order) return;
    const current = dialog;
    setDialog({ ...current, busy: true, failure: '', conflict: false });
    current.def
      .run(order, current.values, current.key, current.initial)
      .then(async () => {
        setDialog(null);
        notify.success(zhCN.common.operationSuccess);
        emit('hotline-order-saved', { workflowId });
        if (current.def.id === 'delete') {
          setDeleted(true);
          noteLock(null);
          return;
        }
        noteLock(await loadDetail(workflowId, false));
      })
      .catch((error: unknown) => {
        const code = error instanceof ApiError ? error.code : 0;
        const message = error instanceof Error ? error.message : String(error);
        setDialog({ ...current, busy: false, conflict: code === 409, failure: message, key: code === 0 ? current.key : newIdempotencyKey() });
      });
  };

  // Fields the user left alone take the fresh order's values; what they typed stays.
  const reloadKeepingDialog = async () => {
    const fresh = await loadDetail(workflowId, Boolean(held.current));
    noteLock(fresh);
    setDialog((current) => (current
      ? { ...current, ...(fresh ? mergeFresh(current.values, current.initial, initialValues(current.def, fresh)) : {}), conflict: false, failure: '' }
      : current));
  };

  /** What every action dialog is told: its values, the send and its outcome. */
  const dialogProps = (current: DialogState) => ({
    values: current.values,
    onChange: (values: Values) => setDialog({ ...current, values }),
    onSubmit: () => send(),
    onCancel: () => setDialog(null),
    busy: current.busy,
    failure: current.failure,
    conflict: current.conflict,
    onReload: () => void reloadKeepingDialog(),
  });

  if (deleted) return <EmptyState message={d.deleted} />;
  if (!order) {
    if (snap.error) return <MessageBar intent="error" role="alert"><MessageBarBody>{snap.error}</MessageBarBody></MessageBar>;
    return <Spinner label={zhCN.common.loading} />;
  }

  const readOnly = lockedByOther(order);
  const actions = readOnly ? [] : availableActions(order);

  const relate = async () => {
    const ids = [...new Set(relateIds.split(/[,，\s]+/).map((s) => s.trim()).filter(Boolean))];
    const missing = validateRequired(ids);
    if (missing) return setRelateError(missing);
    if (ids.includes(workflowId)) return setRelateError(d.relateSelf);
    try {
      await relateWorkflows(workflowId, ids, relType);
      setRelateIds('');
      notify.success(zhCN.common.operationSuccess);
      await loadDetail(workflowId, false);
    } catch (error) {
      setRelateError((error as Error).message);
    }
  };

  const openRelated = (id: string) => (onOpen ? onOpen(id) : emit('hotline-order-open', { workflowId: id }));

  return (
    <article className={styles.page} aria-label={`${d.title} ${order.workflowId}`} data-workflow-id={order.workflowId}>
      {readOnly && (
        <MessageBar intent="warning" role="status" data-locked>
          <MessageBarBody>{d.lockedBy(order.lock.lockUserName ?? '', order.lock.lockTime ?? '')}</MessageBarBody>
        </MessageBar>
      )}
      {order.lock.mine && <MessageBar intent="info"><MessageBarBody>{d.lockedMine}</MessageBarBody></MessageBar>}
      <Section
        title={d.basic}
        action={
          <div className={styles.bar}>
            <Button size="small" icon={<ArrowDownloadRegular />} onClick={() => exportWorkflowPdf(order.workflowId).catch((e: Error) => notify.error(e.message))}>{d.exportPdf}</Button>
            <Button size="small" icon={<PrintRegular />} onClick={() => printHtml(`${d.title} ${order.workflowId}`, orderHtml(order)).catch((e: Error) => notify.error(e.message))}>{d.print}</Button>
          </div>
        }
      >
        <Facts order={order} />
      </Section>
      <Section title={d.actions}>
        {actions.length ? (
          <div className={styles.bar} role="toolbar" aria-label={d.actions}>
            {actions.map((def) => (
              <Button
                key={def.id}
                appearance={def.danger ? 'secondary' : 'primary'}
                data-action={def.id}
                onClick={() => {
                  const start = initialValues(def, order);
                  setDialog({ def, values: start, initial: start, busy: false, failure: '', conflict: false, key: newIdempotencyKey() });
                }}
              >
                {def.id === 'upSupervise' ? (order.upSuperviseState ? d.upSuperviseOff : d.upSuperviseOn) : def.label}
              </Button>
            ))}
          </div>
        ) : (
          <span>{d.noActions}</span>
        )}
      </Section>
      <Section title={d.timeline}><Timeline order={order} /></Section>
      <Section title={d.applies}><Requests order={order} /></Section>
      <Section title={d.relations}>
        <ul className={section.list}>
          {order.relations.map((rel) => (
            <li key={rel.workflowId} data-relation={rel.workflowId}>
              {rel.visible ? <Button appearance="transparent" onClick={() => openRelated(rel.workflowId)}>{rel.workflowId}</Button> : rel.workflowId}{' '}
              <span data-relation-type>{rel.relTypeName}</span> · {rel.statusName} · {rel.visible ? rel.content : d.relationHidden}
              {!readOnly && (
                <Button size="small" appearance="subtle" onClick={() => unbindWorkflow(workflowId, rel.workflowId).then(() => loadDetail(workflowId, false)).catch((e: Error) => notify.error(e.message))}>
                  {d.unbind}
                </Button>
              )}
            </li>
          ))}
        </ul>
        {!order.relations.length && <span>{d.noneYet}</span>}
        {!readOnly && (
          <div className={styles.note}>
            <RelationTypeSelect value={relType} onChange={setRelType} />
            <div className={styles.grow}>
              <Input aria-label={d.relateIds} placeholder={d.relateIds} value={relateIds} style={{ width: '100%' }} onChange={(_, v) => { setRelateIds(v.value); setRelateError(''); }} />
              {relateError && <div role="alert" style={{ color: tokens.colorPaletteRedForeground1 }}>{relateError}</div>}
            </div>
            <Button onClick={() => void relate()}>{d.relate}</Button>
          </div>
        )}
      </Section>
      <NoteList title={d.remarks} notes={order.remarks} readOnly={readOnly} placeholder={d.remarkPlaceholder}
        onAdd={async (text) => { await workflowRemarks(workflowId, text); await loadDetail(workflowId, false); }} />
      <NoteList title={d.comments} notes={order.comments} readOnly={readOnly} placeholder={d.commentPlaceholder}
        onAdd={async (text) => { await addComment(workflowId, text); await loadDetail(workflowId, false); }} />
      <Section title={d.attachments}>
        <Attachments order={order} onDownload={(id, name) => void downloadFile(id, name).catch((e: Error) => notify.error(e.message))} />
      </Section>
      <Section title={d.updateLog}><UpdateLog log={snap.log} /></Section>
      {dialog && (dialog.def.id === 'modify' ? <ModifyDialog {...dialogProps(dialog)} initial={dialog.initial} /> : <ActionDialog {...dialogProps(dialog)} def={dialog.def} order={order} />)}
    </article>
  );
}
