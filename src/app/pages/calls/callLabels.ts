// How a call's result looks in lists and the detail.
import type { CallResult } from '../../../shared/api/contracts/callRecords.ts';

export const resultColor = (result: CallResult) =>
  (({ answered: 'success', abandoned: 'warning', missed: 'danger', transferred: 'informative' }) as const)[result];
