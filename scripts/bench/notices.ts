// Page weight of the portal's notice elements: bell + announcement widget + reminders page, shared runtime counted once.
import path from 'node:path';
import { pageGzipBytes } from './bundle-size.ts';

export const PORTAL_ENTRIES = ['hotline-notice-bell.js', 'hotline-announcements.js', 'hotline-reminders.js'];

export interface NoticesSizeRow {
  name: string;
  gzipBytes: number;
  files: number;
}

/** gzip bytes a page loads for each notice element alone and for all three together (after a production build to `dist`). */
export async function benchNoticesBundle(dist = 'dist'): Promise<NoticesSizeRow[]> {
  const rows = PORTAL_ENTRIES.map((entry) => {
    const { bytes, files } = pageGzipBytes([path.join(dist, entry)]);
    return { name: entry, gzipBytes: bytes, files };
  });
  const together = pageGzipBytes(PORTAL_ENTRIES.map((entry) => path.join(dist, entry)));
  rows.push({ name: 'portal.html (all three, shared chunks once)', gzipBytes: together.bytes, files: together.files });
  return rows;
}
