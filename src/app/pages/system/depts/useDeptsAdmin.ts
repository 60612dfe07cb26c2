// 部门管理's logic: the department tree (searched by name, with ancestors), which branches are open, and the add, edit
// and delete flows. The list loads under an 'org:' key, so a change pushed by another administrator reloads it too.
import { useEffect, useMemo, useState } from 'react';
import type { Dept } from '../../../../shared/api/types.ts';
import { deleteDept, fetchDeptRows } from '../../../../shared/api/sysDepts.ts';
import { invalidate, useResource } from '../../../../shared/data/index.ts';
import { messageOf } from '../../../../shared/http/errors.ts';
import { zhCN } from '../../../../shared/i18n/zh-CN.ts';
import { useNotify } from '../../../../shared/ui/notify.tsx';
import { usePageState } from '../../../../shared/ui/pageState.ts';
import { usePermission } from '../../../../shared/ui/Permission.tsx';
import { branchIds, nestRows, searchTree, type Nested } from '../common/TreeTable.tsx';

export const DEPT_PERMISSIONS = { save: 'sys:dept:save', update: 'sys:dept:update', delete: 'sys:dept:delete', info: 'sys:dept:info' } as const;

/** The resource key of the admin's department list ('org:' — the prefix pushed department changes name). */
export const DEPT_ADMIN_RESOURCE = 'org:deptAdmin';

export type DeptNode = Nested<Dept>;

/** What the form dialog is doing: adding under a parent, or editing a department. */
export type DeptFormMode = { kind: 'add'; parentId: number | null } | { kind: 'edit'; id: number };

const NO_ROWS: Dept[] = [];

export function useDeptsAdmin() {
  const notify = useNotify();
  const canSave = usePermission([DEPT_PERMISSIONS.save]);
  const canUpdate = usePermission([DEPT_PERMISSIONS.update]);
  const canDelete = usePermission([DEPT_PERMISSIONS.delete]);
  const [keyword, setKeyword] = usePageState('deptKeyword', '');
  const [applied, setApplied] = usePageState('deptSearch', '');
  // Open branches; null until the user opens or closes one: the city and its departments start open.
  const [expandedIds, setExpandedIds] = usePageState<string[] | null>('deptExpanded', null);
  const [form, setForm] = useState<DeptFormMode | null>(null);
  const [toDelete, setToDelete] = useState<Dept | null>(null);
  const [busy, setBusy] = useState(false);

  const list = useResource(DEPT_ADMIN_RESOURCE, (signal) => fetchDeptRows(signal));
  const rows = list.data ?? NO_ROWS;
  useEffect(() => {
    if (list.error) notify.error(list.error);
  }, [list.error, notify]);

  const tree = useMemo(() => nestRows(rows), [rows]);
  const byId = useMemo(() => new Map(rows.map((r) => [r.id, r])), [rows]);
  const found = useMemo(() => searchTree(tree, applied), [tree, applied]);
  const defaultOpen = useMemo(() => new Set(tree.map((n) => String(n.id))), [tree]);
  const expanded = useMemo(() => (expandedIds ? new Set(expandedIds) : defaultOpen), [expandedIds, defaultOpen]);

  const setExpanded = (next: Set<string>) => setExpandedIds([...next]);
  const toggle = (id: string, open: boolean) => {
    const next = new Set(expanded);
    if (open) next.add(id);
    else next.delete(id);
    setExpanded(next);
  };
  const expandAll = () => setExpanded(branchIds(found.nodes));
  const collapseAll = () => setExpanded(new Set());

  // A search opens the ancestors of every match.
  const search = () => {
    const word = keyword.trim();
    setApplied(word);
    setExpandedIds(word ? [...searchTree(tree, word).open] : null);
  };
  const resetSearch = () => {
    setKeyword('');
    setApplied('');
    setExpandedIds(null);
  };

  const reload = () => invalidate(DEPT_ADMIN_RESOURCE);

  const saved = () => {
    notify.success(zhCN.common.operationSuccess);
    setForm(null);
    reload();
  };

  const remove = async () => {
    if (!toDelete) return;
    setBusy(true);
    try {
      await deleteDept(toDelete.id);
      notify.success(zhCN.common.operationSuccess);
      setToDelete(null);
      reload();
    } catch (failure) {
      notify.error(messageOf(failure, zhCN.common.operationFailed));
      setToDelete(null);
    } finally {
      setBusy(false);
    }
  };

  return {
    canSave, canUpdate, canDelete, keyword, setKeyword, search, resetSearch, searching: Boolean(applied.trim()),
    rows, tree, byId, nodes: found.nodes, expanded, toggle, expandAll, collapseAll, loading: list.loading,
    form, setForm, saved, toDelete, setToDelete, remove, busy,
  };
}
