// The registration draft under the spec's sessionStorage key orderInfo: written as the agent types, kept through a 401
// and a re-login (the session end does not clear it), removed only when the order is saved.
import { SESSION_KEYS } from '../../../shared/session/keys.ts';
import { readSessionJson, writeSession } from '../../../shared/session/storage.ts';

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
  opinion: string;
}

export interface RegisterDraft {
  form: RegisterForm;
  /** Earlier orders of the caller to relate once this one is saved. */
  relIds: string[];
  /** Files already uploaded (/api/uploadFile2), attached when the order is saved. */
  attachments: Array<{ fileId: string; fileName: string }>;
  /** The call the draft belongs to. */
  telNo: string;
  callId: string;
  numberFlag: string;
}

export const EMPTY_FORM: RegisterForm = {
  citizenName: '', phone: '', callerLocation: '', channel: '1', appealType: '1', urgency: '1', isSecret: '0', eventTypeId: '', eventTypeName: '',
  regionId: '', regionName: '', address: '', content: '', timeLimit: '', mainDeptId: '', mainDeptName: '', opinion: '',
};

export function readDraft(): RegisterDraft | null {
  const draft = readSessionJson<Partial<RegisterDraft> | null>(SESSION_KEYS.orderInfo, null);
  if (!draft || typeof draft !== 'object' || typeof draft.form !== 'object' || draft.form === null) return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    telNo: text(draft.telNo), callId: text(draft.callId), numberFlag: text(draft.numberFlag),
    relIds: Array.isArray(draft.relIds) ? draft.relIds.filter((id): id is string => typeof id === 'string') : [],
    attachments: Array.isArray(draft.attachments)
      ? draft.attachments.filter((a) => a && typeof a.fileId === 'string' && typeof a.fileName === 'string')
      : [],
    form: { ...EMPTY_FORM, ...draft.form },
  };
}

export function writeDraft(draft: RegisterDraft): void {
  writeSession(SESSION_KEYS.orderInfo, JSON.stringify(draft));
}

export function clearDraft(): void {
  writeSession(SESSION_KEYS.orderInfo, null);
}
