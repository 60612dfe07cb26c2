import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Input,
  MessageBar,
  MessageBarBody,
  Tree,
  TreeItem,
  TreeItemLayout,
  makeStyles,
  tokens,
  treeItemLayoutClassNames,
} from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { TREE_DIALOG_WIDTH_PX } from '../constants.ts';
import { zhCN } from '../i18n/zh-CN.ts';
import { filterTree, findNode, type PickerNode } from './treeFilter.ts';

export interface TreePickerDialogProps {
  open: boolean;
  /** Department or region: sets the title and the message when confirming without a choice. */
  kind: 'dept' | 'region';
  nodes: readonly PickerNode[];
  /** The node chosen before, shown selected. */
  value?: string | number | null;
  onConfirm: (node: PickerNode) => void;
  onCancel: () => void;
  onClear: () => void;
  /** Overrides the title (for another tree, e.g. event classification); `kind` still picks the defaults. */
  title?: string;
  /** Overrides the message shown when confirming without a choice. */
  requiredMessage?: string;
}

const useStyles = makeStyles({
  surface: { width: `${TREE_DIALOG_WIDTH_PX}px`, maxWidth: 'calc(100vw - 32px)' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  tree: { maxHeight: '50vh', overflowY: 'auto' },
  empty: { color: tokens.colorNeutralForeground3, padding: tokens.spacingVerticalM },
});

/** The department and region picker (700 px): keyword filter; confirm needs a chosen node; cancel; clear. */
export function TreePickerDialog({ open, kind, nodes, value, onConfirm, onCancel, onClear, title, requiredMessage }: TreePickerDialogProps) {
  const styles = useStyles();
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<string | null>(value === null || value === undefined ? null : String(value));
  const [error, setError] = useState('');
  const filtered = useMemo(() => filterTree(nodes, keyword), [nodes, keyword]);
  const [openItems, setOpenItems] = useState<Set<string>>(new Set());
  const shownOpen = keyword.trim() ? filtered.open : openItems;

  const choose = (id: string) => {
    setChosen(id);
    setError('');
  };

  const confirm = () => {
    const node = chosen ? findNode(nodes, chosen) : null;
    if (!node) return setError(requiredMessage ?? (kind === 'dept' ? zhCN.picker.deptRequired : zhCN.picker.regionRequired));
    onConfirm(node);
  };

  const render = (node: PickerNode) => {
    const hasChildren = Boolean(node.children?.length);
    return (
      <TreeItem key={String(node.id)} value={String(node.id)} itemType={hasChildren ? 'branch' : 'leaf'}>
        {/* The name selects too, not only the radio; the chevron only opens or closes the branch. */}
        <TreeItemLayout
          onClick={(event) => {
            if (!(event.target as Element).closest(`.${treeItemLayoutClassNames.expandIcon}`)) choose(String(node.id));
          }}
        >
          {node.name}
        </TreeItemLayout>
        {hasChildren && <Tree>{node.children!.map(render)}</Tree>}
      </TreeItem>
    );
  };

  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onCancel()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{title ?? (kind === 'dept' ? zhCN.picker.dept : zhCN.picker.region)}</DialogTitle>
          <DialogContent className={styles.content}>
            <Input
              contentBefore={<SearchRegular />}
              placeholder={zhCN.picker.keyword}
              aria-label={zhCN.picker.keyword}
              value={keyword}
              onChange={(_, data) => setKeyword(data.value)}
            />
            {error && (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            )}
            {filtered.nodes.length === 0 ? (
              <div className={styles.empty}>{zhCN.picker.noMatch}</div>
            ) : (
              <Tree
                className={styles.tree}
                aria-label={title ?? (kind === 'dept' ? zhCN.picker.dept : zhCN.picker.region)}
                selectionMode="single"
                checkedItems={chosen ? [chosen] : []}
                onCheckedChange={(_, data) => choose(String(data.value))}
                openItems={shownOpen}
                onOpenChange={(_, data) => setOpenItems(new Set([...data.openItems].map(String)))}
              >
                {filtered.nodes.map(render)}
              </Tree>
            )}
          </DialogContent>
          <DialogActions>
            <Button
              appearance="subtle"
              onClick={() => {
                setChosen(null);
                setError('');
                onClear();
              }}
            >
              {zhCN.common.clear}
            </Button>
            <Button onClick={onCancel}>{zhCN.common.cancel}</Button>
            <Button appearance="primary" onClick={confirm}>
              {zhCN.common.ok}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
