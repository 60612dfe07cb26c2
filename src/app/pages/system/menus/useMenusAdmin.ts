// 菜单管理's logic: the tree of menus and buttons (searched by name, with ancestors), which branches are open, and the add,
// edit and delete flows. A saved change reloads every open console's routes through the push channel, this one's too.
import { useEffect, useMemo, useState } from 'react';
import type { MenuRow } from '../../../../shared/api/types.ts';
import { deleteMenu, fetchMenuRows } from '../../../../shared/api/sysMenus.ts';
import { invalidate, useResource } from '../../../../shared/data/index.ts';
import { messageOf } from '../../../../shared/http/errors.ts';
import { zhCN } from '../../../../shared/i18n/zh-CN.ts';
import { LAYOUT_COMPONENT, MenuType } from '../../../../shared/protocol/views.ts';
import { useNotify } from '../../../../shared/ui/notify.tsx';
import { usePageState } from '../../../../shared/ui/pageState.ts';
import { usePermission } from '../../../../shared/ui/Permission.tsx';
import { branchIds, nestRows, searchTree, type Nested } from '../common/TreeTable.tsx';

export const MENU_PERMISSIONS = { save: 'sys:menu:save', update: 'sys:menu:update', delete: 'sys:menu:delete', info: 'sys:menu:info' } as const;

const MENU_ADMIN_RESOURCE = 'sysMenus:list';

export type MenuNode = Nested<MenuRow>;

/** Adding under a parent (with the type the parent suggests), or editing a menu. */
export type MenuFormMode = { kind: 'add'; pid: number; type: 0 | 1 } | { kind: 'edit'; id: number };

export const isGroup = (m: Pick<MenuRow, 'type' | 'component'>) => m.type === MenuType.menu && m.component === LAYOUT_COMPONENT;

const NO_ROWS: MenuRow[] = [];

export function useMenusAdmin() {
  const notify = useNotify();
  const canSave = usePermission([MENU_PERMISSIONS.save]);
  const canUpdate = usePermission([MENU_PERMISSIONS.update]);
  const canDelete = usePermission([MENU_PERMISSIONS.delete]);
  const [keyword, setKeyword] = usePageState('menuKeyword', '');
  const [applied, setApplied] = usePageState('menuSearch', '');
  const [expandedIds, setExpandedIds] = usePageState<string[]>('menuExpanded', []);
  const [form, setForm] = useState<MenuFormMode | null>(null);
  const [toDelete, setToDelete] = useState<MenuRow | null>(null);
  const [busy, setBusy] = useState(false);

  const list = useResource(MENU_ADMIN_RESOURCE, (signal) => fetchMenuRows(signal));
  const rows = list.data ?? NO_ROWS;
  useEffect(() => {
    if (list.error) notify.error(list.error);
  }, [list.error, notify]);

  const tree = useMemo(() => nestRows(rows), [rows]);
  const found = useMemo(() => searchTree(tree, applied), [tree, applied]);
  const expanded = useMemo(() => new Set(expandedIds), [expandedIds]);

  const toggle = (id: string, open: boolean) => setExpandedIds(open ? [...expandedIds, id] : expandedIds.filter((e) => e !== id));
  const expandAll = () => setExpandedIds([...branchIds(found.nodes)]);
  const collapseAll = () => setExpandedIds([]);

  // A search opens the ancestors of every match.
  const search = () => {
    const word = keyword.trim();
    setApplied(word);
    setExpandedIds(word ? [...searchTree(tree, word).open] : []);
  };
  const resetSearch = () => {
    setKeyword('');
    setApplied('');
    setExpandedIds([]);
  };

  const reload = () => invalidate(MENU_ADMIN_RESOURCE);

  /** 新增下级: a group takes menus, a page takes buttons. */
  const addUnder = (parent: MenuRow | null) => setForm({ kind: 'add', pid: parent?.id ?? 0, type: parent && !isGroup(parent) ? MenuType.button : MenuType.menu });

  const saved = (pid: number) => {
    notify.success(zhCN.common.operationSuccess);
    setForm(null);
    // The parent opens, so what was just added or moved is in view.
    if (pid && !expanded.has(String(pid))) setExpandedIds([...expandedIds, String(pid)]);
    reload();
  };

  const remove = async () => {
    if (!toDelete) return;
    setBusy(true);
    try {
      await deleteMenu(toDelete.id);
      notify.success(zhCN.common.operationSuccess);
      reload();
    } catch (failure) {
      notify.error(messageOf(failure, zhCN.common.operationFailed));
    } finally {
      setToDelete(null);
      setBusy(false);
    }
  };

  return {
    canSave, canUpdate, canDelete, keyword, setKeyword, search, resetSearch, searching: Boolean(applied.trim()),
    rows, tree, nodes: found.nodes, expanded, toggle, expandAll, collapseAll, loading: list.loading,
    form, setForm, addUnder, saved, toDelete, setToDelete, remove, busy,
  };
}
