// 岗位管理 (system/post/index): search by code, name and status, the paged list, add / edit, delete with confirmation.
import { Badge, Button, Field, Input, Select } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useMemo } from 'react';
import type { Post } from '../../../../shared/api/contracts/sysPost.ts';
import { postsText as t } from '../../../../shared/i18n/system-posts.zh-CN.ts';
import { ListTable, type ListColumn } from '../../../../shared/ui/ListTable/index.ts';
import { Pager } from '../../../../shared/ui/Pager.tsx';
import { Permission } from '../../../../shared/ui/Permission.tsx';
import { SearchPanel } from '../../../../shared/ui/SearchPanel.tsx';
import { ConfirmDialog } from '../common/ConfirmDialog.tsx';
import { LoadErrorBar } from '../../../../shared/ui/LoadErrorBar.tsx';
import { useListPageStyles } from '../common/pageStyles.ts';
import { PostFormDialog } from './PostFormDialog.tsx';
import { POST_PAGE_SIZES, usePostsPage, type PostSearch } from './usePostsPage.ts';

export default function PostsPage() {
  const styles = useListPageStyles();
  const p = usePostsPage();

  const columns = useMemo<ListColumn<Post>[]>(() => [
    { key: 'postCode', title: t.postCode, value: (r) => r.postCode, width: 150 },
    { key: 'postName', title: t.postName, value: (r) => r.postName, width: 150 },
    { key: 'sort', title: t.sort, value: (r) => r.sort },
    {
      key: 'status', title: t.status,
      render: (r) => <Badge appearance="tint" color={r.status === 1 ? 'success' : 'subtle'}>{t.statuses[r.status] ?? ''}</Badge>,
    },
    { key: 'remark', title: t.remark, value: (r) => r.remark, width: 220 },
    { key: 'createTime', title: t.createTime, value: (r) => r.createTime, width: 170 },
    {
      key: 'operations', title: t.operations, width: 140,
      render: (r) => (
        <span className={styles.actions}>
          {p.canUpdate && <Button size="small" appearance="subtle" aria-label={t.editRow(r.postName)} onClick={() => p.setEditing({ post: r })}>{t.edit}</Button>}
          {p.canDelete && <Button size="small" appearance="subtle" aria-label={t.deleteRow(r.postName)} onClick={() => p.askDelete(r)}>{t.delete}</Button>}
        </span>
      ),
    },
  ], [p.canUpdate, p.canDelete, styles.actions]);

  return (
    <section className={styles.page} aria-label={t.title} data-posts-page>
      <SearchPanel onSearch={p.runSearch} onReset={p.reset} busy={p.loading}>
        <Field label={t.postCode}>
          <Input name="postCode" value={p.draft.postCode} maxLength={64} onChange={(_, d) => p.setDraft({ ...p.draft, postCode: d.value })} />
        </Field>
        <Field label={t.postName}>
          <Input name="postName" value={p.draft.postName} maxLength={50} onChange={(_, d) => p.setDraft({ ...p.draft, postName: d.value })} />
        </Field>
        <Field label={t.status}>
          <Select name="status" value={p.draft.status} onChange={(_, d) => p.setDraft({ ...p.draft, status: d.value as PostSearch['status'] })}>
            <option value="">{t.all}</option>
            <option value="1">{t.statuses[1]}</option>
            <option value="0">{t.statuses[0]}</option>
          </Select>
        </Field>
      </SearchPanel>
      <div className={styles.toolbar}>
        <Permission value={['sys:post:save']}>
          <Button appearance="primary" icon={<AddRegular />} onClick={() => p.setEditing({ post: null })}>{t.add}</Button>
        </Permission>
        <Permission value={['sys:post:delete']}>
          <Button icon={<DeleteRegular />} onClick={() => p.askDelete()}>{t.delete}</Button>
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
        settingsKey="posts"
      />
      <Pager page={p.paging.page} size={p.paging.size} total={p.total} sizes={POST_PAGE_SIZES} onChange={p.showPage} />

      <PostFormDialog open={p.editing !== null} post={p.editing?.post ?? null} onClose={() => p.setEditing(null)} onSaved={p.saved} />

      <ConfirmDialog
        open={p.toDelete !== null}
        title={t.deleteConfirmTitle}
        message={t.deleteConfirm((p.toDelete ?? []).map((r) => r.postName).join('、'))}
        busy={p.deleting}
        onConfirm={p.remove}
        onCancel={() => p.setToDelete(null)}
      />
    </section>
  );
}
