// Field rules of a user (the 用户管理 form and import): one set of patterns for the form and the server; the 手机 follows
// the phone rule (phone.ts).
import { PHONE_REFUSAL } from './phone.ts';

/** Username: 2-30 letters, digits, '_', '.', '-'. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{2,30}$/;
/** A seat's landline extension: 3-8 digits. */
export const EXTENSION_PATTERN = /^\d{3,8}$/;
/** E-mail: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Job number: 1-32 letters, digits, '_' and '-'. */
export const JOB_NUMBER_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

export const USER_FIELD_LIMITS = { realName: 30, email: 100, jobNumber: 32 } as const;

/** A user's field refusals, in the words the form and the server both show. */
export const userFieldMessages = {
  username: '用户名须为2-30位字母、数字、下划线、点或短横线',
  realName: '姓名不能为空，且不超过30个字符',
  jobNumber: '工号须为1-32位字母、数字、下划线或短横线',
  phone: PHONE_REFUSAL,
  email: '请输入正确的邮箱地址',
  extension: '分机号须为3-8位数字',
} as const;
