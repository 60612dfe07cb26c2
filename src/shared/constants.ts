// Business constants and limits of the hotline suite (spec §9, with the few §7 numbers they pair with).

// ---- Timing -----------------------------------------------------------------

/** HTTP request timeout (20 minutes: exports and large queries are slow on the real back end). */
export const REQUEST_TIMEOUT_MS = 1_200_000;
export const HEARTBEAT_MS = 5000;
/** More than this many unanswered heartbeats forces a reconnect. */
export const HEARTBEAT_MISSED_MAX = 3;
/** Period of POST /api/loadUser. */
export const USER_REFRESH_MS = 5000;
/** Seat list refresh while the transfer dialog is open. */
export const SEAT_LIST_POLL_MS = 3000;
export const REMINDER_POLL_MS = 60_000;
export const RECONNECT_INTERVAL_MS = 3000;
/** Reconnect attempts allowed; the attempt counter stops once it exceeds RECONNECT_MAX - 1 ('超过五次不再重连'). */
export const RECONNECT_MAX = 5;
/** An outgoing-call ring notice closes itself; incoming ones stay open. */
export const OUTGOING_NOTICE_MS = 4000;
/** Delay before the caller number is cleared after a hang-up. */
export const CALLER_CLEAR_MS = 1500;
export const SUBMIT_THROTTLE_MS = 1000;
export const DEBOUNCE_LONG_MS = 800;

// ---- What the registration form asks about as the agent types ----------------

/** Shorter content says too little to classify an appeal or suggest its department. */
export const CLASSIFY_MIN_CHARS = 10;
/** A caller's question is short (公积金怎么取): the knowledge base is asked from this many characters. */
export const QUESTION_MIN_CHARS = 4;

// ---- Paging -----------------------------------------------------------------

export const ANNOUNCEMENT_PAGE_SIZES: readonly number[] = Object.freeze([10, 50, 100, 200]);
export const ANNOUNCEMENT_DEFAULT_PAGE_SIZE = 10;
/** The class (班组) list is fetched in one page, hence the huge size. */
export const CLASS_LIST_SIZE = 100_000;

// ---- Layout -----------------------------------------------------------------

/** Below this viewport width the mobile layout applies. */
export const MOBILE_BREAKPOINT_PX = 992;
export const SIDEBAR_WIDTH_PX = 210;
export const MENU_BACKGROUND = '#1677ff';
/** Badge counts above this are shown as "10+". */
export const BADGE_MAX = 10;
/** Department and region tree picker dialogs. */
export const TREE_DIALOG_WIDTH_PX = 700;
export const TRANSFER_DIALOG_WIDTH_PX = 700;
export const TRANSFER_BY_PHONE_WIDTH_PX = 800;
export const ANNOUNCEMENT_WIDGET_WIDTH_PX = 320;
export const COLUMN_SETTINGS_WIDTH_PX = 240;
export const TABLE_MIN_COLUMN_WIDTH_PX = 80;
export const TABLE_COLUMN_WIDTH_PER_CHAR_PX = 20;
/** Labels up to this many characters get the minimum column width. */
export const TABLE_SHORT_LABEL_MAX_CHARS = 3;
/** Name of the cookie that keeps the sidebar open/closed state (the spec names no key). */
export const SIDEBAR_STATUS_COOKIE = 'sidebarStatus';

// ---- Call centre ------------------------------------------------------------

export const DEFAULT_SKILL_GROUP = 'skill1';
/** The only fixed transfer skill group. */
export const LEGAL_SKILL_GROUP: Readonly<{ label: string; value: string }> = Object.freeze({
  label: '法律专席',
  value: 'skill2',
});

// ---- Request parameters -----------------------------------------------------

export const DEPT_TREE_IS_TREE = 2;
