// 受理登记's logic: the call's draft, its pickers and lookups, and the five submit buttons, one order per call.
import { assistRequest } from '../common/assists.ts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { addCloseWorkflowLog } from '../../../shared/api/auth.ts';
import { queryBelongingPlace } from '../../../shared/api/callcenter.ts';
import { uploadFile } from '../../../shared/api/files.ts';
import {
  commitAndDispatch, commitToAssign, commitWorkflow, hotlineDone, initWorkflow, limitDayTime, mergeRepeat,
  relateWorkflows, seatFirstDone,
} from '../../../shared/api/workOrders.ts';
import type { RepeatQuery, WorkflowActionResult, WorkflowRegisterRequest } from '../../../shared/api/workorder.types.ts';
import type { KnowledgeSuggestion } from '../../../shared/api/contracts/knowledge.ts';
import { useResource } from '../../../shared/data/index.ts';
import { useEmit } from '../../../shared/element/ElementShell.tsx';
import { messageOf } from '../../../shared/http/errors.ts';
import { stepKey } from '../../../shared/http/idempotency.ts';
import { workOrdersText, zhCN } from '../../../shared/i18n/zh-CN.ts';
import { CALLER_HISTORY_SIZE } from '../../../shared/protocol/callerCard.ts';
import { session } from '../../../shared/session/session.store.ts';
import { useNotify } from '../../../shared/ui/notify.tsx';
import type { PickerNode } from '../../../shared/ui/treeFilter.ts';
import { formatDateTime } from '../../../shared/utils/dates.ts';
import { useDebouncedValue } from '../../../shared/utils/useDebouncedValue.ts';
import { validatePhone } from '../../../shared/utils/validators.ts';
import { useCallerHistory } from '../common/callerHistory.ts';
import { useMainDepts, useOrderReference } from '../common/reference.store.ts';
import { useIdempotentSubmit } from '../common/useIdempotentSubmit.ts';
import { useThrottledSubmit } from '../common/useSubmit.ts';
import { blankDraft, callKey, clearDraft, otherCallDraft, readDraft, writeDraft, type RegisterDraft, type RegisterForm } from './draft.ts';
import { validateRegister, type RegisterErrors, type SubmitKind } from './validate.ts';

const r = workOrdersText.register;

export interface RegisterPageProps {
  /** The caller's number from the softphone. */
  telNo?: string;
  /** The call's id. */
  callId?: string;
  /** The softphone's number flag. */
  numberFlag?: string;
  /** Told the new order's number once it is saved (besides the hotline-order-saved event). */
  onSaved?: (workflowId: string) => void;
  /** Opens an earlier order; without it the page emits hotline-order-open. */
  onOpen?: (workflowId: string) => void;
}

/** Where the draft starts: this call's own (a reload), else a fresh form for this call; the route's call always wins. */
function startDraft(key: string, userId: string, telNo: string, callId: string, numberFlag: string): { draft: RegisterDraft; restored: boolean } {
  const saved = readDraft(key, userId);
  if (saved) return { draft: { ...saved, telNo, callId, numberFlag }, restored: true };
  return { draft: blankDraft(telNo, callId, numberFlag), restored: false };
}

