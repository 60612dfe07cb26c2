import type { KnowledgeCategory } from '../../shared/api/contracts/knowledge.ts';

export interface CategoryOption {
  id: number;
  /** Indented by depth, so a flat list reads as the tree. */
  label: string;
  /** 办事指南 / 公积金 */
  path: string;
  depth: number;
}

/** The categories in tree order (parents before children, by orderNum then name). */
export function categoryOptions(categories: readonly KnowledgeCategory[]): CategoryOption[] {
  const children = new Map<number, KnowledgeCategory[]>();
  for (const c of categories) children.set(c.parentId, [...(children.get(c.parentId) ?? []), c]);
  const ids = new Set(categories.map((c) => c.id));
  const out: CategoryOption[] = [];
  const walk = (parentId: number, depth: number, prefix: string, seen: Set<number>) => {
    const list = [...(children.get(parentId) ?? [])].sort((a, b) => a.orderNum - b.orderNum || a.name.localeCompare(b.name, 'zh'));
    for (const c of list) {
      if (seen.has(c.id)) continue; // a broken tree never loops
      const path = prefix ? `${prefix} / ${c.name}` : c.name;
      out.push({ id: c.id, label: `${'\u3000'.repeat(depth)}${c.name}`, path, depth });
      walk(c.id, depth + 1, path, new Set([...seen, c.id]));
    }
  };
  // Roots: parent 0, or a parent that is not in the list.
  for (const root of new Set(categories.filter((c) => c.parentId === 0 || !ids.has(c.parentId)).map((c) => c.parentId))) walk(root, 0, '', new Set());
  return out;
}

/** The category and every category below it. */
export function categoryAndBelow(categories: readonly KnowledgeCategory[], id: number): Set<number> {
  const out = new Set([id]);
  for (let grew = true; grew;) {
    grew = false;
    for (const c of categories) if (out.has(c.parentId) && !out.has(c.id)) { out.add(c.id); grew = true; }
  }
  return out;
}
