// Request and response bodies of the reference back end's platform calls; shared by the server and the front end.
// All calls are POST with a JSON body unless noted; query-string parameters are noted as `?name`.

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

/** Paged lists: `records` + `total`. */
export interface Page<T> {
  records: T[];
  total: number;
  /** 1-based page number answered. */
  current: number;
  size: number;
}

/** Paging request: `page` or `current` (1-based) and `size`. */
export interface PageQuery {
  page?: number;
  current?: number;
  size?: number;
}

// ---- auth and session ----

/** POST /api/login */
export interface LoginRequest {
  username: string;
  password: string;
}

/** POST /api/login -> data. Failures: code 1 '用户名或密码错误' / '账号已被禁用'; HTTP 429 code 429 when rate-limited. */
export interface LoginResult {
  token: string;
  userId: number;
  /** Session check code, stored in sessionStorage under vCode. */
  vCode: string;
}

/** POST /api/sys/user/info -> data */
export interface UserInfo {
  id: number;
  deptId: number | null;
  deptName: string | null;
  realName: string;
  username: string;
  jobNumber: string;
  /** The user's extension; empty string when the user has none (no softphone panel). */
  landlineNumber: string;
  /** Role ids, e.g. [3] or [10]. */
  userRoleList: number[];
}

/** POST /api/sys/user/password. Policy failures: code 1, msg + data.vMessage list. */
export interface PasswordChangeRequest {
  password: string;
  newPassword: string;
  confirmPassword: string;
}

export interface PasswordChangeFailure {
  vMessage: string[];
}

/** POST /api/loadUser (polled every 5 s by the softphone) */
export interface LoadUserRequest {
  userId: number;
  landlineNumber?: string;
}

export type SeatStatus = 'Logged Out' | 'Available (On Demand)' | 'On Break';

/** POST /api/loadUser -> data: the signed-in user's current state. */
export interface LoadUserResult {
  userId: number;
  username: string;
  realName: string;
  jobNumber: string;
  deptId: number | null;
  landlineNumber: string;
  /** 0 disabled, 1 normal */
  status: number;
  seatStatus: SeatStatus;
  busyReason: string | null;
  /** When the seat status last changed ('YYYY-MM-DD HH:mm:ss'), null if never. */
  seatStatusUpdateTime: string | null;
  /** Session expiry ('YYYY-MM-DD HH:mm:ss'). */
  tokenExpireTime: string;
}

/**
 * POST /api/getClientMessage -> data: same-origin URLs the console loads in hidden zero-size frames.
 * The spec calls them token URLs; we never put a token in a URL, so the frames get plain URLs.
 */
export type ClientMessageResult = string[];

/** POST /aip/closeWorkflowLog/add; closeDate is 'YYYY-MM-DD HH:mm:ss' (CST) or a timestamp (10 digits = seconds). */
export interface CloseWorkflowLogRequest {
  jobNumber: string;
  userName: string;
  url: string;
  closeDate: string | number;
  /** 1 open registration, 2 close */
  type: 1 | 2;
}

// ---- menus ----

/** POST /api/sys/menu/nav -> data: MenuItem[] (tree, type 0 items only, sorted). */
export interface MenuItem {
  id: number;
  pid: number;
  name: string;
  /** Route path; may be an http(s) URL for external pages. */
  url: string;
  /** 'Layout' for top-level shells, otherwise a view path such as 'gong-dan/list/index'. */
  component: string;
  componentName: string;
  icon: string;
  /** 3 = routed page; any other value = embedded frame page whose path is the id. */
  routingType: number;
  /** 1 = hidden */
  isShow: number;
  /** 1 = not cached */
  noCache: number;
  sort: number;
  children: MenuItem[];
}

/** POST /api/sys/menu/navButton -> data: permission strings, e.g. ['sys:menu:save', 'gongdan:order:export']. */
export type NavButtonResult = string[];

/** POST /api/sys/menu/list?name= (admin, sys:menu:list) -> data: every menu and button, flat, sorted by pid then sort. */
export interface MenuRow {
  id: number;
  pid: number;
  parentName: string | null;
  name: string;
  url: string;
  component: string;
  componentName: string;
  icon: string;
  /** 0 menu, 1 button */
  type: number;
  /** Comma-separated permission strings of a button. */
  perms: string;
  routingType: number;
  isShow: number;
  noCache: number;
  sort: number;
}

// ---- dictionaries ----

export interface DictData {
  id: number;
  dictType: string;
  /** The dictionary's directory code (equals dictType), as dictsbycode?dictDirCode= takes it. */
  dictDirCode: string;
  dictValue: string;
  dictLabel: string;
  sort: number;
  remark: string | null;
}

