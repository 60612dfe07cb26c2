// The phone rule of spec §5, one for the forms and the server (a user's 手机, a department's 电话, an order's 联系电话):
// a mainland mobile, or a landline whose area code and hyphen may be left out. The spec gives a landline no extension.
// The caller-ID and phone-book forms below are built from the same pieces.

// A mobile is 11 digits, a leading 1, second digit 3-9; an area code is 3-4 digits and in China always starts with 0;
// a local number is 7-8 digits.
const MOBILE = String.raw`1[3-9]\d{9}`;
const AREA_CODE = String.raw`0\d{2,3}`;
const LOCAL_NUMBER = String.raw`\d{7,8}`;

export const MOBILE_PATTERN = new RegExp(`^${MOBILE}$`);
/** Landline as typed: an optional area code and a hyphen, then 7-8 digits (0871-6610101, 6610101). */
export const LANDLINE_PATTERN = new RegExp(`^(?:${AREA_CODE}-)?${LOCAL_NUMBER}$`);
/** Landline as a caller ID shows it, for its 归属地: the area code always there, the hyphen maybe not (08716610101). */
export const DIALLED_LANDLINE_PATTERN = new RegExp(`^${AREA_CODE}-?${LOCAL_NUMBER}$`);
/** A 常用号码: a mobile, a landline typed or dialled, or a 3-6 digit short number (110, 12348, 95598). */
export const PHONE_BOOK_NUMBER_PATTERN = new RegExp(`^(?:${MOBILE}|(?:${AREA_CODE}-?)?${LOCAL_NUMBER}|\\d{3,6})$`);

/** The refusal of a number that breaks the rule, on the forms and from the server. */
export const PHONE_REFUSAL = '请输入正确的手机号';

/** A mobile or a landline, exactly as given (no trimming). */
export const isPhone = (value: string): boolean => MOBILE_PATTERN.test(value) || LANDLINE_PATTERN.test(value);

/** A caller ID as the telephone network hands it, +86 dropped: a mobile or a landline (its hyphen optional); null otherwise. */
export function callerNumber(raw: string): string | null {
  const number = raw.trim().replace(/^\+86/, '');
  return isPhone(number) || DIALLED_LANDLINE_PATTERN.test(number) ? number : null;
}
