// 区域管理's logic: the tree loaded level by level (a row's children load when it is opened), a name search that answers
// the matches with their ancestors, opened down to each; after a write the changed levels load again.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Area } from '../../../../shared/api/contracts/sysArea.ts';
import { deleteArea, fetchAreaChildren, searchAreas } from '../../../../shared/api/sysAreas.ts';
import { messageOf } from '../../../../shared/http/errors.ts';
import { areasText as t } from '../../../../shared/i18n/system-areas.zh-CN.ts';
import { zhCN } from '../../../../shared/i18n/zh-CN.ts';
import { useNotify } from '../../../../shared/ui/notify.tsx';
import { usePermission } from '../../../../shared/ui/Permission.tsx';

/** A tree row: an area, or the 加载中… row standing in for children not loaded yet. */
export type AreaRow = Area & { placeholder?: boolean; children: AreaRow[] };
export type AreaFormMode = { kind: 'add'; parentId: number } | { kind: 'edit'; area: Area };

const placeholderOf = (parent: Area): AreaRow => ({ ...parent, id: -parent.id, name: t.loading, placeholder: true, hasChildren: false, children: [] });

export function useAreasAdmin() {
  const notify = useNotify();
  const canSave = usePermission(['sys:area:save']);
  const canUpdate = usePermission(['sys:area:update']);
  const canDelete = usePermission(['sys:area:delete']);
  /** Loaded levels: parent id → its children (0: the top level). */
  const [levels, setLevels] = useState<ReadonlyMap<number, Area[]>>(new Map());
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [keyword, setKeyword] = useState('');
  const [searching, setSearching] = useState(false);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');
  const [form, setForm] = useState<AreaFormMode | null>(null);
  const [toDelete, setToDelete] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);
  /** The area just added or edited: opened down to and highlighted. */
  const [selectedId, setSelectedId] = useState<number | null>(null);

  const loadLevel = useCallback(async (pid: number) => {
    setLoading(true);
    try {
      const kids = await fetchAreaChildren(pid);
      setLevels((m) => new Map(m).set(pid, kids));
      setError('');
    } catch (failure) {
      setError(messageOf(failure, zhCN.common.operationFailed));
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => { void loadLevel(0); }, [loadLevel]);

  const nodes = useMemo(() => {
    const build = (a: Area): AreaRow => {
      const kids = levels.get(a.id);
      return { ...a, children: kids ? kids.map(build) : a.hasChildren ? [placeholderOf(a)] : [] };
    };
    return (levels.get(0) ?? []).map(build);
  }, [levels]);

  const toggle = (id: string, open: boolean) => {
    setExpanded((s) => {
      const next = new Set(s);
      if (open) next.add(id); else next.delete(id);
      return next;
    });
    if (open && !levels.has(Number(id))) void loadLevel(Number(id));
  };

  const search = async () => {
    const name = keyword.trim();
    if (!name) { resetSearch(); return; }
    setLoading(true);
    try {
      const found = await searchAreas(name);
      const byParent = new Map<number, Area[]>();
      for (const a of found) byParent.set(a.pid, [...(byParent.get(a.pid) ?? []), a]);
      setLevels(byParent);
      setExpanded(new Set(found.filter((a) => byParent.has(a.id)).map((a) => String(a.id))));
      setSearching(true);
      setError('');
    } catch (failure) {
      setError(messageOf(failure, zhCN.common.operationFailed));
    } finally {
      setLoading(false);
    }
  };

  function resetSearch() {
    setKeyword('');
    setSearching(false);
    setLevels(new Map());
    setExpanded(new Set());
    void loadLevel(0);
  }

  /** The levels a write touched load again (both parents of a move), keeping the rest of the open tree. */
  const reloadLevels = (...pids: number[]) => {
    if (searching) { void search(); return; }
    for (const pid of new Set(pids)) void loadLevel(pid);
  };

  const saved = (pids: number[], id: number) => {
    notify.success(zhCN.common.operationSuccess);
    setForm(null);
    setSelectedId(id);
    // Its parent and every ancestor open, so an area added under a closed parent is in view.
    const parent = pids[pids.length - 1]!;
    setExpanded((open) => new Set([...open, ...ancestorsOf(levels, parent).map(String)]));
    // A parent that gained its first child must show its chevron: its own level loads again too.
    reloadLevels(...pids, ...pids.map((pid) => findPid(levels, pid)).filter((p): p is number => p !== undefined));
  };

  const remove = async () => {
    if (!toDelete || busy) return;
    setBusy(true);
    try {
      await deleteArea(toDelete.id);
      notify.success(zhCN.common.operationSuccess);
      const { pid } = toDelete;
      setToDelete(null);
      reloadLevels(pid, findPid(levels, pid) ?? 0);
    } catch (failure) {
      notify.error(messageOf(failure, zhCN.common.operationFailed));
    } finally {
      setBusy(false);
    }
  };

  /** 展开全部: every branch opens, its missing levels loaded (a level's branches together, level after level). */
  const expandAll = async () => {
    let known = new Map(levels);
    const open = new Set<string>();
    let frontier = (known.get(0) ?? []).filter((a) => a.hasChildren);
    setLoading(true);
    try {
      while (frontier.length > 0) {
        frontier.forEach((a) => open.add(String(a.id)));
        const missing = frontier.filter((a) => !known.has(a.id));
        const loaded = await Promise.all(missing.map(async (a) => [a.id, await fetchAreaChildren(a.id)] as const));
        known = new Map([...known, ...loaded]);
        frontier = frontier.flatMap((a) => known.get(a.id) ?? []).filter((a) => a.hasChildren);
      }
      setLevels(known);
      setExpanded(open);
      setError('');
    } catch (failure) {
      setError(messageOf(failure, zhCN.common.operationFailed));
    } finally {
      setLoading(false);
    }
  };

  return {
    selectedId, expandAll, collapseAll: () => setExpanded(new Set()),
    canSave, canUpdate, canDelete, nodes, expanded, toggle, keyword, setKeyword, search, resetSearch, searching, loading, error,
    retry: () => reloadLevels(0), form, setForm, saved, toDelete, setToDelete, remove, busy,
  };
}

/** An area and its loaded ancestors, nearest first (0, the top, left out). */
function ancestorsOf(levels: ReadonlyMap<number, Area[]>, id: number): number[] {
  const chain: number[] = [];
  for (let at: number | undefined = id; at && !chain.includes(at); at = findPid(levels, at)) chain.push(at);
  return chain;
}

/** The parent id of a loaded area. */
function findPid(levels: ReadonlyMap<number, Area[]>, id: number): number | undefined {
  for (const kids of levels.values()) {
    const found = kids.find((a) => a.id === id);
    if (found) return found.pid;
  }
  return undefined;
}
