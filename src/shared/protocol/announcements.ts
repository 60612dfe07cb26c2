// Announcement constants both sides use: the title limit, importance names and the permission strings.

/** Longest title the server accepts. */
export const ANNOUNCEMENT_TITLE_MAX = 100;

/** 1 特别重要, 2 一般重要, 3 一般 */
export const IMP_LEVEL_NAMES: Readonly<Record<1 | 2 | 3, string>> = Object.freeze({ 1: '特别重要', 2: '一般重要', 3: '一般' });

export const ANNOUNCEMENT_PERMISSIONS = {
  add: 'announcement:add',
  /** Editing a draft belongs to whoever may write one. */
  edit: 'announcement:add',
  publish: 'announcement:publish',
  /** 撤回 undoes a publication: whoever may publish. */
  withdraw: 'announcement:publish',
  delete: 'announcement:delete',
} as const;

/** Session resource key prefixes that read announcements (widget, 公告浏览, 公告管理, one announcement): every write pushes 'changed' naming them. */
export const ANNOUNCEMENT_RESOURCES = ['announcements', 'announcement'] as const;
