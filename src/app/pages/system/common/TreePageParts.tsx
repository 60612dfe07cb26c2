// The pieces 部门管理 and 菜单管理 share around their tree table: 展开全部 / 折叠全部, the per-row 新增下级 / 修改 / 删除
// buttons, and the tree or its empty state.
import { Button, Spinner } from '@fluentui/react-components';
import { AddRegular, TextExpandRegular, TextCollapseRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { treeTableText } from '../../../../shared/i18n/tree-table.zh-CN.ts';
import { zhCN } from '../../../../shared/i18n/zh-CN.ts';
import { EmptyState } from '../../../../shared/ui/EmptyState.tsx';
import { RowActions, type CellAction } from '../../../../shared/ui/ListTable/index.ts';
import { TreeTable, type TreeTableNode, type TreeTableProps } from './TreeTable.tsx';

/** 展开全部, 折叠全部 and, while the tree loads, a spinner: the end of a tree page's toolbar. */
export function TreeExpandButtons({ loading, onExpandAll, onCollapseAll }: { loading: boolean; onExpandAll: () => void; onCollapseAll: () => void }) {
  return (
    <>
      <Button icon={<TextExpandRegular />} onClick={onExpandAll}>{treeTableText.expandAll}</Button>
      <Button icon={<TextCollapseRegular />} onClick={onCollapseAll}>{treeTableText.collapseAll}</Button>
      {loading && <Spinner size="tiny" label={zhCN.common.loading} />}
    </>
  );
}

/** A row button: its text, its aria-label naming the row, and what it does; left out when `onClick` is absent. */
export interface RowAction {
  text: string;
  label: string;
  onClick?: () => void;
}

/** The width the tree pages give their 操作 column: 新增下级, 修改 and 删除 side by side in the CJK font users have. */
export const TREE_ACTIONS_WIDTH = 280;

/** 新增下级, 修改 and 删除 of one row, each shown when given an onClick; in one line, what does not fit folds into ⋯. */
export function TreeRowActions({ add, edit, remove, width = TREE_ACTIONS_WIDTH }: { className?: string; add: RowAction; edit: RowAction; remove: RowAction; width?: number }) {
  const actions: CellAction[] = [];
  const push = (action: RowAction, icon: ReactElement) => {
    if (action.onClick) actions.push({ label: action.text, ariaLabel: action.label, icon, onClick: action.onClick });
  };
  push(add, <AddRegular />);
  push(edit, <EditRegular />);
  push(remove, <DeleteRegular />);
  return <RowActions actions={actions} width={width} />;
}

/** The tree table, or the empty state once loading ended with nothing to show. */
export function TreeOrEmpty<T extends TreeTableNode>({ loading, searching, ...table }: TreeTableProps<T> & { loading: boolean; searching: boolean }) {
  if (table.nodes.length === 0) return !loading && <EmptyState kind={searching ? 'noMatch' : 'noData'} />;
  return <TreeTable {...table} />;
}
