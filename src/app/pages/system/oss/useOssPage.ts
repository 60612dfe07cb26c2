// 云存储's logic: search, the paged list, preview / download, delete with the page step-back rule, the configuration dialog.
import { useEffect, useState } from 'react';
import type { OssFile, OssPageRequest, StorageKind } from '../../../../shared/api/contracts/sysOss.ts';
import { downloadFile } from '../../../../shared/api/files.ts';
import { deleteOssFiles, fetchOssPage } from '../../../../shared/api/sysOss.ts';
import { useResource } from '../../../../shared/data/index.ts';
import { messageOf } from '../../../../shared/http/errors.ts';
import { ossText as t } from '../../../../shared/i18n/system-oss.zh-CN.ts';
import { useNotify } from '../../../../shared/ui/notify.tsx';
import { usePageState } from '../../../../shared/ui/pageState.ts';
import { usePermission } from '../../../../shared/ui/Permission.tsx';
import { pageAfterDelete } from '../../../../shared/utils/paging.ts';
import { useBatchDelete } from '../common/useBatchDelete.ts';

export const OSS_PAGE_SIZES = [10, 20, 50, 100];

export interface OssSearch {
  fileName: string;
  extension: string;
  uploader: string;
  storage: '' | StorageKind;
  startTime: string;
  endTime: string;
}

const EMPTY_SEARCH: OssSearch = { fileName: '', extension: '', uploader: '', storage: '', startTime: '', endTime: '' };
const NO_FILES: OssFile[] = [];

function toQuery(search: OssSearch, page: number, size: number): OssPageRequest {
  const text = (value: string) => value.trim() || undefined;
  return {
    page, size, fileName: text(search.fileName), extension: text(search.extension), uploader: text(search.uploader),
    storage: search.storage || undefined, startTime: search.startTime || undefined, endTime: search.endTime || undefined,
  };
}

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
  const [search, setSearch] = usePageState<OssSearch>('oss:search', EMPTY_SEARCH);
  const [draft, setDraft] = useState<OssSearch>(search);
  const [paging, setPaging] = usePageState('oss:paging', { page: 1, size: 10 });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [previewing, setPreviewing] = useState<OssFile | null>(null);
  const [configOpen, setConfigOpen] = useState(false);
  const [downloading, setDownloading] = useState<string | null>(null);

  const list = useResource('sys:oss:files', (signal) => fetchOssPage(toQuery(search, paging.page, paging.size), signal), { args: { search, paging } });
  const records = list.data?.records ?? NO_FILES;
  const total = list.data?.total ?? 0;
  useEffect(() => setSelected(new Set()), [list.data]);

  const runSearch = () => {
    setSearch({ ...draft });
    setPaging({ ...paging, page: 1 });
    void list.reload();
  };
  const reset = () => {
    setDraft(EMPTY_SEARCH);
    setSearch(EMPTY_SEARCH);
    setPaging({ ...paging, page: 1 });
  };

  const { toDelete, setToDelete, askDelete, remove, deleting } = useBatchDelete(records, selected, deleteOssFiles, (deletedCount) => {
    setPaging({ ...paging, page: pageAfterDelete({ page: paging.page, pageSize: paging.size, total, deletedCount }) });
    void list.reload();
  });

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

  const filtered = Object.values(search).some((v) => v.trim() !== '');
  return {
    canDelete, draft, setDraft, runSearch, reset, filtered, records, total, loading: list.loading, error: list.error, reload: list.reload,
    paging, showPage: (page: number, size: number) => setPaging({ page, size }), selected, setSelected,
    previewing, setPreviewing, download, downloading, configOpen, setConfigOpen,
    toDelete, setToDelete, askDelete, remove, deleting,
  };
}
