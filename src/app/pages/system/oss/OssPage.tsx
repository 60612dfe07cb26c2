// 云存储 (system/oss/index): every uploaded file — search, the paged list, preview, download, delete (refused while
// referenced), and the storage configuration.
import { Badge } from '@fluentui/react-components';
import { DeleteRegular, SettingsRegular } from '@fluentui/react-icons';
import type { OssFile } from '../../../../shared/api/contracts/sysOss.ts';
import { ossText as t } from '../../../../shared/i18n/system-oss.zh-CN.ts';
import { AdminListPage, type SearchField } from '../../../../shared/ui/AdminList/index.ts';
import type { ListColumn } from '../../../../shared/ui/ListTable/index.ts';
import { PreviewDialog } from './PreviewDialog.tsx';
import { StorageConfigDialog } from './StorageConfigDialog.tsx';
import { humanSize, useOssPage, type OssSearch } from './useOssPage.ts';

const STORAGE_COLORS = { database: 'subtle', local: 'informative', s3: 'brand' } as const;

const FIELDS: SearchField<OssSearch>[] = [
  { name: 'fileName', label: t.fileName, maxLength: 120 },
  { name: 'extension', label: t.extension, maxLength: 10, placeholder: 'png、pdf…' },
  { name: 'uploader', label: t.uploader, maxLength: 50 },
  {
    name: 'storage', label: t.storage, kind: 'select',
    options: [{ value: '', label: t.all }, { value: 'local', label: t.storages.local! }, { value: 's3', label: t.storages.s3! }, { value: 'database', label: t.storages.database! }],
  },
  { name: 'startTime', label: t.startTime, kind: 'date' },
  { name: 'endTime', label: t.endTime, kind: 'date' },
];

const COLUMNS: ListColumn<OssFile>[] = [
  { key: 'fileName', title: t.fileName, value: (r) => r.fileName, width: 200 },
  { key: 'originalName', title: t.originalName, value: (r) => r.originalName, width: 200 },
  { key: 'extension', title: t.extension, value: (r) => r.extension },
  { key: 'size', title: t.size, value: (r) => humanSize(r.size) },
  { key: 'uploaderName', title: t.uploader, value: (r) => r.uploaderName },
  { key: 'createTime', title: t.createTime, value: (r) => r.createTime, width: 170 },
  {
    key: 'storage', title: t.storage,
    render: (r) => <Badge appearance="tint" color={STORAGE_COLORS[r.storage]}>{t.storages[r.storage] ?? r.storageLabel}</Badge>,
  },
];

export default function OssPage() {
  const { list, ...p } = useOssPage();
  return (
    <AdminListPage
      title={t.title} marker="oss-page" list={list} fields={FIELDS} columns={COLUMNS} selectable={p.canDelete} settingsKey="oss"
      actions={[
        { label: t.delete, icon: <DeleteRegular />, permission: 'sys:oss:delete', onClick: () => list.askDelete() },
        { label: t.config, icon: <SettingsRegular />, permission: 'sys:oss:config', onClick: () => p.setConfigOpen(true) },
      ]}
      rowActions={{
        title: t.operations, width: 190, actions: [
          { label: t.preview, ariaLabel: (r) => t.previewRow(r.originalName), visible: (r) => r.previewable, onClick: (r) => p.setPreviewing(r) },
          { label: t.download, ariaLabel: (r) => t.downloadRow(r.originalName), busy: (r) => p.downloading === r.id, onClick: (r) => void p.download(r) },
          { label: t.delete, ariaLabel: (r) => t.deleteRow(r.originalName), visible: () => p.canDelete, onClick: (r) => list.askDelete(r) },
        ],
      }}
      deleteConfirm={{ title: t.deleteConfirmTitle, message: (rows) => t.deleteConfirm(rows.map((r) => r.originalName).join('、')) }}
    >
      <PreviewDialog file={p.previewing} onClose={() => p.setPreviewing(null)} />
      {p.configOpen && <StorageConfigDialog open onClose={() => p.setConfigOpen(false)} />}
    </AdminListPage>
  );
}
