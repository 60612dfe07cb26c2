// 综合查询's export: the whole result (at most INTEGRATED_EXPORT_MAX rows, newest first) streamed as .xlsx, a thousand
// rows at a time, so a hundred thousand rows never sit in memory.
import type { Writable } from 'node:stream';
import { INTEGRATED_EXPORT_MAX } from '../../../../src/shared/api/contracts/integrated.ts';
import { ORDER_FIELDS } from '../../../../src/shared/protocol/orderFields.ts';
import { loadExcel, sheetCaughtUp } from '../../lib/office.ts';
import type { ReadCache } from '../cache.ts';
import type { Actor, Db } from '../workorders/run-transition.ts';
import { integratedBatches, type Cond } from './query.ts';

/** The sheet's columns: header and width, in the list's order. */
export const EXPORT_COLUMNS = [
  ['workflowId', '工单编号', 22], ['createTime', '登记时间', 20], ['citizenName', '诉求人', 10], ['phone', '联系电话', 14],
  ['appealTypeName', '诉求类型', 10], ['eventTypeName', '事件分类', 16], ['regionName', '所属区域', 12], ['content', '诉求内容', 50],
  ['statusName', '工单状态', 10], ['mainDeptName', '主办部门', 16], ['subDeptName', '承办单位', 16], ['deadline', '截止时间', 20],
  ['finishTime', '办结时间', 20], ['overdue', '是否超期', 8], ['reworkCount', ORDER_FIELDS.reworkCount.label, 8], ['callbackResultName', '回访结果', 10], ['callTime', '来电时间', 20],
  ['callAgent', '接听坐席', 14], ['creatorName', '登记人', 10],
] as const;

/** Writes the rows matching `conds` (conditionsOf) to `out`; answers how many were written. */
export async function exportIntegrated(db: Db, user: Actor, conds: Cond[], out: Writable, cache?: ReadCache): Promise<number> {
  const wb = new (await loadExcel()).stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
  const ws = wb.addWorksheet('综合查询');
  ws.columns = EXPORT_COLUMNS.map(([key, header, width]) => ({ key, header, width }));
  ws.getRow(1).font = { bold: true };
  ws.getRow(1).commit();
  let count = 0;
  for await (const rows of integratedBatches(db, user, conds, INTEGRATED_EXPORT_MAX, cache)) {
    for (const r of rows) {
      ws.addRow({ ...r, overdue: r.overdue ? '是' : '否' }).commit();
    }
    count += rows.length;
    await sheetCaughtUp(ws, out, count);
  }
  ws.commit();
  await wb.commit();
  return count;
}
