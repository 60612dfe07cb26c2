// The import dialog's logic: the chosen file and switch, the upload, polling the import's progress while it runs, the
// result, and the template / failed-rows downloads. Errors keep the chosen file so the user can simply try again.
import { useCallback, useEffect, useRef, useState } from 'react';
import { USER_IMPORT_MAX_MB, type UserImportProgress, type UserImportResult } from '../../../../shared/api/contracts/sysUserImport.ts';
import { downloadImportFailures, downloadImportPasswords, downloadUserTemplate, fetchImportProgress, importUsers, newImportId } from '../../../../shared/api/sysUserImport.ts';
import { messageOf } from '../../../../shared/http/errors.ts';
import { usersImportText as t } from '../../../../shared/i18n/system-users-import.zh-CN.ts';

/** How often the dialog asks for the progress while an import runs. */
const PROGRESS_POLL_MS = 500;

export type ImportPhase = 'idle' | 'running' | 'done';

export function useUserImport(open: boolean, onImported: (result: UserImportResult) => void) {
  const [file, setFile] = useState<File | null>(null);
  const [updateSupport, setUpdateSupport] = useState(false);
  const [phase, setPhase] = useState<ImportPhase>('idle');
  const [importId, setImportId] = useState<string | null>(null);
  const [progress, setProgress] = useState<UserImportProgress | null>(null);
  const [result, setResult] = useState<UserImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const upload = useRef<AbortController | null>(null);

  // Every opening starts afresh; closing cancels whatever still runs on this side (the server finishes the rows).
  useEffect(() => {
    if (!open) return;
    setFile(null); setUpdateSupport(false); setPhase('idle'); setImportId(null); setProgress(null); setResult(null); setError(null);
    return () => upload.current?.abort();
  }, [open]);

  useEffect(() => {
    if (phase !== 'running' || !importId) return;
    const stop = new AbortController();
    const poll = async () => {
      try {
        const p = await fetchImportProgress(importId, stop.signal);
        if (!stop.signal.aborted) setProgress(p);
      } catch {
        // A missed poll is harmless: the next one, or the import's own answer, tells the same.
      }
    };
    const timer = setInterval(() => void poll(), PROGRESS_POLL_MS);
    return () => { clearInterval(timer); stop.abort(); };
  }, [phase, importId]);

  const chooseFile = useCallback((chosen: File | null) => {
    setResult(null);
    if (!chosen) return;
    if (!/\.xlsx$/i.test(chosen.name)) { setError(t.wrongType); return; }
    if (chosen.size > USER_IMPORT_MAX_MB * 1024 * 1024) { setError(t.tooLarge(USER_IMPORT_MAX_MB)); return; }
    setError(null);
    setFile(chosen);
  }, []);

  const start = useCallback(async () => {
    if (phase === 'running') return;
    if (!file) { setError(t.needFile); return; }
    const id = newImportId();
    const controller = new AbortController();
    upload.current = controller;
    setImportId(id); setProgress(null); setResult(null); setError(null); setPhase('running');
    try {
      const answer = await importUsers(file, { importId: id, updateSupport, signal: controller.signal });
      setResult(answer);
      setPhase('done');
      if (answer.imported + answer.updated > 0) onImported(answer);
    } catch (e) {
      if (controller.signal.aborted) return;
      setError(messageOf(e));
      setPhase('idle');
    }
  }, [file, updateSupport, phase, onImported]);

  const fetchFile = useCallback(async (download: () => Promise<void>) => {
    setDownloading(true);
    try {
      await download();
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setDownloading(false);
    }
  }, []);

  return {
    file, chooseFile, updateSupport, setUpdateSupport, phase, progress, result, error, downloading, start,
    downloadTemplate: () => fetchFile(downloadUserTemplate),
    downloadFailures: () => (result ? fetchFile(() => downloadImportFailures(result.id)) : Promise.resolve()),
    downloadPasswords: () => (result ? fetchFile(() => downloadImportPasswords(result.id)) : Promise.resolve()),
  };
}
