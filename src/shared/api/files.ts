// Attachments of every domain (announcements, work orders): one upload call, one download call.
import { call, download } from '../http/client.ts';

/** POST /api/uploadFile2 with one file (multipart field "file"); the server checks size and type. */
export function uploadFile(file: File, signal?: AbortSignal) {
  const form = new FormData();
  form.append('file', file, file.name);
  return call('/api/uploadFile2', { body: form, signal });
}

/** Fetches an attachment by its reference (the upload answer's id) with the token in headers (never in the URL) and saves it under its name. */
export const downloadFile = (ref: string, filename: string) => download('/api/download', { method: 'GET', query: { id: ref }, filename });
