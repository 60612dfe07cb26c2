// 导出报表: the 绩效统计 table as the screen shows it (rows, then 合计), with each column's definition in a second sheet.
import type { Writable } from 'node:stream';
import type { StatTable } from '../../../../src/shared/api/contracts/stats.ts';
import {
  formatStatRate, STAT_COUNT_KEYS, STAT_COUNTS, STAT_DAY_BASIS_WORDS, STAT_GROUPING_LABELS, STAT_KNOWLEDGE, STAT_KNOWLEDGE_BASIS_WORDS, STAT_KNOWLEDGE_KEYS,
  STAT_RATE_KEYS, statRateWords,
} from '../../../../src/shared/protocol/statsFigures.ts';
import { loadExcel } from '../../lib/office.ts';

export async function writeStatTable(table: StatTable, out: Writable): Promise<number> {
  const wb = new (await loadExcel()).stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
  const rates = statRateWords(table.satisfiedResults);
  const ws = wb.addWorksheet('绩效统计');
  // 知识库 upkeep columns on department groupings (the rows carry them).
  const knowledge = table.grouping === 'mainDept' || table.grouping === 'subDept' ? STAT_KNOWLEDGE_KEYS : [];
  ws.columns = [
    { key: 'name', header: STAT_GROUPING_LABELS[table.grouping].replace('按', ''), width: 28 },
    ...STAT_COUNT_KEYS.map((k) => ({ key: k, header: STAT_COUNTS[k].label, width: 12 })),
    ...STAT_RATE_KEYS.map((k) => ({ key: k, header: rates[k].label, width: 12 })),
    ...knowledge.map((k) => ({ key: k, header: STAT_KNOWLEDGE[k].label, width: 12 })),
  ];
  ws.getRow(1).font = { bold: true };
  ws.getRow(1).commit();
  for (const row of table.rows) {
    const cells: Record<string, string | number> = { name: row.note && table.grouping === 'subDept' ? `${row.note} / ${row.name}` : row.name };
    for (const k of STAT_COUNT_KEYS) cells[k] = row[k];
    for (const k of STAT_RATE_KEYS) cells[k] = formatStatRate(row[k]);
    for (const k of knowledge) cells[k] = row[k] ?? '';
    const r = ws.addRow(cells);
    if (row.isTotal) r.font = { bold: true };
    r.commit();
  }
  ws.addRow({ name: `统计时间：${table.startTime} 至 ${table.endTime}` }).commit();
  ws.commit();
  const defs = wb.addWorksheet('指标说明');
  defs.columns = [{ key: 'label', header: '指标', width: 14 }, { key: 'words', header: '定义', width: 90 }];
  defs.getRow(1).font = { bold: true };
  defs.getRow(1).commit();
  for (const k of STAT_COUNT_KEYS) defs.addRow({ label: STAT_COUNTS[k].label, words: `${STAT_COUNTS[k].words}（${STAT_DAY_BASIS_WORDS[STAT_COUNTS[k].basis]}）` }).commit();
  for (const k of STAT_RATE_KEYS) defs.addRow({ label: rates[k].label, words: rates[k].words }).commit();
  for (const k of knowledge) defs.addRow({ label: STAT_KNOWLEDGE[k].label, words: `${STAT_KNOWLEDGE[k].words}（${STAT_KNOWLEDGE_BASIS_WORDS}）` }).commit();
  defs.commit();
  await wb.commit();
  return table.rows.length;
}
