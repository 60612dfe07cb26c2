// Files: the order list as a real .xlsx (exceljs) and one order as a real PDF (pdfkit with a CJK font from npm); their
// fields, labels and widths are the browser's (src/shared/protocol/orderFields.ts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadExcel, loadPdf } from '../../lib/office.ts';
import {
  ORDER_FIELDS, PDF_FIELDS, PDF_HEADING_FIELDS, PDF_SECTION_FIELDS, SHEET_FIELDS, fieldValue,
} from '../../../../src/shared/protocol/orderFields.ts';
import type { ListItem } from './queues.ts';
import { woffToSfnt } from './woff.ts';

const require = createRequire(import.meta.url);
// Noto Sans SC (SIL OFL), the simplified-Chinese subset shipped by @fontsource: about 8,000 glyphs including ASCII.
const CJK_FONT = require.resolve('@fontsource/noto-sans-sc/files/noto-sans-sc-chinese-simplified-400-normal.woff');
let cjkFont: Buffer | null = null;
// Unpacked once: fontkit reading the WOFF directly inflates tables again for every document (seconds each).
const cjkFontData = () => (cjkFont ??= woffToSfnt(readFileSync(CJK_FONT)));

export const MAX_EXPORT_ROWS = 10_000;

export async function ordersWorkbook(rows: ListItem[]): Promise<Buffer> {
  const wb = new (await loadExcel()).Workbook();
  wb.creator = '12345 热线工单系统';
  const ws = wb.addWorksheet('工单列表');
  ws.columns = SHEET_FIELDS.map((id) => ({ header: ORDER_FIELDS[id].label, key: id, width: ORDER_FIELDS[id].sheetWidth }));
  ws.getRow(1).font = { bold: true };
  for (const r of rows) ws.addRow(Object.fromEntries(SHEET_FIELDS.map((id) => [id, fieldValue(id, r)])));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export interface PdfOrder {
  workflowId: string;
  statusName: string;
  citizenName: string;
  phone: string;
  appealTypeName: string;
  channelName: string;
  eventTypeName: string | null;
  regionName: string | null;
  address: string | null;
  content: string;
  mainDeptName: string | null;
  subDeptName: string | null;
  timeLimit: number;
  deadline: string;
  createTime: string;
  creatorName: string;
  replyContent: string | null;
  steps: Array<{ createTime: string; actionName: string; userName: string; deptName: string | null; opinion: string | null }>;
}

export async function orderPdf(o: PdfOrder): Promise<Buffer> {
  const PDFDocument = await loadPdf();
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `工单 ${o.workflowId}`, Author: '12345 热线工单系统' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('cjk', cjkFontData());
  doc.font('cjk');
  doc.fontSize(18).text('12345 政务服务便民热线工单', { align: 'center' });
  const heading = PDF_HEADING_FIELDS.map((id) => `${ORDER_FIELDS[id].label}：${fieldValue(id, o) ?? ''}`).join('    ');
  doc.moveDown(0.5).fontSize(10).text(heading, { align: 'center' });
  doc.moveDown();
  for (const id of PDF_FIELDS) doc.fontSize(11).text(`${ORDER_FIELDS[id].label}：${fieldValue(id, o) ?? '—'}`);
  for (const id of PDF_SECTION_FIELDS) {
    const text = fieldValue(id, o);
    if (text === null || text === '') continue;
    doc.moveDown(0.5).fontSize(12).text(ORDER_FIELDS[id].label);
    doc.fontSize(11).text(String(text));
  }
  doc.moveDown(0.5).fontSize(12).text('办理过程');
  for (const s of o.steps) {
    doc.fontSize(10).text(`${s.createTime}  ${s.actionName}  ${s.userName}${s.deptName ? `（${s.deptName}）` : ''}${s.opinion ? `：${s.opinion}` : ''}`);
  }
  doc.end();
  return done;
}