/** One dictionary with its entries. */
export interface DictGroup {
  dictType: string;
  dictName: string;
  dataList: DictData[];
}

/** POST /api/sys/dict/data/dicts -> data: DictGroup[] — every dictionary, one group per dictType. */
export type DictsResult = DictGroup[];

/** POST /api/sys/dict/data/dictsbycode?dictDirCode=restType -> data: DictData[] (empty list for an unknown code). */
export type DictsByCodeResult = DictData[];

export interface DictType {
  id: number;
  dictType: string;
  dictName: string;
  remark: string | null;
  sort: number;
  /** Entries of this dictionary: value and label. */
  dictList: Array<{ dictValue: string; dictLabel: string }>;
}

/** POST /api/sys/dict/type/all -> data: DictType[] */
export type DictTypeAllResult = DictType[];

/** POST /api/sys/dict/type/page -> data: Page<DictType> */
export interface DictTypePageRequest extends PageQuery {
  dictType?: string;
  dictName?: string;
}

/** POST /api/sys/dict/data/page -> data: Page<DictData> */
export interface DictDataPageRequest extends PageQuery {
  dictType?: string;
  dictLabel?: string;
}

/** POST /api/sys/dict/type/delete and /api/sys/dict/data/delete (sys:dict:delete): body {ids} or ?id=. */
export interface DeleteByIdsRequest {
  ids?: number[];
}

// ---- organisation ----

/** Department row as /api/sys/dept/list returns it. */
export interface Dept {
  id: number;
  pid: number;
  name: string;
  /** 0 city / hotline centre root, 1 main (level-1) department or the centre, 2 sub (level-2) unit or centre section */
  level: number;
  /** root | centre | section | main | sub */
  kind: string;
  sort: number;
  leader: string | null;
  phone: string | null;
}

/** POST /api/sys/dept/list -> data: Dept[]; body {name?} filters by name. */
export interface DeptListRequest {
  name?: string;
}

/** Tree node of /api/sys/dept/list2?isTree=2, /getMainDeptByPid, /getSubDeptByPid. */
export interface DeptNode {
  id: number;
  pid: number;
  name: string;
  level: number;
  children: DeptNode[];
}

/** POST /api/sys/dept/getMainDeptByPid body {pid?} (default: the city) -> data: DeptNode[] main departments with their units. */
export interface MainDeptRequest {
  pid?: number;
}

/** POST /api/sys/region/tree -> data: RegionNode[] (visible areas only). */
export interface RegionNode {
  id: number;
  pid: number;
  name: string;
  code: string;
  /** area_type dictionary value */
  areaType: string;
  children: RegionNode[];
}

/** POST /api/sys/sysarea/listTree -> data: AreaNode[] (all areas, hidden ones too). */
export interface AreaNode extends RegionNode {
  /** is_show dictionary value: '0' shown, '1' hidden */
  isShow: string;
  sort: number;
  children: AreaNode[];
}

/** POST /apo/userController/getDeptListLevel1 -> data: DeptLevel1[] */
export interface DeptLevel1 {
  id: number;
  name: string;
  pid: number;
}

/** POST /aip/deptinfo/list body {name?} -> data: DeptInfo[] (departments that handle orders, with contacts). */
export interface DeptInfo {
  deptId: number;
  deptName: string;
  pid: number;
  parentName: string | null;
  level: number;
  leader: string | null;
  phone: string | null;
  address: string | null;
}

/** POST /api/sys/role/list -> data: Role[] */
export interface Role {
  id: number;
  roleName: string;
  roleCode: string;
  remark: string | null;
  createTime: string | null;
}

/** POST /api/sys/user/get?id= (or body {id}) -> data: UserDetail (own record, or sys:user:info). */
export interface UserDetail {
  id: number;
  username: string;
  realName: string;
  jobNumber: string;
  landlineNumber: string;
  deptId: number | null;
  deptName: string | null;
  mobile: string | null;
  /** 0 male, 1 female, 2 secret */
  gender: number;
  /** 0 disabled, 1 normal */
  status: number;
  roleIdList: number[];
  createTime: string | null;
}

/** POST /aip/commonNumber/phone/list body {name?, number?} -> data: PhoneBookEntry[]; number filters by prefix. */
export interface PhoneBookEntry {
  id: number;
  name: string;
  number: string;
}

// ---- test-only routes (server started with testRoutes) ----

/** ALL /__test/echo -> data */
export interface EchoResult {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}
