// Scheduled jobs, their fired slots and run log (定时任务).
import type { Migration } from './index.ts';

export const m011Schedule: Migration = {
  version: 11,
  name: 'schedule',
  statements: [
  ],
};
