/** A node of a department or region tree. */
export interface PickerNode {
  id: number | string;
  name: string;
  children?: readonly PickerNode[];
}

/** Keeps the nodes whose name contains the keyword, with their ancestors; answers the ids to open. */
export function filterTree(nodes: readonly PickerNode[], keyword: string): { nodes: PickerNode[]; open: Set<string> } {
  const word = keyword.trim();
  const open = new Set<string>();
  const visit = (list: readonly PickerNode[]): PickerNode[] =>
    list.flatMap((node) => {
      const children = visit(node.children ?? []);
      const matches = !word || node.name.includes(word);
      if (!matches && children.length === 0) return [];
      if (word && children.length > 0) open.add(String(node.id));
      return [{ ...node, children: matches && !word ? node.children : children.length ? children : node.children }];
    });
  return { nodes: visit(nodes), open };
}

/** Finds a node by id anywhere in the tree. */
export function findNode(nodes: readonly PickerNode[], id: string): PickerNode | null {
  for (const node of nodes) {
    if (String(node.id) === id) return node;
    const inner = findNode(node.children ?? [], id);
    if (inner) return inner;
  }
  return null;
}
