// 角色管理's export: the roles of the list's query as .xlsx (a few dozen rows: written in one go).
import type { Writable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { loadExcel } from '../../lib/office.ts';
import { roleList } from './roles.ts';

/** The data scopes' labels as 角色管理 shows them. */
const DATA_SCOPES = ['全部数据权限', '本部门及以下数据权限', '本部门数据权限', '仅本人数据权限', '自定数据权限'];

export async function exportRoles(db: Kysely<Database>, roleName: string | undefined, out: Writable): Promise<number> {
  const roles = await roleList(db, roleName);
  const wb = new (await loadExcel()).stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
  const ws = wb.addWorksheet('角色');
  ws.columns = [
    { header: '角色编号', key: 'id', width: 10 }, { header: '角色名称', key: 'roleName', width: 20 }, { header: '角色编码', key: 'roleCode', width: 20 },
    { header: '数据权限', key: 'dataScope', width: 22 }, { header: '状态', key: 'status', width: 8 }, { header: '备注', key: 'remark', width: 40 },
    { header: '创建时间', key: 'createTime', width: 20 },
  ];
  ws.getRow(1).font = { bold: true };
  ws.getRow(1).commit();
  for (const r of roles) {
    ws.addRow({ ...r, dataScope: DATA_SCOPES[r.dataScope] ?? '', status: r.status === 1 ? '正常' : '停用', remark: r.remark ?? '' }).commit();
  }
  ws.commit();
  await wb.commit();
  return roles.length;
}
