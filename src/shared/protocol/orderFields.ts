// The fields of a work order as the lists, print, the .xlsx export and the PDF show them: one label, key and width
// per field. Plain data read by the browser and by the reference server alike (no DOM, no node, no schema library).

/** One field of an order. */
export interface OrderField {
  /** The property holding the value, the same on a list row and on the order's detail (WorkflowListItem, WorkflowDetail). */
  readonly key: string;
  /** Column header and print/PDF label. */
  readonly label: string;
  /** List column width in px; without it the table's minimum for the label applies. */
  readonly listWidth?: number;
  /** Spreadsheet column width in characters. */
  readonly sheetWidth?: number;
  /** A yes/no field: the word shown for yes (no shows nothing). */
  readonly yes?: string;
}

const FIELDS = {
  workflowId: { key: 'workflowId', label: '工单编号', listWidth: 170, sheetWidth: 22 },
  status: { key: 'statusName', label: '工单状态', listWidth: 140, sheetWidth: 10 },
  citizenName: { key: 'citizenName', label: '诉求人', sheetWidth: 10 },
  phone: { key: 'phone', label: '联系电话', listWidth: 120, sheetWidth: 15 },
  channel: { key: 'channelName', label: '来源渠道' },
  appealType: { key: 'appealTypeName', label: '诉求类型', sheetWidth: 10 },
  eventType: { key: 'eventTypeName', label: '事件分类', sheetWidth: 16 },
  region: { key: 'regionName', label: '所属区域', sheetWidth: 12 },
  address: { key: 'address', label: '详细地址', sheetWidth: 24 },
  content: { key: 'content', label: '诉求内容', listWidth: 220, sheetWidth: 50 },
  mainDept: { key: 'mainDeptName', label: '主办单位', sheetWidth: 24 },
  subDept: { key: 'subDeptName', label: '承办科室' },
  timeLimit: { key: 'timeLimit', label: '办理时限（工作日）', sheetWidth: 10 },
  deadline: { key: 'deadline', label: '截止时间', listWidth: 160, sheetWidth: 20 },
  overdue: { key: 'overdue', label: '是否超期', sheetWidth: 10, yes: '超期' },
  reworkCount: { key: 'reworkCount', label: '重办次数', sheetWidth: 10 },
  createTime: { key: 'createTime', label: '登记时间', listWidth: 160, sheetWidth: 20 },
  creator: { key: 'creatorName', label: '登记人' },
  lock: { key: 'lockUserName', label: '处理人' },
  replyContent: { key: 'replyContent', label: '办理回复' },
} as const satisfies Record<string, OrderField>;

export type OrderFieldId = keyof typeof FIELDS;

/** Every field an order shows, by the id its list column keeps (column settings are remembered under it). */
export const ORDER_FIELDS: Readonly<Record<OrderFieldId, OrderField>> = FIELDS;

/** The queue and search lists' columns, in order (request and supervision queues add their own after 工单状态). */
export const LIST_FIELDS: readonly OrderFieldId[] = [
  'workflowId', 'status', 'citizenName', 'phone', 'appealType', 'content', 'eventType', 'region', 'mainDept', 'subDept', 'deadline', 'reworkCount', 'createTime', 'lock',
];
/** List columns hidden until the user shows them in the column settings. */
export const LIST_HIDDEN_FIELDS: readonly OrderFieldId[] = ['eventType', 'region', 'subDept', 'lock'];

/** A printed list's columns. */
export const PRINT_LIST_FIELDS: readonly OrderFieldId[] = [
  'workflowId', 'status', 'citizenName', 'phone', 'appealType', 'content', 'mainDept', 'deadline', 'createTime',
];

/** One printed order's rows. */
export const PRINT_ORDER_FIELDS: readonly OrderFieldId[] = [
  'workflowId', 'status', 'citizenName', 'phone', 'appealType', 'eventType', 'region', 'address', 'mainDept', 'deadline', 'createTime', 'content', 'replyContent',
];

/** The .xlsx export's columns. */
export const SHEET_FIELDS: readonly OrderFieldId[] = [
  'workflowId', 'status', 'citizenName', 'phone', 'appealType', 'eventType', 'region', 'address', 'content', 'mainDept', 'timeLimit', 'deadline', 'overdue', 'reworkCount', 'createTime',
];

/** The PDF's heading line, its field lines, and its text sections. */
export const PDF_HEADING_FIELDS: readonly OrderFieldId[] = ['workflowId', 'status'];
export const PDF_FIELDS: readonly OrderFieldId[] = [
  'citizenName', 'phone', 'channel', 'appealType', 'eventType', 'region', 'address', 'mainDept', 'subDept', 'timeLimit', 'deadline', 'reworkCount', 'creator', 'createTime',
];
export const PDF_SECTION_FIELDS: readonly OrderFieldId[] = ['content', 'replyContent'];

/** A field's value on a row: the row's own, or a yes/no field's word; null for none. */
export function fieldValue(id: OrderFieldId, row: object): string | number | null {
  const field = ORDER_FIELDS[id];
  const value = (row as Record<string, unknown>)[field.key];
  if (field.yes !== undefined) return value ? field.yes : '';
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}
