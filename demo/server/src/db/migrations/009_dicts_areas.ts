// Dictionaries and areas: entry style and status, area search (字典管理, 区域管理).
import type { Migration } from './index.ts';

export const m009DictsAreas: Migration = {
  version: 9,
  name: 'dicts_areas',
  statements: [
  ],
};
