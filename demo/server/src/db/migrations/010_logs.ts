// Operation-log search indexes and the login log (系统日志).
import type { Migration } from './index.ts';

export const m010Logs: Migration = {
  version: 10,
  name: 'logs',
  statements: [
  ],
};