/** The registration of one call: state and callbacks for the render. */
export function useRegisterPage({ telNo = '', callId = '', numberFlag = '', onSaved, onOpen }: RegisterPageProps) {
  const notify = useNotify();
  const emit = useEmit();
  const { biz } = useOrderReference();
  const draftKey = callKey(telNo, callId);
  const [userId] = useState(() => session.userId ?? '');
  const [start] = useState(() => startDraft(draftKey, userId, telNo, callId, numberFlag));
  const [draft, setDraftState] = useState<RegisterDraft>(start.draft);
  const [restored, setRestored] = useState(start.restored);
  // Another call's unsaved draft is offered, never applied on its own.
  const [offer, setOffer] = useState(() => (start.restored ? null : otherCallDraft(draftKey, userId)));
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [picker, setPicker] = useState<'dept' | null>(null);
  const depts = useMainDepts() as unknown as PickerNode[];
  const form = draft.form;

  /** Every change is made to the newest draft and stored at once: a reload or a 401 loses nothing. (A change inside a
   *  state updater ran at render time from an older draft and could store it over a newer one.) */
  const latestDraft = useRef(draft);
  const changeDraft = (change: (current: RegisterDraft) => RegisterDraft) => {
    const next = change(latestDraft.current);
    latestDraft.current = next;
    setDraftState(next);
    writeDraft(draftKey, userId, next);
  };

  // Files upload as soon as they are chosen; the draft keeps their ids, the order gets them when saved.
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const attach = async (files: FileList | null) => {
    if (!files?.length) return;
    setUploading(true);
    try {
      for (const file of Array.from(files)) {
        try {
          const uploaded = await uploadFile(file);
          changeDraft((current) => ({ ...current, attachments: [...current.attachments, { fileId: uploaded.id, fileName: uploaded.name }] }));
        } catch (error) {
          notify.error(`${file.name}：${messageOf(error)}`);
        }
      }
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };
  const detach = (fileId: string) => {
    changeDraft((current) => ({ ...current, attachments: current.attachments.filter((a) => a.fileId !== fileId) }));
  };
  const set = (patch: Partial<RegisterForm>) => {
    changeDraft((current) => ({ ...current, form: { ...current.form, ...patch } }));
    const cleared = Object.keys(patch).filter((k) => errors[k as keyof RegisterForm]);
    if (cleared.length) setErrors(Object.fromEntries(Object.entries(errors).filter(([k]) => !cleared.includes(k))));
  };

  // Opening and closing the registration page are logged (close log type 1 / 2).
  useEffect(() => {
    const log = (type: 1 | 2) => {
      const user = session.userInfo;
      if (!user) return;
      void addCloseWorkflowLog({ jobNumber: user.jobNumber, userName: user.realName, url: window.location.pathname, closeDate: formatDateTime(new Date()), type }).catch(() => undefined);
    };
    log(1);
    return () => log(2);
  }, []);

  useEffect(() => {
    initWorkflow(telNo || undefined, callId || undefined).catch(() => undefined);
  }, [telNo, callId]);

  // The time limit: the chosen days, else the appeal type's; the deadline comes from the working-day calendar.
  const limitDays = form.timeLimit.trim() && /^\d+$/.test(form.timeLimit.trim()) ? Number(form.timeLimit) : biz?.appealTypes.find((a) => a.value === form.appealType)?.timeLimit;
  const deadline = useResource(`limit-day-time:${limitDays ?? ''}`, () => limitDayTime(limitDays!), { enabled: Boolean(limitDays) }).data?.deadline ?? '';

  // The caller's location and earlier orders follow the phone field once it holds a valid number.
  const phone = form.phone.trim();
  const phoneValid = phone !== '' && validatePhone(phone) === null;
  const settledPhone = useDebouncedValue(phoneValid ? phone : '', 300);
  // The page the ringing call's card primed: answering opens the registration with the history already here.
  const history = useCallerHistory(settledPhone, CALLER_HISTORY_SIZE);
  const lastPhone = useRef('');
  useEffect(() => {
    if (!settledPhone || lastPhone.current === settledPhone) return;
    lastPhone.current = settledPhone;
    let live = true;
    queryBelongingPlace(settledPhone).then((place) => {
      if (live && place) changeDraft((current) => ({ ...current, form: { ...current.form, callerLocation: place } }));
    }).catch(() => undefined);
    return () => {
      live = false;
    };
  }, [settledPhone, draftKey, userId]);

  const payload = (): WorkflowRegisterRequest => ({
    citizenName: form.citizenName.trim(), phone, callerLocation: form.callerLocation || undefined, channel: form.channel, appealType: form.appealType,
    eventTypeId: form.eventTypeId ? Number(form.eventTypeId) : undefined, regionId: form.regionId ? Number(form.regionId) : undefined,
    address: form.address.trim() || undefined, content: form.content.trim(), urgency: form.urgency || undefined, isSecret: Number(form.isSecret),
    timeLimit: form.timeLimit.trim() ? Number(form.timeLimit) : undefined, callId: draft.callId || undefined, opinion: form.opinion.trim() || undefined,
    attachments: draft.attachments.length ? draft.attachments : undefined,
    citedArticleIds: draft.cited?.length ? draft.cited.map((c) => c.id) : undefined,
  });

  /** 引用: the article's 答复口径 goes into the reply (after what is there) and the article is recorded with the order. */
  const cite = (article: KnowledgeSuggestion) => {
    changeDraft((current) => {
      if (current.cited?.some((c) => c.id === article.id)) return current;
      const opinion = current.form.opinion.trim() ? `${current.form.opinion.trimEnd()}\n${article.answer}` : article.answer;
      return { ...current, form: { ...current.form, opinion }, cited: [...(current.cited ?? []), { id: article.id, version: article.version, title: article.title }] };
    });
  };
  /** Takes the article off the order's 答复依据; the text stays, the agent edits it. */
  const uncite = (id: number) => changeDraft((current) => ({ ...current, cited: (current.cited ?? []).filter((c) => c.id !== id) }));

  // One key per call's registration, kept in the draft: every click, retry and reload sends the same one. After a save,
  // the call's next registration starts from a blank draft, which carries a new key.
  const idempotent = useIdempotentSubmit({ key: draft.submitKey, renew: () => changeDraft(() => blankDraft(telNo, callId, numberFlag)) });

  const submit = useThrottledSubmit((kind: SubmitKind) => {
    const found = validateRegister(form, kind);
    setErrors(found);
    setFailure('');
    if (Object.keys(found).length) return;
    const body = payload();
    const run = async (key: string): Promise<WorkflowActionResult> => {
      switch (kind) {
        case 'commitToAssign': return commitToAssign(body, key);
        case 'seatfirstdone': return seatFirstDone(body, key);
        case 'commitDispatch': return commitAndDispatch({ ...body, mainDeptId: Number(form.mainDeptId), assists: assistRequest(form.assists) }, key);
        case 'hotLinetDone': {
          // 热线办结: the order is registered, then finished by the hotline at once.
          const saved = await commitWorkflow(body, key);
          return hotlineDone({ workflowId: saved.workflowId, version: saved.version, processid: saved.processid, opinion: body.opinion }, stepKey(key, 'done'));
        }
        default: return commitWorkflow(body, key);
      }
    };
    const relIds = draft.relIds;
    save(async (key) => {
      const result = await run(key);
      if (relIds.length) await relateWorkflows(result.workflowId, relIds).catch((error) => notify.error(messageOf(error)));
      return result;
    }, r.saved);
  });

  /** Saves once per key; after it the call's next registration starts blank. */
  const save = (work: (key: string) => Promise<WorkflowActionResult>, said: (workflowId: string) => string) => {
    setBusy(true);
    idempotent
      .submit(work)
      .then((result) => {
        clearDraft(draftKey);
        notify.success(said(result.workflowId));
        emit('hotline-order-saved', { workflowId: result.workflowId });
        onSaved?.(result.workflowId);
        setRestored(false);
      })
      .catch((error: unknown) => {
        // A refusal wrote nothing, so the same key may try again; a lost answer is replayed, never registered twice.
        setFailure(messageOf(error));
      })
      .finally(() => setBusy(false));
  };

  /** 并单: the appeal, checked as for 提交, registered as a repeat of `parentId` instead of a new order. */
  const mergeInto = (parentId: string) => {
    const found = validateRegister(form, 'commit');
    setErrors(found);
    setFailure('');
    if (Object.keys(found).length) return;
    const { citedArticleIds: _answeredOnTheParent, ...fields } = payload();
    const body = { ...fields, parentId };
    save((key) => mergeRepeat(body, key), r.merged);
  };

  const repeatQuery: RepeatQuery = {
    phone: phoneValid ? phone : undefined, regionId: form.regionId ? Number(form.regionId) : undefined, address: form.address.trim() || undefined,
    eventTypeId: form.eventTypeId ? Number(form.eventTypeId) : undefined, content: form.content.trim() || undefined,
  };

  const toggleRelation = (workflowId: string) => {
    changeDraft((current) => ({
      ...current, relIds: current.relIds.includes(workflowId) ? current.relIds.filter((id) => id !== workflowId) : [...current.relIds, workflowId],
    }));
  };

  // Taking another call's draft keeps this caller's number; that draft then belongs to this call.
  const takeOffer = () => {
    if (!offer) return;
    const phoneNow = telNo || offer.draft.form.phone;
    changeDraft((current) => ({ ...current, form: { ...offer.draft.form, phone: phoneNow, callerLocation: telNo ? current.form.callerLocation : offer.draft.form.callerLocation },
      relIds: offer.draft.relIds, attachments: offer.draft.attachments }));
    clearDraft(offer.key);
    setOffer(null);
  };

  const submitButtons: SubmitKind[] = useMemo(() => ['commit', 'commitToAssign', 'commitDispatch', 'seatfirstdone', 'hotLinetDone'], []);

  const openHistory = (workflowId: string, processid?: string) => (onOpen ? onOpen(workflowId) : emit('hotline-order-open', { workflowId, processid }));

  return {
    form, draft, errors, failure, busy, restored, offer, dismissOffer: () => setOffer(null), takeOffer, set, depts, picker, setPicker,
    fileInput, uploading, attach, detach, limitDays, deadline, history, toggleRelation, openHistory, submit, submitButtons, repeatQuery, mergeInto,
    cite, uncite,
  };
}
