// Rosters: class shift times and members, skill-group members, phone-book fields (班组管理, 技能组, 常用号码).
import type { Migration } from './index.ts';

export const m013Rosters: Migration = {
  version: 13,
  name: 'rosters',
  statements: [
  ],
};
