// The registration form's rules (spec §5): required fields, the phone check, the time limit's format, the pickers.
import { assistsProblem } from '../common/assists.ts';
import { workOrdersText } from '../../../shared/i18n/zh-CN.ts';
import { formatErrorMessage, validatePhone, validateRequired } from '../../../shared/utils/validators.ts';
import type { RegisterForm } from './draft.ts';

export type SubmitKind = 'commit' | 'commitToAssign' | 'seatfirstdone' | 'hotLinetDone' | 'commitDispatch';
export type RegisterErrors = Partial<Record<keyof RegisterForm, string>>;

const r = workOrdersText.register;

export function validateRegister(form: RegisterForm, kind: SubmitKind): RegisterErrors {
  const errors: RegisterErrors = {};
  for (const key of ['citizenName', 'phone', 'channel', 'appealType', 'content'] as const) {
    const missing = validateRequired(form[key]);
    if (missing) errors[key] = missing;
  }
  if (!errors.phone) {
    const wrong = validatePhone(form.phone.trim());
    if (wrong) errors.phone = wrong;
  }
  if (form.timeLimit.trim() && !(/^\d+$/.test(form.timeLimit.trim()) && Number(form.timeLimit) >= 1 && Number(form.timeLimit) <= 60)) {
    errors.timeLimit = formatErrorMessage(r.timeLimit);
  }
  if (kind === 'commitDispatch') {
    const missing = validateRequired(form.mainDeptId, r.mainDeptRequired);
    if (missing) errors.mainDeptId = missing;
    const assists = assistsProblem(form.assists ?? '');
    if (assists) errors.assists = assists;
  }
  if (kind === 'hotLinetDone' || kind === 'seatfirstdone') {
    const missing = validateRequired(form.opinion);
    if (missing) errors.opinion = missing;
  }
  return errors;
}
