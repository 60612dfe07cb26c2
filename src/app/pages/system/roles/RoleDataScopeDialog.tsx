// 分配数据权限 (RuoYi's handleDataScope): the role's scope; 自定数据权限 picks departments in a tree, saved exactly as checked.
import { Field, MessageBar, MessageBarBody, Select, Spinner, Tree, TreeItem, TreeItemLayout, type TreeItemValue } from '@fluentui/react-components';
import { useEffect, useState, type FormEvent } from 'react';
import type { DataScope } from '../../../../shared/api/contracts/sysRole.ts';
import type { DeptNode } from '../../../../shared/api/types.ts';
import { fetchDeptTree } from '../../../../shared/api/org.ts';
import { fetchRole, saveRoleDataScope } from '../../../../shared/api/sysRoles.ts';
import { messageOf } from '../../../../shared/http/errors.ts';
import { rolesText as t } from '../../../../shared/i18n/system-roles.zh-CN.ts';
import { zhCN } from '../../../../shared/i18n/zh-CN.ts';
import { FormDialog } from '../../../../shared/ui/FormDialog.tsx';

export interface RoleDataScopeDialogProps {
  /** The role whose scope is edited; null: closed. */
  role: { id: number; roleName: string } | null;
  onClose: () => void;
  onSaved: () => void;
}

const CUSTOM: DataScope = 4;
const CHOICES: DataScope[] = [0, 4, 2, 1, 3];

export function RoleDataScopeDialog({ role, onClose, onSaved }: RoleDataScopeDialogProps) {
  const [scope, setScope] = useState<DataScope>(0);
  const [checked, setChecked] = useState<Set<number>>(new Set());
  const [depts, setDepts] = useState<DeptNode[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!role) return;
    const controller = new AbortController();
    setLoading(true);
    setError('');
    Promise.all([fetchRole(role.id, controller.signal), fetchDeptTree()])
      .then(([detail, tree]) => {
        setScope(detail.dataScope as DataScope);
        setChecked(new Set(detail.deptIdList));
        setDepts(tree);
      })
      .catch((e: unknown) => { if (!controller.signal.aborted) setError(messageOf(e, t.roleLoadFailed)); })
      .finally(() => { if (!controller.signal.aborted) setLoading(false); });
    return () => controller.abort();
  }, [role]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!role) return;
    if (scope === CUSTOM && checked.size === 0) {
      setError(t.chooseDepts);
      return;
    }
    setSaving(true);
    try {
      await saveRoleDataScope({ id: role.id, dataScope: scope, deptIdList: scope === CUSTOM ? [...checked] : [] });
      onSaved();
    } catch (e) {
      setError(messageOf(e, zhCN.common.operationFailed));
    } finally {
      setSaving(false);
    }
  };

  const renderNode = (node: DeptNode) => (
    <TreeItem key={node.id} value={String(node.id)} itemType={node.children.length ? 'branch' : 'leaf'}>
      <TreeItemLayout>{node.name}</TreeItemLayout>
      {node.children.length > 0 && <Tree>{node.children.map(renderNode)}</Tree>}
    </TreeItem>
  );
  const checkedItems: Array<[TreeItemValue, boolean]> = [...checked].map((id) => [String(id), true]);

  return (
    <FormDialog open={role !== null} title={t.dataScopeTitle} onSubmit={submit} submitLabel={t.save} saving={saving} submitDisabled={loading} onCancel={onClose}>
      {loading ? <Spinner label={zhCN.common.loading} /> : (
        <>
          <Field label={t.roleName}><span>{role?.roleName}</span></Field>
          <Field label={t.dataScope}>
            <Select name="dataScope" value={String(scope)} onChange={(_, d) => { setScope(Number(d.value) as DataScope); setError(''); }}>
              {CHOICES.map((s) => <option key={s} value={s}>{t.dataScopeChoices[s]}</option>)}
            </Select>
          </Field>
          {scope === CUSTOM && (
            <Tree
              aria-label={t.deptTree} selectionMode="multiselect" checkedItems={checkedItems} defaultOpenItems={depts.map((d) => String(d.id))}
              style={{ maxHeight: '40vh', overflowY: 'auto' }}
              onCheckedChange={(_, d) => {
                const next = new Set(checked);
                if (d.checked === true) next.add(Number(d.value));
                else next.delete(Number(d.value));
                setChecked(next);
                setError('');
              }}
            >
              {depts.map(renderNode)}
            </Tree>
          )}
        </>
      )}
      {error && <MessageBar intent="error" role="alert"><MessageBarBody>{error}</MessageBarBody></MessageBar>}
    </FormDialog>
  );
}
