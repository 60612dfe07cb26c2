// Pure utilities of the suite; explicit re-exports only.
export {
  DATE_MINUTE_FORMAT,
  DATE_TIME_FORMAT,
  TIMESTAMP_ID_FORMAT,
  dayRange,
  formatDateTime,
  formatRelative,
  formatTimestampId,
  lastMonthRange,
  lastWeekRange,
  parseTimestamp,
  weekRange,
} from './dates.ts';
export type { DateRange, TimeInput } from './dates.ts';

export { SESSION_ID_PATTERN, createSessionId } from './ids.ts';
export type { RandomSource } from './ids.ts';

export {
  LANDLINE_PATTERN,
  MOBILE_PATTERN,
  canDrillDown,
  formatErrorMessage,
  isBlank,
  isDialable,
  isLandline,
  isMobile,
  passwordClassCount,
  suggestPhoneBook,
  validateCallPhone,
  validateCopyContent,
  validateDialable,
  validateFormat,
  validateLegacyCallPhone,
  validatePasswordForm,
  validatePasswordPolicy,
  validatePhone,
  validateRequired,
} from './validators.ts';
export type { PasswordForm, PasswordFormErrors, PhoneBookEntry, ValidationResult } from './validators.ts';

export { debounce, throttle } from './timing.ts';
export type { Debounced, Throttled, TimerHost, TimingOptions } from './timing.ts';

export { labelLength, minColumnWidth } from './table.ts';

export { pageAfterDelete, pageCount } from './paging.ts';
export type { PageAfterDeleteInput } from './paging.ts';

export { MISSING_PERMISSION_LIST, hasAnyPermission } from './permission.ts';
