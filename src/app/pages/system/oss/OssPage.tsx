// 云存储 (system/oss/index): every uploaded file — search, the paged list, preview, download, delete (refused while
// referenced), and the storage configuration.
import { Badge, Button, Field, Input, Select, Spinner } from '@fluentui/react-components';
import { DeleteRegular, SettingsRegular } from '@fluentui/react-icons';
import { useMemo } from 'react';
import type { OssFile } from '../../../../shared/api/contracts/sysOss.ts';
import { ossText as t } from '../../../../shared/i18n/system-oss.zh-CN.ts';
import { ListTable, type ListColumn } from '../../../../shared/ui/ListTable/index.ts';
import { Pager } from '../../../../shared/ui/Pager.tsx';
import { Permission } from '../../../../shared/ui/Permission.tsx';
import { SearchPanel } from '../../../../shared/ui/SearchPanel.tsx';
import { ConfirmDialog } from '../common/ConfirmDialog.tsx';
import { LoadErrorBar } from '../../../../shared/ui/LoadErrorBar.tsx';
import { useListPageStyles } from '../common/pageStyles.ts';
import { PreviewDialog } from './PreviewDialog.tsx';
import { StorageConfigDialog } from './StorageConfigDialog.tsx';
import { humanSize, OSS_PAGE_SIZES, useOssPage, type OssSearch } from './useOssPage.ts';

const STORAGE_COLORS = { database: 'subtle', local: 'informative', s3: 'brand' } as const;

export default function OssPage() {
  const styles = useListPageStyles();
  const p = useOssPage();
  const setField = <K extends keyof OssSearch>(key: K, value: OssSearch[K]) => p.setDraft({ ...p.draft, [key]: value });

  const columns = useMemo<ListColumn<OssFile>[]>(() => [
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
    {
      key: 'operations', title: t.operations, width: 190,
      render: (r) => (
        <span className={styles.actions}>
          {r.previewable && <Button size="small" appearance="subtle" aria-label={t.previewRow(r.originalName)} onClick={() => p.setPreviewing(r)}>{t.preview}</Button>}
          <Button size="small" appearance="subtle" aria-label={t.downloadRow(r.originalName)} disabled={p.downloading === r.id}
            icon={p.downloading === r.id ? <Spinner size="extra-tiny" /> : undefined} onClick={() => void p.download(r)}>{t.download}</Button>
          {p.canDelete && <Button size="small" appearance="subtle" aria-label={t.deleteRow(r.originalName)} onClick={() => p.askDelete(r)}>{t.delete}</Button>}
        </span>
      ),
    },
  ], [p.canDelete, p.downloading, styles.actions]);

  return (
    <section className={styles.page} aria-label={t.title} data-oss-page>
      <SearchPanel onSearch={p.runSearch} onReset={p.reset} busy={p.loading}>
        <Field label={t.fileName}>
          <Input name="fileName" value={p.draft.fileName} maxLength={120} onChange={(_, d) => setField('fileName', d.value)} />
        </Field>
        <Field label={t.extension}>
          <Input name="extension" value={p.draft.extension} maxLength={10} placeholder="png、pdf…" onChange={(_, d) => setField('extension', d.value)} />
        </Field>
        <Field label={t.uploader}>
          <Input name="uploader" value={p.draft.uploader} maxLength={50} onChange={(_, d) => setField('uploader', d.value)} />
        </Field>
        <Field label={t.storage}>
          <Select name="storage" value={p.draft.storage} onChange={(_, d) => setField('storage', d.value as OssSearch['storage'])}>
            <option value="">{t.all}</option>
            <option value="local">{t.storages.local}</option>
            <option value="s3">{t.storages.s3}</option>
            <option value="database">{t.storages.database}</option>
          </Select>
        </Field>
        <Field label={t.startTime}>
          <Input name="startTime" type="date" value={p.draft.startTime} onChange={(_, d) => setField('startTime', d.value)} />
        </Field>
        <Field label={t.endTime}>
          <Input name="endTime" type="date" value={p.draft.endTime} onChange={(_, d) => setField('endTime', d.value)} />
        </Field>
      </SearchPanel>
      <div className={styles.toolbar}>
        <Permission value={['sys:oss:delete']}>
          <Button icon={<DeleteRegular />} onClick={() => p.askDelete()}>{t.delete}</Button>
        </Permission>
        <Permission value={['sys:oss:config']}>
          <Button icon={<SettingsRegular />} onClick={() => p.setConfigOpen(true)}>{t.config}</Button>
        </Permission>
      </div>
      {p.error && <LoadErrorBar message={p.error} onRetry={p.reload} />}
      <ListTable
        rows={p.records}
        columns={columns}
        rowKey={(r) => String(r.id)}
        label={t.title}
        selectable={p.canDelete}
        selected={p.selected}
        onSelectionChange={p.setSelected}
        indexOffset={(p.paging.page - 1) * p.paging.size}
        loading={p.loading && p.records.length === 0}
        emptyKind={p.filtered ? 'noMatch' : 'noData'}
        height="calc(100vh - 330px)"
        settingsKey="oss"
      />
      <Pager page={p.paging.page} size={p.paging.size} total={p.total} sizes={OSS_PAGE_SIZES} onChange={p.showPage} />

      <PreviewDialog file={p.previewing} onClose={() => p.setPreviewing(null)} />
      {p.configOpen && <StorageConfigDialog open onClose={() => p.setConfigOpen(false)} />}

      <ConfirmDialog
        open={p.toDelete !== null}
        title={t.deleteConfirmTitle}
        message={t.deleteConfirm((p.toDelete ?? []).map((r) => r.originalName).join('、'))}
        busy={p.deleting}
        onConfirm={p.remove}
        onCancel={() => p.setToDelete(null)}
      />
    </section>
  );
}
