// The role form's logic: fields, the menu tree's checked items and switches, loading a role to edit, saving.
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import type { DataScope } from '../../../../shared/api/contracts/sysRole.ts';
import { addRole, fetchMenuRows, fetchRole, updateRole } from '../../../../shared/api/sysRoles.ts';
import { useResource } from '../../../../shared/data/index.ts';
import { messageOf } from '../../../../shared/http/errors.ts';
import { zhCN } from '../../../../shared/i18n/zh-CN.ts';
import { RoleId } from '../../../../shared/protocol/index.ts';
import { grantsOf, halfChecked, indexMenus, toggleItem } from './menuTree.ts';

export interface RoleFields {
  roleName: string;
  roleCode: string;
  remark: string;
  dataScope: DataScope;
}

type FieldErrors = Partial<Record<'roleName' | 'roleCode', string>>;

const EMPTY: RoleFields = { roleName: '', roleCode: '', remark: '', dataScope: 0 };
const NO_ROWS: never[] = [];

/** `roleId` null adds a role; a number edits that role. The form loads when `open` turns true. */
export function useRoleForm(open: boolean, roleId: number | null, onSaved: () => void) {
  const menus = useResource('sys:menus:all', (signal) => fetchMenuRows(signal), { enabled: open });
  const index = useMemo(() => indexMenus(menus.data ?? NO_ROWS), [menus.data]);
  const [fields, setFields] = useState<RoleFields>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [checked, setChecked] = useState<Set<number>>(new Set());
  const [linked, setLinked] = useState(true);
  const [openItems, setOpenItems] = useState<Set<number>>(new Set());
  const [loadingRole, setLoadingRole] = useState(false);
  const [loadError, setLoadError] = useState('');
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState('');
  const isAdminRole = roleId === RoleId.admin;

  useEffect(() => {
    if (!open) return;
    setErrors({});
    setSaveError('');
    setLoadError('');
    setLinked(true);
    setOpenItems(new Set());
    if (roleId === null) {
      setFields(EMPTY);
      setChecked(new Set());
      return;
    }
    const controller = new AbortController();
    setLoadingRole(true);
    fetchRole(roleId, controller.signal).then((role) => {
      setFields({ roleName: role.roleName, roleCode: role.roleCode, remark: role.remark ?? '', dataScope: role.dataScope as DataScope });
      // Exactly the items saved; the half-checked parents are worked out again from them.
      setChecked(new Set(role.menuIdList));
    }, (error: unknown) => {
      if (!controller.signal.aborted) setLoadError(messageOf(error, zhCN.common.operationFailed));
    }).finally(() => {
      if (!controller.signal.aborted) setLoadingRole(false);
    });
    return () => controller.abort();
  }, [open, roleId]);

  const half = useMemo(() => halfChecked(index, checked), [index, checked]);
  const allOpen = index.branchIds.length > 0 && index.branchIds.every((id) => openItems.has(id));
  const allChecked = index.allIds.length > 0 && index.allIds.every((id) => checked.has(id));

  const setField = <K extends keyof RoleFields>(name: K, value: RoleFields[K]) => {
    setFields((old) => ({ ...old, [name]: value }));
    if (name in errors) setErrors((old) => ({ ...old, [name]: undefined }));
  };

  const toggle = (id: number, on: boolean) => setChecked((old) => toggleItem(index, old, id, on, linked));
  const expandAll = (on: boolean) => setOpenItems(on ? new Set(index.branchIds) : new Set());
  const checkAll = (on: boolean) => setChecked(on ? new Set(index.allIds) : new Set());

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const wrong: FieldErrors = {};
    if (!fields.roleName.trim()) wrong.roleName = zhCN.common.required;
    if (!fields.roleCode.trim()) wrong.roleCode = zhCN.common.required;
    setErrors(wrong);
    if (Object.keys(wrong).length) return;
    setSaving(true);
    setSaveError('');
    const body = { roleName: fields.roleName.trim(), roleCode: fields.roleCode.trim(), remark: fields.remark.trim(), dataScope: fields.dataScope, ...grantsOf(index, checked) };
    try {
      if (roleId === null) await addRole(body);
      else await updateRole({ id: roleId, ...body });
      onSaved();
    } catch (error) {
      // What was typed stays; the server's reason shows above the buttons.
      setSaveError(messageOf(error, zhCN.common.operationFailed));
    } finally {
      setSaving(false);
    }
  };

  return {
    fields, setField, errors, index, menusLoading: menus.loading, menusError: menus.error,
    reloadMenus: menus.reload, checked, half, toggle, linked, setLinked, openItems, setOpenItems, allOpen, expandAll, allChecked, checkAll,
    loadingRole, loadError, saving, saveError, submit, isAdminRole,
  };
}
