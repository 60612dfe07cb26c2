// 新增角色 / 修改角色: name, code, remark, data scope and the menu-and-button tree (展开/折叠, 全选/全不选, 父子联动).
import {
  Badge, Field, Input, Label, MessageBar, MessageBarBody, Select, Spinner, Switch, Textarea, Tree, TreeItem, TreeItemLayout, makeStyles, tokens,
  type TreeItemValue,
} from '@fluentui/react-components';
import { useId } from 'react';
import type { DataScope } from '../../../../shared/api/contracts/sysRole.ts';
import { rolesText as t } from '../../../../shared/i18n/system-roles.zh-CN.ts';
import { zhCN } from '../../../../shared/i18n/zh-CN.ts';
import { FormDialog } from '../../../../shared/ui/FormDialog.tsx';
import { LoadErrorBar } from '../../../../shared/ui/LoadErrorBar.tsx';
import type { MenuNode } from './menuTree.ts';
import { useRoleForm } from './useRoleForm.ts';

export interface RoleFormDialogProps {
  open: boolean;
  /** null adds a role; a number edits it. */
  roleId: number | null;
  onClose: () => void;
  onSaved: () => void;
}

const useStyles = makeStyles({
  surface: { width: '760px', maxWidth: 'calc(100vw - 32px)' },
  form: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}` },
  wide: { gridColumn: '1 / -1', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  switches: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  tree: {
    maxHeight: '40vh', overflowY: 'auto', border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingVerticalXS,
  },
  count: { color: tokens.colorNeutralForeground3 },
});

const DATA_SCOPES: DataScope[] = [0, 1, 2, 3];

export function RoleFormDialog({ open, roleId, onClose, onSaved }: RoleFormDialogProps) {
  const styles = useStyles();
  const f = useRoleForm(open, roleId, onSaved);
  const menusLabelId = useId();
  const checkedItems: Array<[TreeItemValue, boolean | 'mixed']> = [
    ...[...f.checked].map((id) => [String(id), true] as [TreeItemValue, true]),
    ...[...f.half].map((id) => [String(id), 'mixed'] as [TreeItemValue, 'mixed']),
  ];

  const renderNode = (node: MenuNode) => (
    <TreeItem key={node.id} value={String(node.id)} itemType={node.children.length ? 'branch' : 'leaf'} data-menu-id={node.id}>
      <TreeItemLayout aside={node.type === 1 ? <Badge appearance="tint" size="small" color="informative">{t.button}</Badge> : undefined}>
        {node.name}
      </TreeItemLayout>
      {node.children.length > 0 && <Tree>{node.children.map(renderNode)}</Tree>}
    </TreeItem>
  );

  return (
    <FormDialog
      open={open}
      title={roleId === null ? t.addTitle : t.editTitle}
      surfaceClassName={styles.surface}
      onSubmit={f.submit}
      submitLabel={t.save}
      saving={f.saving}
      submitDisabled={f.loadingRole || Boolean(f.loadError)}
      onCancel={onClose}
    >
      {f.loadError ? (
        <MessageBar intent="error" role="alert"><MessageBarBody>{`${t.roleLoadFailed}：${f.loadError}`}</MessageBarBody></MessageBar>
      ) : f.loadingRole ? (
        <Spinner label={zhCN.common.loading} />
      ) : (
        <div className={styles.form}>
          <Field label={t.roleName} required validationMessage={f.errors.roleName}>
            <Input name="roleName" value={f.fields.roleName} maxLength={30} onChange={(_, d) => f.setField('roleName', d.value)} />
          </Field>
          <Field label={t.roleCode} required validationMessage={f.errors.roleCode}>
            <Input name="roleCode" value={f.fields.roleCode} maxLength={50} onChange={(_, d) => f.setField('roleCode', d.value)} />
          </Field>
          <Field label={t.dataScope}>
            <Select name="dataScope" value={String(f.fields.dataScope)} onChange={(_, d) => f.setField('dataScope', Number(d.value) as DataScope)}>
              {DATA_SCOPES.map((s) => <option key={s} value={s}>{t.dataScopes[s]}</option>)}
              {/* 自定 is chosen with its departments in 数据权限; the form keeps it as it is. */}
              {f.fields.dataScope === 4 && <option value={4}>{t.dataScopes[4]}</option>}
            </Select>
          </Field>
          <Field label={t.remark} className={styles.wide}>
            <Textarea name="remark" value={f.fields.remark} maxLength={200} resize="vertical" onChange={(_, d) => f.setField('remark', d.value)} />
          </Field>
          <div className={styles.wide} role="group" aria-labelledby={menusLabelId}>
            <Label id={menusLabelId}>{t.menus}</Label>
            {f.isAdminRole ? (
              <MessageBar intent="info"><MessageBarBody>{t.adminMenusFixed}</MessageBarBody></MessageBar>
            ) : f.menusError ? (
              <LoadErrorBar message={`${t.menusLoadFailed}：${f.menusError}`} onRetry={f.reloadMenus} />
            ) : f.menusLoading && f.index.allIds.length === 0 ? (
              <Spinner size="small" label={zhCN.common.loading} />
            ) : (
              <>
                <div className={styles.switches}>
                  <Switch label={t.expandAll} checked={f.allOpen} onChange={(_, d) => f.expandAll(d.checked)} />
                  <Switch label={t.checkAll} checked={f.allChecked} onChange={(_, d) => f.checkAll(d.checked)} />
                  <Switch label={t.linked} title={t.linkedHint} checked={f.linked} onChange={(_, d) => f.setLinked(d.checked)} />
                  <span className={styles.count} aria-live="polite">{t.selectedMenus(f.checked.size)}</span>
                </div>
                <Tree
                  className={styles.tree}
                  aria-label={t.menuTree}
                  selectionMode="multiselect"
                  checkedItems={checkedItems}
                  onCheckedChange={(_, d) => f.toggle(Number(d.value), d.checked === true)}
                  openItems={[...f.openItems].map(String)}
                  onOpenChange={(_, d) => f.setOpenItems(new Set([...d.openItems].map(Number)))}
                >
                  {f.index.roots.map(renderNode)}
                </Tree>
              </>
            )}
          </div>
        </div>
      )}
      {f.saveError && (
        <MessageBar intent="error" role="alert"><MessageBarBody>{f.saveError}</MessageBarBody></MessageBar>
      )}
    </FormDialog>
  );
}
