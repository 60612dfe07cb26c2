// Request and response bodies of the reference back end's platform calls, under the names the rest of src uses.
// The contracts (src/shared/api/contracts) are their one source: the server validates and answers with those schemas.

/** Every response: code 0 = success (200 for business data), anything else = failure explained in msg. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** HTTP status and envelope code pairs the server uses for transport-level failures. */
export const ApiCode = {
  ok: 0,
  businessOk: 200,
  /** A refused operation (wrong password, rule broken, not found); HTTP 200. */
  failed: 1,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  payloadTooLarge: 413,
  tooManyRequests: 429,
  serverError: 500,
} as const;

/** Paged lists (`records` + `total`) and the paging request (`page` or `current`, 1-based, and `size`). */
export type { Page, PageQuery } from './contracts/schema.ts';

// ---- auth and session (the contracts are the source: contracts/auth.ts) ----

export type {
  ClientMessageResult, CloseWorkflowLogRequest, LoadUserRequest, LoadUserResult, LoginRequest, LoginResult, PasswordChangeFailure,
  PasswordChangeRequest, UserDetail, UserInfo,
} from './contracts/auth.ts';
export type { Role, RoleDetail } from './contracts/sysRole.ts';
export type { SeatStatus } from './contracts/callcenter.ts';

// ---- menus (contracts/menu.ts) ----

export type { MenuItem, MenuRow, NavButtonResult } from './contracts/menu.ts';

// ---- dictionaries (contracts/dict.ts) ----

export type {
  DeleteByIdsRequest, DictData, DictDataPageRequest, DictGroup, DictsByCodeResult, DictsResult, DictType, DictTypeAllResult,
  DictTypePageRequest,
} from './contracts/dict.ts';

// ---- organisation (contracts/org.ts) ----

export type {
  AreaNode, Dept, DeptInfo, DeptLevel1, DeptListRequest, DeptNode, MainDeptRequest, PhoneBookEntry, RegionNode,
} from './contracts/org.ts';

// ---- test-only routes (server started with testRoutes) ----

/** ALL /__test/echo -> data */
export interface EchoResult {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}
