// The password policy (spec §5, §9): one rule for every path that sets a password (change, create, reset, import),
// checked by the server and, for a quicker answer, by the console's forms.

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;
/** Of lowercase, uppercase, digit and special symbol, at least this many must appear. */
export const PASSWORD_MIN_CLASSES = 3;
/** The four classes the policy counts, in the order its message names them. */
export const PASSWORD_CLASSES: readonly RegExp[] = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/];

/** The policy and its refusals, in the words the forms and the server both show. */
export const passwordMessages = {
  policy: `密码须为${PASSWORD_MIN}-${PASSWORD_MAX}位，且至少包含小写字母、大写字母、数字、特殊符号中的三种`,
  length: `密码长度须为${PASSWORD_MIN}-${PASSWORD_MAX}位`,
  classes: '密码须至少包含小写字母、大写字母、数字、特殊符号中的三种',
  spaces: '密码不能包含空格',
  /** The refusal (HTTP 403) of any call but the password change while the account must choose its own password. */
  changeRequired: '请先修改初始密码',
} as const;

/** Every rule the password breaks (none: it may be set). */
export function passwordPolicyViolations(password: string): string[] {
  const problems: string[] = [];
  const length = [...password].length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) problems.push(passwordMessages.length);
  if (PASSWORD_CLASSES.filter((re) => re.test(password)).length < PASSWORD_MIN_CLASSES) problems.push(passwordMessages.classes);
  if (/\s/.test(password)) problems.push(passwordMessages.spaces);
  return problems;
}
