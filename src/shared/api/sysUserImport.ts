// Users' import and export: the template, the import with its progress and failed rows, and the export of a query.
import { call, download } from '../http/client.ts';
import type { UserFilters } from './contracts/sysUser.ts';
import { usersImportText as t } from '../i18n/system-users-import.zh-CN.ts';
import { exportStamp } from '../utils/dates.ts';

/** A random id for an import, chosen before the upload so its progress can be polled while the upload runs. */
export function newImportId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export const downloadUserTemplate = () => download('/api/sys/user/template', { filename: t.templateName });

/** Uploads the sheet; answers the counts once every row has been read. */
export function importUsers(file: File, options: { importId: string; updateSupport: boolean; signal?: AbortSignal }) {
  const form = new FormData();
  form.append('file', file, file.name);
  return call('/api/sys/user/import', { body: form, query: { importId: options.importId, updateSupport: options.updateSupport }, signal: options.signal });
}

export const fetchImportProgress = (id: string, signal?: AbortSignal) => call('/api/sys/user/importProgress', { body: { id }, signal });

export const downloadImportFailures = (id: string) => download('/api/sys/user/importFailures', { query: { id }, filename: t.failuresName });

/** The one-time passwords of the import's new users; the server hands them out once. */
export const downloadImportPasswords = (id: string) => download('/api/sys/user/importPasswords', { query: { id }, filename: t.passwordsName });


/** The user list's current query as .xlsx (the server applies the caller's data scope). */
export const exportUsers = (filters: UserFilters) => download('/api/sys/user/export', { body: filters, filename: t.exportName(exportStamp()) });
