// 岗位管理's logic: search by code, name and status, the paged list, selection, the form, delete with the page step-back rule.
import { useEffect, useState } from 'react';
import type { Post, PostPageRequest } from '../../../../shared/api/contracts/sysPost.ts';
import { deletePosts, fetchPostPage } from '../../../../shared/api/sysPosts.ts';
import { useResource } from '../../../../shared/data/index.ts';
import { zhCN } from '../../../../shared/i18n/zh-CN.ts';
import { useNotify } from '../../../../shared/ui/notify.tsx';
import { usePageState } from '../../../../shared/ui/pageState.ts';
import { usePermission } from '../../../../shared/ui/Permission.tsx';
import { pageAfterDelete } from '../../../../shared/utils/paging.ts';
import { useBatchDelete } from '../common/useBatchDelete.ts';

export const POST_PAGE_SIZES = [10, 20, 50, 100];

export interface PostSearch {
  postCode: string;
  postName: string;
  /** '' all, '0' 停用, '1' 正常 */
  status: '' | '0' | '1';
}

const EMPTY_SEARCH: PostSearch = { postCode: '', postName: '', status: '' };
const NO_POSTS: Post[] = [];

function toQuery(search: PostSearch, page: number, size: number): PostPageRequest {
  return {
    page, size,
    ...(search.postCode.trim() ? { postCode: search.postCode.trim() } : {}),
    ...(search.postName.trim() ? { postName: search.postName.trim() } : {}),
    ...(search.status ? { status: Number(search.status) as 0 | 1 } : {}),
  };
}

/** The post form: closed, adding, or editing one post. */
export type PostEditing = { post: Post | null } | null;

export function usePostsPage() {
  const notify = useNotify();
  const canUpdate = usePermission(['sys:post:update']);
  const canDelete = usePermission(['sys:post:delete']);
  const [search, setSearch] = usePageState<PostSearch>('posts:search', EMPTY_SEARCH);
  const [draft, setDraft] = useState<PostSearch>(search);
  const [paging, setPaging] = usePageState('posts:paging', { page: 1, size: 10 });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState<PostEditing>(null);

  const list = useResource('sys:posts:admin', (signal) => fetchPostPage(toQuery(search, paging.page, paging.size), signal),
    { args: { search, paging } });
  const records = list.data?.records ?? NO_POSTS;
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

  const { toDelete, setToDelete, askDelete, remove, deleting } = useBatchDelete(records, selected, deletePosts, (deletedCount) => {
    setPaging({ ...paging, page: pageAfterDelete({ page: paging.page, pageSize: paging.size, total, deletedCount }) });
    void list.reload();
  });

  const saved = () => {
    notify.success(zhCN.common.operationSuccess);
    setEditing(null);
    void list.reload();
  };

  const filtered = Boolean(search.postCode.trim() || search.postName.trim() || search.status);
  return {
    canUpdate, canDelete, draft, setDraft, runSearch, reset, filtered, records, total, loading: list.loading, error: list.error,
    reload: list.reload, paging, showPage: (page: number, size: number) => setPaging({ page, size }), selected, setSelected,
    editing, setEditing, saved, toDelete, setToDelete, askDelete, remove, deleting,
  };
}
