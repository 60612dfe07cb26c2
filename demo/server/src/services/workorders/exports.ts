// Files: the order list as a real .xlsx (exceljs) and one order as a real PDF (pdfkit with a CJK font from npm).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
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
  const wb = new ExcelJS.Workbook();
  wb.creator = '12345 热线工单系统';
  const ws = wb.addWorksheet('工单列表');
  ws.columns = [
    { header: '工单编号', key: 'workflowId', width: 22 },
    { header: '状态', key: 'statusName', width: 10 },
    { header: '诉求人', key: 'citizenName', width: 10 },
    { header: '联系电话', key: 'phone', width: 15 },
    { header: '诉求类型', key: 'appealTypeName', width: 10 },
    { header: '事件分类', key: 'eventTypeName', width: 16 },
    { header: '所属区域', key: 'regionName', width: 12 },
    { header: '地址', key: 'address', width: 24 },
    { header: '诉求内容', key: 'content', width: 50 },
    { header: '主办单位', key: 'mainDeptName', width: 24 },
    { header: '办理时限（工作日）', key: 'timeLimit', width: 10 },
    { header: '截止时间', key: 'deadline', width: 20 },
    { header: '是否超期', key: 'overdueText', width: 10 },
    { header: '登记时间', key: 'createTime', width: 20 },
  ];
  ws.getRow(1).font = { bold: true };
  for (const r of rows) ws.addRow({ ...r, overdueText: r.overdue ? '超期' : '' });
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

export function orderPdf(o: PdfOrder): Promise<Buffer> {
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
  doc.moveDown(0.5).fontSize(10).text(`工单编号：${o.workflowId}    状态：${o.statusName}`, { align: 'center' });
  doc.moveDown();
  const field = (label: string, value: string | number | null) => doc.fontSize(11).text(`${label}：${value ?? '—'}`);
  field('诉求人', o.citizenName);
  field('联系电话', o.phone);
  field('来源渠道', o.channelName);
  field('诉求类型', o.appealTypeName);
  field('事件分类', o.eventTypeName);
  field('所属区域', o.regionName);
  field('地址', o.address);
  field('主办单位', o.mainDeptName);
  field('二级单位', o.subDeptName);
  field('办理时限', `${o.timeLimit} 个工作日，截止 ${o.deadline}`);
  field('登记人', `${o.creatorName}（${o.createTime}）`);
  doc.moveDown(0.5).fontSize(12).text('诉求内容');
  doc.fontSize(11).text(o.content);
  if (o.replyContent) {
    doc.moveDown(0.5).fontSize(12).text('办理回复');
    doc.fontSize(11).text(o.replyContent);
  }
  doc.moveDown(0.5).fontSize(12).text('办理过程');
  for (const s of o.steps) {
    doc.fontSize(10).text(`${s.createTime}  ${s.actionName}  ${s.userName}${s.deptName ? `（${s.deptName}）` : ''}${s.opinion ? `：${s.opinion}` : ''}`);
  }
  doc.end();
  return done;
}
