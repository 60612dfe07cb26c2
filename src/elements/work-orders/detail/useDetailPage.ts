// 工单详情's logic: loading and the work lock, the action dialogs and their sends, relations, notes and the files.
import { useEffect, useRef, useState } from 'react';
import { downloadFile } from '../../../shared/api/files.ts';
import {
  addComment, exportWorkflowPdf, relateWorkflows, splitRepeat, unbindWorkflow, unlockWorkflow, workflowRemarks,
} from '../../../shared/api/workOrders.ts';
import type { WorkflowDetail } from '../../../shared/api/workorder.types.ts';
import { useEmit } from '../../../shared/element/ElementShell.tsx';
import { ApiError, messageOf } from '../../../shared/http/errors.ts';
import { orderDetailText, zhCN } from '../../../shared/i18n/zh-CN.ts';
import { RoleId } from '../../../shared/protocol/roles.ts';
import { session } from '../../../shared/session/session.store.ts';
import { useNotify } from '../../../shared/ui/notify.tsx';
import { validateRequired } from '../../../shared/utils/validators.ts';
import { printOrder } from '../common/lazyParts.ts';
import { useIdempotentSubmit } from '../common/useIdempotentSubmit.ts';
import { availableActions, type ActionDef, type Values } from './actions.ts';
import { loadDetail, lockedByOther, useDetailView } from './detail.store.ts';
import { mergeFresh, modifyValues } from './modify.ts';

const d = orderDetailText;
/** Who registers appeals may split a repeat off into an order of its own (the server's rule for registering). */
const REGISTRANTS: readonly number[] = [RoleId.agent, RoleId.admin];

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

export interface DialogState {
  def: ActionDef;
  values: Values;
  /** What the dialog started from (or the order after a reload): an edit sends only what differs. */
  initial: Values;
  busy: boolean;
  failure: string;
  conflict: boolean;
}

/** The fields an edit starts from: the order's current values. */
function initialValues(def: ActionDef, order: WorkflowDetail): Values {
  if (def.id === 'modify') return modifyValues(order);
  if (def.id === 'dispose') return { disposeInstruction: order.disposeInstruction ?? '' };
  return {};
}

/** One order's page: state and callbacks for the render. */
export function useDetailPage({ workflowId, onProcess, onOpen, releaseOnClose = true }: DetailPageProps & { workflowId: string }) {
  const notify = useNotify();
  const emit = useEmit();
  const snap = useDetailView(workflowId);
  const order = snap.detail as WorkflowDetail | null;
  const [dialog, setDialog] = useState<DialogState | null>(null);
  // One key per opened dialog: its retries (after a refusal, a conflict's reload or a lost answer) send the same key.
  const idempotent = useIdempotentSubmit();
  const [deleted, setDeleted] = useState(false);
  const [relateIds, setRelateIdsState] = useState('');
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

  const openDialog = (def: ActionDef) => {
    if (!order) return;
    const start = initialValues(def, order);
    idempotent.renew();
    setDialog({ def, values: start, initial: start, busy: false, failure: '', conflict: false });
  };

  // Throttled in the dialog (once a second per dialog), so the next action's dialog is never blocked.
  const send = () => {
    if (!dialog || !order) return;
    const current = dialog;
    setDialog({ ...current, busy: true, failure: '', conflict: false });
    idempotent
      .submit((key) => current.def.run(order, current.values, key, current.initial))
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
        setDialog({ ...current, busy: false, conflict: code === 409, failure: messageOf(error) });
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

  const readOnly = order ? lockedByOther(order) : true;
  const actions = order && !readOnly ? availableActions(order) : [];

  const setRelateIds = (text: string) => {
    setRelateIdsState(text);
    setRelateError('');
  };

  const relate = async () => {
    const ids = [...new Set(relateIds.split(/[,，\s]+/).map((s) => s.trim()).filter(Boolean))];
    const missing = validateRequired(ids);
    if (missing) return setRelateError(missing);
    if (ids.includes(workflowId)) return setRelateError(d.relateSelf);
    try {
      await relateWorkflows(workflowId, ids, relType);
      setRelateIdsState('');
      notify.success(zhCN.common.operationSuccess);
      await loadDetail(workflowId, false);
    } catch (error) {
      setRelateError(messageOf(error));
    }
  };

  const unbind = (relatedId: string) => {
    unbindWorkflow(workflowId, relatedId).then(() => loadDetail(workflowId, false)).catch((e: unknown) => notify.error(messageOf(e)));
  };

  const openRelated = (id: string) => (onOpen ? onOpen(id) : emit('hotline-order-open', { workflowId: id }));

  const addRemark = async (text: string) => {
    await workflowRemarks(workflowId, text);
    await loadDetail(workflowId, false);
  };

  /** 拆分: the repeat becomes an order of its own; the parent is read again. */
  const split = async (repeatId: string, reason: string) => {
    const created = await splitRepeat({ repeatId, reason });
    notify.success(d.splitDone(created.workflowId));
    await loadDetail(workflowId, false);
  };
  const canSplit = REGISTRANTS.some((role) => session.roleIds.includes(role));

  const addNote = async (text: string) => {
    await addComment(workflowId, text);
    await loadDetail(workflowId, false);
  };

  const exportPdf = () => {
    if (order) exportWorkflowPdf(order.workflowId).catch((e: unknown) => notify.error(messageOf(e)));
  };

  const print = () => {
    if (order) printOrder(`${d.title} ${order.workflowId}`, order).catch((e: unknown) => notify.error(messageOf(e)));
  };

  const download = (id: string, name: string) => void downloadFile(id, name).catch((e: unknown) => notify.error(messageOf(e)));

  return {
    order, log: snap.log, loadError: snap.error, deleted, readOnly, actions, dialog, dialogProps, openDialog,
    relateIds, setRelateIds, relateError, relType, setRelType, relate, unbind, openRelated, addRemark, addComment: addNote, split, canSplit,
    exportPdf, print, download, reload: () => loadDetail(workflowId, false),
  };
}
