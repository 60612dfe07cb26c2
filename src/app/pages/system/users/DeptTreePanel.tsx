// The department tree beside the user list: a keyword filter, and choosing a department filters the list (it and below).
import {
  Button, Input, Spinner, Tree, TreeItem, TreeItemLayout, makeStyles, tokens, treeItemLayoutClassNames,
} from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { useEffect, useMemo, useState } from 'react';
import { usersText as t } from '../../../../shared/i18n/system-users.zh-CN.ts';
import { zhCN } from '../../../../shared/i18n/zh-CN.ts';
import { filterTree, type PickerNode } from '../../../../shared/ui/treeFilter.ts';

const useStyles = makeStyles({
  panel: {
    display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalS,
    backgroundColor: tokens.colorNeutralBackground1, borderRadius: tokens.borderRadiusMedium, minWidth: 0,
  },
  tree: { maxHeight: '70vh', overflowY: 'auto' },
  empty: { color: tokens.colorNeutralForeground3, padding: tokens.spacingVerticalS },
});

export interface DeptTreePanelProps {
  nodes: readonly PickerNode[];
  loading: boolean;
  /** The chosen department, null = all. */
  value: number | null;
  onChange: (deptId: number | null) => void;
}

export function DeptTreePanel({ nodes, loading, value, onChange }: DeptTreePanelProps) {
  const styles = useStyles();
  const [keyword, setKeyword] = useState('');
  const filtered = useMemo(() => filterTree(nodes, keyword), [nodes, keyword]);
  const [openItems, setOpenItems] = useState<Set<string>>(new Set());
  // The first level starts open, so the main departments show at once.
  useEffect(() => setOpenItems(new Set(nodes.map((n) => String(n.id)))), [nodes]);
  const shownOpen = keyword.trim() ? filtered.open : openItems;

  const render = (node: PickerNode) => {
    const hasChildren = Boolean(node.children?.length);
    return (
      <TreeItem key={String(node.id)} value={String(node.id)} itemType={hasChildren ? 'branch' : 'leaf'}>
        <TreeItemLayout
          onClick={(event) => {
            if (!(event.target as Element).closest(`.${treeItemLayoutClassNames.expandIcon}`)) onChange(Number(node.id));
          }}
        >
          {node.name}
        </TreeItemLayout>
        {hasChildren && <Tree>{node.children!.map(render)}</Tree>}
      </TreeItem>
    );
  };

  return (
    <nav className={styles.panel} aria-label={t.deptTree}>
      <Input
        size="small"
        contentBefore={<SearchRegular />}
        placeholder={t.deptSearch}
        aria-label={t.deptSearch}
        value={keyword}
        onChange={(_, data) => setKeyword(data.value)}
      />
      <Button size="small" appearance={value === null ? 'primary' : 'subtle'} onClick={() => onChange(null)} aria-pressed={value === null}>
        {t.allDepts}
      </Button>
      {loading && nodes.length === 0 ? (
        <Spinner size="tiny" label={zhCN.common.loading} />
      ) : filtered.nodes.length === 0 ? (
        <div className={styles.empty}>{zhCN.picker.noMatch}</div>
      ) : (
        <Tree
          className={styles.tree}
          aria-label={t.deptTree}
          size="small"
          selectionMode="single"
          checkedItems={value === null ? [] : [String(value)]}
          onCheckedChange={(_, data) => onChange(Number(data.value))}
          openItems={shownOpen}
          onOpenChange={(_, data) => setOpenItems(new Set([...data.openItems].map(String)))}
        >
          {filtered.nodes.map(render)}
        </Tree>
      )}
    </nav>
  );
}
