// 岗位管理 (system/post/index): search by code, name and status, the paged list, add / edit, delete with confirmation.
import { Badge } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import type { Post } from '../../../../shared/api/contracts/sysPost.ts';
import { deletePosts, fetchPostPage } from '../../../../shared/api/sysPosts.ts';
import { postsText as t } from '../../../../shared/i18n/system-posts.zh-CN.ts';
import { AdminListPage, useAdminList, type SearchField } from '../../../../shared/ui/AdminList/index.ts';
import type { ListColumn } from '../../../../shared/ui/ListTable/index.ts';
import { usePermission } from '../../../../shared/ui/Permission.tsx';
import { PostFormDialog } from './PostFormDialog.tsx';

/** status: '' all, '0' 停用, '1' 正常 */
const EMPTY_SEARCH = { postCode: '', postName: '', status: '' };

const FIELDS: SearchField<typeof EMPTY_SEARCH>[] = [
  { name: 'postCode', label: t.postCode, maxLength: 64 },
  { name: 'postName', label: t.postName, maxLength: 50 },
  { name: 'status', label: t.status, kind: 'select', options: [{ value: '', label: t.all }, { value: '1', label: t.statuses[1]! }, { value: '0', label: t.statuses[0]! }] },
];

const COLUMNS: ListColumn<Post>[] = [
  { key: 'postCode', title: t.postCode, value: (r) => r.postCode, width: 150 },
  { key: 'postName', title: t.postName, value: (r) => r.postName, width: 150 },
  { key: 'sort', title: t.sort, value: (r) => r.sort },
  {
    key: 'status', title: t.status,
    render: (r) => <Badge appearance="tint" color={r.status === 1 ? 'success' : 'subtle'}>{t.statuses[r.status] ?? ''}</Badge>,
  },
  { key: 'remark', title: t.remark, value: (r) => r.remark, width: 220 },
  { key: 'createTime', title: t.createTime, value: (r) => r.createTime, width: 170 },
];

export default function PostsPage() {
  const canUpdate = usePermission(['sys:post:update']);
  const canDelete = usePermission(['sys:post:delete']);
  const list = useAdminList({
    resource: 'sys:posts:admin', stateKey: 'posts', emptySearch: EMPTY_SEARCH, deleteIds: deletePosts,
    fetchPage: fetchPostPage,
  });

  return (
    <AdminListPage
      title={t.title} marker="posts-page" list={list} fields={FIELDS} columns={COLUMNS} selectable={canDelete} settingsKey="posts"
      actions={[
        { label: t.add, icon: <AddRegular />, permission: 'sys:post:save', primary: true, onClick: () => list.setEditing({ row: null }) },
        { label: t.delete, icon: <DeleteRegular />, permission: 'sys:post:delete', onClick: () => list.askDelete() },
      ]}
      rowActions={{
        title: t.operations, width: 140, actions: [
          { label: t.edit, ariaLabel: (r) => t.editRow(r.postName), visible: () => canUpdate, onClick: (r) => list.setEditing({ row: r }) },
          { label: t.delete, ariaLabel: (r) => t.deleteRow(r.postName), visible: () => canDelete, onClick: (r) => list.askDelete(r) },
        ],
      }}
      deleteConfirm={{ title: t.deleteConfirmTitle, message: (rows) => t.deleteConfirm(rows.map((r) => r.postName).join('、')) }}
    >
      <PostFormDialog open={list.editing !== null} post={list.editing?.row ?? null} onClose={() => list.setEditing(null)} onSaved={list.saved} />
    </AdminListPage>
  );
}
