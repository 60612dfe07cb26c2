// The call and transfer form: fields and the spec's §5 rules, kept apart from the dialogs that show them.
import { callFormText } from '../../shared/i18n/zh-CN.ts';
import { CALLED_TYPE_PHONE, CALLED_TYPE_SKILL_GROUP } from '../../shared/protocol/cti.ts';
import { validateCallPhone, validateDialable } from '../../shared/utils/validators.ts';

/** Numbers a seat may never dial or transfer to: the hotline itself and the emergency services. */
export const FORBIDDEN_NUMBERS: readonly string[] = Object.freeze(['12345', '110', '119', '120']);

export type CallFormMode = 'call' | 'transfer';

export interface CallForm {
  phone: string;
  /** 1 skill group, 2 phone */
  calledType: typeof CALLED_TYPE_SKILL_GROUP | typeof CALLED_TYPE_PHONE;
  skillName: string;
  /** Transfer only: '1' an extension, '0' an outside number, '' not chosen. */
  isSeatNumber: '' | '0' | '1';
  /** Call only: open a work-order registration when the call is answered. */
  isWorkOrder: boolean;
  /** Call only: the class the call counts for. */
  classId: string;
}

export type CallFormErrors = Partial<Record<keyof CallForm, string>>;

export function emptyCallForm(mode: CallFormMode, classId: number | null, defaultSkill: string): CallForm {
  return {
    phone: '', calledType: CALLED_TYPE_PHONE, skillName: mode === 'call' ? defaultSkill : '', isSeatNumber: '',
    isWorkOrder: false, classId: classId ? String(classId) : '',
  };
}

/** Every rule of §5 that applies to the form in this mode; an empty object means it may be sent. */
export function validateCallForm(form: CallForm, mode: CallFormMode): CallFormErrors {
  const errors: CallFormErrors = {};
  const m = callFormText;
  if (form.calledType === CALLED_TYPE_PHONE) {
    const phone = form.phone.trim();
    const message = validateCallPhone(phone) ?? validateDialable(phone, FORBIDDEN_NUMBERS);
    if (message) errors.phone = message;
    if (mode === 'transfer' && form.isSeatNumber === '') errors.isSeatNumber = m.isSeatNumberRequired;
  } else if (!form.skillName) {
    errors.skillName = mode === 'transfer' ? m.transferSkillRequired : m.skillRequired;
  }
  if (mode === 'call' && !form.classId) errors.classId = m.classRequired;
  return errors;
}
