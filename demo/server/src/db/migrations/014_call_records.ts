// Call detail records the CTI simulator writes, with their recordings (话单记录).
import type { Migration } from './index.ts';

export const m014CallRecords: Migration = {
  version: 14,
  name: 'call_records',
  statements: [
  ],
};
