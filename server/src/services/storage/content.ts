// Upload limits by content, not by name: the first bytes say what a file is, and its extension must agree.
import { fileTypeFromBuffer } from 'file-type';

interface Kind {
  /** What file-type reports for such content (undefined: no binary signature, i.e. text). */
  detected: string[];
  label: string;
}

const IMAGE = (ext: string): Kind => ({ detected: [ext], label: `${ext.toUpperCase()} 图片` });
// Old Office and WPS files are OLE compound files; file-type reports them as 'cfb'.
const OLE = (label: string): Kind => ({ detected: ['cfb'], label });

const KINDS: Record<string, Kind> = {
  pdf: { detected: ['pdf'], label: 'PDF 文档' },
  doc: OLE('Word 文档'), xls: OLE('Excel 表格'), ppt: OLE('PowerPoint 演示文稿'), wps: OLE('WPS 文档'),
  docx: { detected: ['docx'], label: 'Word 文档' },
  xlsx: { detected: ['xlsx'], label: 'Excel 表格' },
  pptx: { detected: ['pptx'], label: 'PowerPoint 演示文稿' },
  txt: { detected: [], label: '纯文本' },
  csv: { detected: [], label: 'CSV 文本' },
  jpg: IMAGE('jpg'), jpeg: { detected: ['jpg'], label: 'JPG 图片' }, png: IMAGE('png'), gif: IMAGE('gif'), bmp: IMAGE('bmp'),
  zip: { detected: ['zip'], label: 'ZIP 压缩包' }, rar: { detected: ['rar'], label: 'RAR 压缩包' }, '7z': { detected: ['7z'], label: '7z 压缩包' },
};

export const UPLOAD_EXTENSIONS = Object.keys(KINDS);

/** Content types shown inline by the preview (and only those). */
export const PREVIEW_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/bmp', 'application/pdf'];

export const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

const TEXT_MIME: Record<string, string> = { txt: 'text/plain; charset=utf-8', csv: 'text/csv; charset=utf-8' };

/** Valid UTF-8 without control characters other than tab, line breaks and form feed. */
function isPlainText(data: Buffer): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return false;
  }
  return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text);
}

export type ContentCheck = { ok: true; extension: string; contentType: string } | { ok: false; reason: string };

/** Whether `data` really is what the name's extension says, and its MIME type from the content. */
export async function checkContent(name: string, data: Buffer): Promise<ContentCheck> {
  const extension = extensionOf(name);
  const kind = KINDS[extension];
  if (!kind) return { ok: false, reason: `不支持的文件类型，仅支持 ${UPLOAD_EXTENSIONS.join('、')}` };
  const found = await fileTypeFromBuffer(data);
  const mismatch = (actual: string) => ({ ok: false as const, reason: `文件内容与扩展名不符：“${name}”不是${kind.label}（实际内容${actual}），请上传真实的文件` });
  if (kind.detected.length === 0) {
    if (found) return mismatch(`为 ${found.ext.toUpperCase()}`);
    if (!isPlainText(data)) return mismatch('不是 UTF-8 文本');
    return { ok: true, extension, contentType: TEXT_MIME[extension]! };
  }
  if (!found) return mismatch(isPlainText(data) ? '是文本' : '无法识别');
  if (!kind.detected.includes(found.ext)) return mismatch(`为 ${found.ext.toUpperCase()}`);
  return { ok: true, extension, contentType: found.mime };
}

/** The MIME type of stored bytes by their content (files uploaded before content checks have none recorded). */
export async function sniffedType(data: Buffer): Promise<string | null> {
  return (await fileTypeFromBuffer(data))?.mime ?? null;
}
