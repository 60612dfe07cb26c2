// Field rules of spec §5. Validators return null when the value passes, else the message to show.
import { callFormText, zhCN } from '../i18n/zh-CN.ts';
import { passwordPolicyViolations } from '../protocol/password.ts';
import { isPhone, PHONE_REFUSAL } from '../protocol/phone.ts';

/** null = valid; a string = the message to show. */
export type ValidationResult = string | null;

// ---- Generic ----------------------------------------------------------------

/**
 * True when a value counts as not filled in: null, undefined, NaN, a string that is empty or only
 * whitespace, or an empty array. 0 and false are values.
 */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Required field: '必填项不能为空' (or the given message, e.g. '请选择班组') when blank. */
export function validateRequired(value: unknown, message: string = zhCN.common.required): ValidationResult {
  return isBlank(value) ? message : null;
}

/** '{attr}格式错误'. */
export function formatErrorMessage(attr: string): string {
  return zhCN.common.formatError(attr);
}

// ---- Phone (mobile or landline) ----------------------------------------------

/**
 * The phone rule of protocol/phone.ts (the server checks the same), else '请输入正确的手机号'. The value is not trimmed; an
 * empty value fails too (a form that allows an empty phone should skip this rule when the field is blank).
 */
export function validatePhone(value: string | null | undefined): ValidationResult {
  return isPhone(value ?? '') ? null : PHONE_REFUSAL;
}

// ---- Password -----------------------------------------------------------------

export interface PasswordForm {
  password: string;
  newPassword: string;
  confirmPassword: string;
}

export type PasswordFormErrors = Partial<Record<keyof PasswordForm, string>>;

/**
 * The password-change form: all three fields required ('必填项不能为空'); the new password meets the policy (the
 * server's own rule from protocol/password.ts, said before the round trip; the server still decides); the
 * confirmation must equal the new password ('确认密码与新密码输入不一致').
 * Returns the failing fields only, so `{}` means the form is valid.
 */
export function validatePasswordForm(form: Partial<PasswordForm>): PasswordFormErrors {
  const errors: PasswordFormErrors = {};
  for (const field of ['password', 'newPassword', 'confirmPassword'] as const) {
    const message = validateRequired(form[field]);
    if (message !== null) errors[field] = message;
  }
  const policy = errors.newPassword === undefined ? passwordPolicyViolations(form.newPassword ?? '') : [];
  if (policy.length) errors.newPassword = policy.join('；');
  if (errors.confirmPassword === undefined && errors.newPassword === undefined && form.confirmPassword !== form.newPassword) {
    errors.confirmPassword = zhCN.validate.passwordMismatch;
  }
  return errors;
}

// ---- Call form (softphone panel) -------------------------------------------

/** Newer panel: required ('电话号码不能为空') and digits only ('电话号码格式不正确'). */
export function validateCallPhone(value: string | null | undefined): ValidationResult {
  if (isBlank(value)) return callFormText.phoneRequired;
  return /^\d+$/.test(value!) ? null : callFormText.phoneFormat;
}

/**
 * False when `number` (surrounding whitespace ignored) is one of the `forbidden` numbers (the call form's list).
 */
export function isDialable(number: string, forbidden: readonly string[]): boolean {
  const wanted = number.trim();
  return !forbidden.some((entry) => entry.trim() === wanted);
}

/** '不可拨打此号码!' when `number` is forbidden. */
export function validateDialable(number: string, forbidden: readonly string[]): ValidationResult {
  return isDialable(number, forbidden) ? null : callFormText.forbiddenNumber;
}

// ---- Misc ---------------------------------------------------------------------

/** Copy to clipboard needs something to copy: '无复制内容' for null, undefined or ''. Whitespace and 0 are content. */
export function validateCopyContent(content: string | number | null | undefined): ValidationResult {
  return content === null || content === undefined || content === '' ? zhCN.copy.empty : null;
}

export interface PhoneBookEntry {
  name: string;
  number: string;
}

/** Phone-book entries whose number begins with the typed text (all entries for empty input), in list order. */
export function suggestPhoneBook<T extends PhoneBookEntry>(entries: readonly T[], typed: string): T[] {
  return entries.filter((entry) => String(entry.number).startsWith(typed));
}
