// A download button's state, the same on every page: busy while the file is made, a toast when it is saved or why not.
import { useState } from 'react';
import { messageOf } from '../http/errors.ts';
import { zhCN } from '../i18n/zh-CN.ts';
import { useNotify } from './notify.tsx';

export interface ExportMessages {
  /** Toast once the file is saved (none when omitted: the browser's own download shows it). */
  done?: string;
  /** Shown when the failure has no message of its own. */
  failed?: string;
}

export function useExport(run: () => Promise<unknown>, messages: ExportMessages = {}) {
  const notify = useNotify();
  const [exporting, setExporting] = useState(false);
  const runExport = async () => {
    if (exporting) return;
    setExporting(true);
    try {
      await run();
      if (messages.done) notify.success(messages.done);
    } catch (error) {
      notify.error(messageOf(error, messages.failed ?? zhCN.common.operationFailed));
    } finally {
      setExporting(false);
    }
  };
  return { exporting, runExport };
}
