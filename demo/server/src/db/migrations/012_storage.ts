// Uploaded files on a storage backend (云存储).
import type { Migration } from './index.ts';

export const m012Storage: Migration = {
  version: 12,
  name: 'storage',
  statements: [
  ],
};
