// The role form's menu-and-button tree: built from the flat menu list, checked with or without parents following children.
import type { MenuRow } from '../../../../shared/api/types.ts';

export interface MenuNode {
  id: number;
  name: string;
  /** 0 menu, 1 button */
  type: number;
  children: MenuNode[];
}

export interface MenuIndex {
  roots: MenuNode[];
  parentOf: Map<number, number>;
  childrenOf: Map<number, number[]>;
  /** Every id, parents before children. */
  allIds: number[];
  branchIds: number[];
}

/** The tree of the flat rows (in their order); a row whose parent is missing becomes a root. */
export function indexMenus(rows: readonly MenuRow[]): MenuIndex {
  const nodes = new Map<number, MenuNode>(rows.map((r) => [r.id, { id: r.id, name: r.name, type: r.type, children: [] }]));
  const sorted = [...rows].sort((a, b) => a.sort - b.sort || a.id - b.id);
  const roots: MenuNode[] = [];
  const parentOf = new Map<number, number>();
  for (const r of sorted) {
    const parent = nodes.get(r.pid);
    if (parent && r.pid !== r.id) {
      parent.children.push(nodes.get(r.id)!);
      parentOf.set(r.id, r.pid);
    } else roots.push(nodes.get(r.id)!);
  }
  const childrenOf = new Map<number, number[]>();
  const allIds: number[] = [];
  const walk = (n: MenuNode) => {
    allIds.push(n.id);
    childrenOf.set(n.id, n.children.map((c) => c.id));
    n.children.forEach(walk);
  };
  roots.forEach(walk);
  return { roots, parentOf, childrenOf, allIds, branchIds: allIds.filter((id) => childrenOf.get(id)!.length > 0) };
}

function descendants(index: MenuIndex, id: number): number[] {
  const out: number[] = [];
  const stack = [...(index.childrenOf.get(id) ?? [])];
  while (stack.length) {
    const next = stack.pop()!;
    out.push(next);
    stack.push(...(index.childrenOf.get(next) ?? []));
  }
  return out;
}

function ancestors(index: MenuIndex, id: number): number[] {
  const out: number[] = [];
  for (let p = index.parentOf.get(id); p !== undefined; p = index.parentOf.get(p)) out.push(p);
  return out;
}

/**
 * Checks or unchecks one item. Linked: its descendants follow it, and each ancestor is checked exactly when all its
 * children are. Not linked: only the item changes.
 */
export function toggleItem(index: MenuIndex, checked: ReadonlySet<number>, id: number, on: boolean, linked: boolean): Set<number> {
  const next = new Set(checked);
  const apply = (item: number) => (on ? next.add(item) : next.delete(item));
  apply(id);
  if (!linked) return next;
  descendants(index, id).forEach(apply);
  for (const parent of ancestors(index, id)) {
    if (index.childrenOf.get(parent)!.every((c) => next.has(c))) next.add(parent);
    else next.delete(parent);
  }
  return next;
}

/** Parents shown half-checked and saved as such: not checked themselves, with something checked below them. */
export function halfChecked(index: MenuIndex, checked: ReadonlySet<number>): Set<number> {
  const half = new Set<number>();
  for (const id of checked) for (const a of ancestors(index, id)) if (!checked.has(a)) half.add(a);
  return half;
}

/** What the role saves: the checked items and the half-checked parents (so a menu whose only granted child shows). */
export function grantsOf(index: MenuIndex, checked: ReadonlySet<number>): { menuIdList: number[]; halfMenuIdList: number[] } {
  const known = index.allIds.filter((id) => checked.has(id));
  return { menuIdList: known, halfMenuIdList: [...halfChecked(index, checked)].sort((a, b) => a - b) };
}
