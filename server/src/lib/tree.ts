// Builds nested trees from flat rows with id and pid.
export type TreeNode<T> = T & { children: TreeNode<T>[] };

export function buildTree<T extends { id: number; pid: number }>(rows: T[], rootPid?: number): TreeNode<T>[] {
  const nodes = new Map<number, TreeNode<T>>();
  for (const row of rows) nodes.set(row.id, { ...row, children: [] });
  const roots: TreeNode<T>[] = [];
  for (const node of nodes.values()) {
    const parent = node.pid === rootPid ? undefined : nodes.get(node.pid);
    if (parent) parent.children.push(node);
    else if (rootPid === undefined || node.pid === rootPid) roots.push(node);
  }
  return roots;
}
