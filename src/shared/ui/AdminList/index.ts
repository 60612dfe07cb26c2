export { AdminListPage } from './AdminListPage.tsx';
export { searchFilters, useAdminList } from './useAdminList.ts';
export { useBatchDelete } from './useBatchDelete.ts';
export { useStatusChange } from './useStatusChange.ts';
export { useListPageStyles } from './useAdminListStyles.styles.ts';
export { ADMIN_PAGE_SIZES } from './AdminList.types.ts';
export type {
  AdminListOptions, AdminListPageProps, AdminListView, Editing, IdOf, ListPage, ListRow, Paging, RowOf, RowAction, SearchField, SearchValues, ToolbarAction,
} from './AdminList.types.ts';
