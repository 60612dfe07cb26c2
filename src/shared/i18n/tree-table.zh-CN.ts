// Text of the admin screens' tree table (部门管理, 菜单管理), in a module of its own: pages without it do not download it.
export const treeTableText = {
  expandAll: '展开全部',
  collapseAll: '折叠全部',
  expandRow: (name: string) => `展开 ${name}`,
  collapseRow: (name: string) => `收起 ${name}`,
};
