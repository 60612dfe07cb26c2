// 参数设置 (system/config in RuoYi): the typed settings searched by name, key and 系统内置; add, edit (checked by type and
// range), delete (not 系统内置), 刷新缓存. A saved value applies on every server at once, without a restart.
import { Badge } from '@fluentui/react-components';
import { AddRegular, ArrowSyncRegular, DeleteRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { Setting } from '../../../../shared/api/contracts/sysConfig.ts';
import { deleteSettings, fetchSettingPage, refreshSettings, SETTINGS_RESOURCE } from '../../../../shared/api/sysConfig.ts';
import { messageOf } from '../../../../shared/http/errors.ts';
import { configText as t } from '../../../../shared/i18n/system-config.zh-CN.ts';
import { zhCN } from '../../../../shared/i18n/zh-CN.ts';
import { SETTING_TYPES } from '../../../../shared/protocol/settings.ts';
import { AdminListPage, useAdminList, type SearchField } from '../../../../shared/ui/AdminList/index.ts';
import type { ListColumn } from '../../../../shared/ui/ListTable/index.ts';
import { useNotify } from '../../../../shared/ui/notify.tsx';
import { usePermission } from '../../../../shared/ui/Permission.tsx';
import { SettingFormDialog } from './SettingFormDialog.tsx';

/** builtin: '' all, '1' 系统内置, '0' not */
const EMPTY_SEARCH = { configName: '', configKey: '', builtin: '' };

const FIELDS: SearchField<typeof EMPTY_SEARCH>[] = [
  { name: 'configName', label: t.configName, maxLength: 100 },
  { name: 'configKey', label: t.configKey, maxLength: 100 },
  { name: 'builtin', label: t.builtin, kind: 'select', options: [{ value: '', label: t.all }, { value: '1', label: t.yes }, { value: '0', label: t.no }] },
];

const shownValue = (r: Setting) => {
  if (r.valueType === 'boolean') return r.configValue === 'true' ? t.yes : t.no;
  return r.unit ? `${r.configValue} ${r.unit}` : r.configValue;
};

const shownRange = (r: Setting) => {
  if (r.valueType !== 'number' || (r.minValue === null && r.maxValue === null)) return '';
  return `${r.minValue ?? '-∞'} ~ ${r.maxValue ?? '+∞'}`;
};

const COLUMNS: ListColumn<Setting>[] = [
  { key: 'configName', title: t.configName, value: (r) => r.configName, width: 180 },
  { key: 'configKey', title: t.configKey, value: (r) => r.configKey, width: 220 },
  { key: 'configValue', title: t.configValue, value: shownValue, width: 120 },
  { key: 'valueType', title: t.valueType, value: (r) => SETTING_TYPES[r.valueType] },
  { key: 'range', title: t.range, value: shownRange, width: 110 },
  {
    key: 'builtin', title: t.builtin,
    render: (r) => <Badge appearance="tint" color={r.builtin ? 'brand' : 'subtle'}>{r.builtin ? t.yes : t.no}</Badge>,
  },
  { key: 'remark', title: t.remark, value: (r) => r.remark, width: 280 },
  { key: 'updateTime', title: t.updateTime, value: (r) => r.updateTime, width: 170 },
];

export default function ConfigPage() {
  const notify = useNotify();
  const canUpdate = usePermission(['sys:config:update']);
  const canDelete = usePermission(['sys:config:delete']);
  const [refreshing, setRefreshing] = useState(false);
  const list = useAdminList({
    resource: SETTINGS_RESOURCE, stateKey: 'settings', emptySearch: EMPTY_SEARCH, deleteIds: deleteSettings,
    fetchPage: fetchSettingPage, toFilters: (s) => ({
      ...(s.configName.trim() ? { configName: s.configName.trim() } : {}),
      ...(s.configKey.trim() ? { configKey: s.configKey.trim() } : {}),
      ...(s.builtin ? { builtin: s.builtin === '1' ? 1 as const : 0 as const } : {}),
    }),
  });

  const refresh = async () => {
    setRefreshing(true);
    try {
      await refreshSettings();
      notify.success(t.refreshed);
      void list.reload();
    } catch (error) {
      notify.error(messageOf(error, zhCN.common.operationFailed));
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <AdminListPage
      title={t.title} marker="config-page" list={list} fields={FIELDS} columns={COLUMNS} selectable={canDelete} settingsKey="settings"
      actions={[
        { label: t.add, icon: <AddRegular />, permission: 'sys:config:save', primary: true, onClick: () => list.setEditing({ row: null }) },
        { label: t.delete, icon: <DeleteRegular />, permission: 'sys:config:delete', onClick: () => list.askDelete() },
        { label: t.refresh, icon: <ArrowSyncRegular />, permission: 'sys:config:refresh', busy: refreshing, onClick: () => void refresh() },
      ]}
      rowActions={{
        title: t.operations, width: 120, actions: [
          { label: t.edit, ariaLabel: (r) => t.editRow(r.configName), visible: () => canUpdate, onClick: (r) => list.setEditing({ row: r }) },
          { label: t.delete, ariaLabel: (r) => t.deleteRow(r.configName), visible: (r) => canDelete && !r.builtin, onClick: (r) => list.askDelete(r) },
        ],
      }}
      deleteConfirm={{ title: t.deleteConfirmTitle, message: (rows) => t.deleteConfirm(rows.map((r) => r.configName).join('、')) }}
    >
      <SettingFormDialog
        open={list.editing !== null} setting={list.editing?.row ?? null} onClose={() => list.setEditing(null)}
        onSaved={() => { notify.success(t.saved); list.saved(); }}
      />
    </AdminListPage>
  );
}
