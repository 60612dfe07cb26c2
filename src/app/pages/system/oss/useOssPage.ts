// 云存储's own logic beside the admin list: preview, download with its progress, the configuration dialog.
import { useState } from 'react';
import type { OssFile } from '../../../../shared/api/contracts/sysOss.ts';
import { downloadFile } from '../../../../shared/api/files.ts';
import { deleteOssFiles, fetchOssPage } from '../../../../shared/api/sysOss.ts';
import { messageOf } from '../../../../shared/http/errors.ts';
import { ossText as t } from '../../../../shared/i18n/system-oss.zh-CN.ts';
import { useAdminList } from '../../../../shared/ui/AdminList/index.ts';
import { useNotify } from '../../../../shared/ui/notify.tsx';
import { usePermission } from '../../../../shared/ui/Permission.tsx';

/** storage: '' all or a StorageKind; times 'YYYY-MM-DD' or '' */
const EMPTY_SEARCH = { fileName: '', extension: '', uploader: '', storage: '', startTime: '', endTime: '' };
export type OssSearch = typeof EMPTY_SEARCH;

/** 1536 -> '1.5 KB'. */
export function humanSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 10 ? value.toFixed(0) : value.toFixed(1)} ${units[unit]}`;
}

export function useOssPage() {
  const notify = useNotify();
  const canDelete = usePermission(['sys:oss:delete']);
  const [previewing, setPreviewing] = useState<OssFile | null>(null);
  const [configOpen, setConfigOpen] = useState(false);
  const [downloading, setDownloading] = useState<string | null>(null);
  const list = useAdminList({ resource: 'sys:oss:files', stateKey: 'oss', emptySearch: EMPTY_SEARCH, fetchPage: fetchOssPage, deleteIds: deleteOssFiles });

  const download = async (file: OssFile) => {
    setDownloading(file.id);
    try {
      await downloadFile(file.id, file.originalName);
    } catch (error) {
      notify.error(messageOf(error, t.downloadFailed));
    } finally {
      setDownloading(null);
    }
  };

  return { list, canDelete, previewing, setPreviewing, download, downloading, configOpen, setConfigOpen };
}
