// Registration drafts under the spec's sessionStorage key orderInfo, one per call: written as the agent types, kept
// through a reload, a 401 and a re-login of the same user, removed when the order is saved or the tab closes untouched.
import { newIdempotencyKey } from '../../../shared/http/idempotency.ts';
import { FILE_REF_PATTERN } from '../../../shared/protocol/files.ts';
import { SESSION_KEYS } from '../../../shared/session/keys.ts';
import { readSessionJson, writeSession } from '../../../shared/session/storage.ts';

const FILE_REF = new RegExp(`^${FILE_REF_PATTERN}$`);

export interface RegisterForm {
  citizenName: string;
  phone: string;
  callerLocation: string;
  channel: string;
  appealType: string;
  urgency: string;
  isSecret: string;
  eventTypeId: string;
  eventTypeName: string;
  regionId: string;
  regionName: string;
  address: string;
  content: string;
  timeLimit: string;
  mainDeptId: string;
  mainDeptName: string;
  /** 登记并派遣's 协办单位 (common/assists.ts); absent in a draft saved before it existed. */
  assists?: string;
  opinion: string;
}

export interface RegisterDraft {
  form: RegisterForm;
  /** Earlier orders of the caller to relate once this one is saved. */
  relIds: string[];
  /** Files already uploaded (/api/uploadFile2), attached when the order is saved. */
  attachments: Array<{ fileId: string; fileName: string }>;
  /** 引用: knowledge articles the answer came from, recorded with the order (absent in drafts saved before). */
  cited?: CitedArticle[];
  /** The call the draft belongs to. */
  telNo: string;
  callId: string;
  numberFlag: string;
  /** The idempotency key of this call's registration: every click and retry sends it, so one order is made. */
  submitKey: string;
}

export interface CitedArticle {
  id: number;
  version: number;
  title: string;
}

interface StoredDraft extends RegisterDraft {
  /** Whose draft it is: another user never sees it. */
  userId: string;
  savedAt: number;
}

/** At most this many unsaved calls are kept; the oldest goes first. */
const MAX_DRAFTS = 10;

export const EMPTY_FORM: RegisterForm = {
  citizenName: '', phone: '', callerLocation: '', channel: '1', appealType: '1', urgency: '1', isSecret: '0', eventTypeId: '', eventTypeName: '',
  regionId: '', regionName: '', address: '', content: '', timeLimit: '', mainDeptId: '', mainDeptName: '', opinion: '',
};

/** The call a draft belongs to: its call id, else the caller's number, else a registration typed by hand. */
export function callKey(telNo: string, callId: string): string {
  return callId ? `call:${callId}` : telNo ? `tel:${telNo}` : 'manual';
}

/** A fresh draft for a call: the route's number in 联系电话, a new submit key. */
export function blankDraft(telNo: string, callId: string, numberFlag: string): RegisterDraft {
  return { form: { ...EMPTY_FORM, phone: telNo }, relIds: [], attachments: [], telNo, callId, numberFlag, submitKey: newIdempotencyKey() };
}

/** True when nothing was typed, related or attached: such a draft is not kept. */
export function isPristine(draft: RegisterDraft): boolean {
  const blank = { ...EMPTY_FORM, phone: draft.telNo };
  return draft.relIds.length === 0 && draft.attachments.length === 0 && !draft.cited?.length
    && (Object.keys(blank) as Array<keyof RegisterForm>).every((k) => k === 'callerLocation' || draft.form[k] === blank[k]);
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function parse(value: unknown): StoredDraft | null {
  if (!value || typeof value !== 'object') return null;
  const draft = value as Partial<StoredDraft>;
  if (typeof draft.form !== 'object' || draft.form === null) return null;
  const submitKey = text(draft.submitKey);
  return {
    telNo: text(draft.telNo), callId: text(draft.callId), numberFlag: text(draft.numberFlag), userId: text(draft.userId),
    submitKey: /^[A-Za-z0-9_-]{8,80}$/.test(submitKey) ? submitKey : newIdempotencyKey(),
    savedAt: typeof draft.savedAt === 'number' ? draft.savedAt : 0,
    relIds: Array.isArray(draft.relIds) ? draft.relIds.filter((id): id is string => typeof id === 'string') : [],
    attachments: Array.isArray(draft.attachments)
      // A draft saved before files had references holds numeric ids the server no longer takes: those are dropped.
      ? draft.attachments.filter((a) => a && typeof a.fileId === 'string' && FILE_REF.test(a.fileId) && typeof a.fileName === 'string')
      : [],
    cited: Array.isArray(draft.cited)
      ? draft.cited.filter((c) => c && Number.isInteger(c.id) && Number.isInteger(c.version) && typeof c.title === 'string')
      : [],
    form: { ...EMPTY_FORM, ...Object.fromEntries(Object.entries(draft.form).filter(([, v]) => typeof v === 'string')) },
  };
}

function readAll(): Record<string, StoredDraft> {
  const stored = readSessionJson<unknown>(SESSION_KEYS.orderInfo, null);
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return {};
  const drafts: Record<string, StoredDraft> = {};
  for (const [key, value] of Object.entries(stored)) {
    const draft = parse(value);
    if (draft) drafts[key] = draft;
  }
  return drafts;
}

function writeAll(drafts: Record<string, StoredDraft>): void {
  const newest = Object.entries(drafts).sort(([, a], [, b]) => b.savedAt - a.savedAt).slice(0, MAX_DRAFTS);
  writeSession(SESSION_KEYS.orderInfo, newest.length ? JSON.stringify(Object.fromEntries(newest)) : null);
}

/** This user's draft of one call, or null. */
export function readDraft(key: string, userId: string): RegisterDraft | null {
  const draft = readAll()[key];
  return draft && draft.userId === userId ? draft : null;
}

/** Keeps a call's draft; an untouched one is removed instead (closing an untouched tab leaves nothing behind). */
export function writeDraft(key: string, userId: string, draft: RegisterDraft): void {
  const drafts = readAll();
  if (isPristine(draft)) delete drafts[key];
  else drafts[key] = { ...draft, userId, savedAt: Date.now() };
  writeAll(drafts);
}

export function clearDraft(key: string): void {
  const drafts = readAll();
  if (!(key in drafts)) return;
  delete drafts[key];
  writeAll(drafts);
}

/** This user's newest draft of another call: offered, never applied on its own. */
export function otherCallDraft(key: string, userId: string): { key: string; draft: RegisterDraft } | null {
  const [found] = Object.entries(readAll()).filter(([k, d]) => k !== key && d.userId === userId).sort(([, a], [, b]) => b.savedAt - a.savedAt);
  return found ? { key: found[0], draft: found[1] } : null;
}

/** This user's drafts, newest first (the dashboard's 我的草稿). */
export function draftsOf(userId: string): Array<{ key: string; draft: RegisterDraft; savedAt: number }> {
  return Object.entries(readAll()).filter(([, d]) => d.userId === userId).sort(([, a], [, b]) => b.savedAt - a.savedAt)
    .map(([key, d]) => ({ key, draft: d, savedAt: d.savedAt }));
}
