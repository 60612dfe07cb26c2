// The setting form's logic: fields checked by the setting's type and range (the rule the server applies too), saving,
// the server's refusal kept beside what was typed. A 系统内置 setting keeps its key, type and range.
import type { FormEvent } from 'react';
import type { Setting } from '../../../../shared/api/contracts/sysConfig.ts';
import { addSetting, updateSetting } from '../../../../shared/api/sysConfig.ts';
import { configText as t } from '../../../../shared/i18n/system-config.zh-CN.ts';
import { zhCN } from '../../../../shared/i18n/zh-CN.ts';
import { useAdminForm, type FieldErrors } from '../common/useAdminForm.ts';
import { SETTING_KEY_PATTERN, settingBoundsProblem, settingValueProblem, type SettingType } from '../../../../shared/protocol/settings.ts';

export interface SettingFields {
  configName: string;
  configKey: string;
  valueType: SettingType;
  configValue: string;
  unit: string;
  minValue: string;
  maxValue: string;
  remark: string;
}

type SettingField = 'configName' | 'configKey' | 'configValue' | 'minValue' | 'maxValue';

const EMPTY: SettingFields = { configName: '', configKey: '', valueType: 'number', configValue: '', unit: '', minValue: '', maxValue: '', remark: '' };
const KEY_RULE = '参数键名应以字母开头，只含字母、数字、点、下划线和横线（2 到 100 个字符）';

const bound = (text: string): number | null | 'bad' => {
  if (!text.trim()) return null;
  const n = Number(text.trim());
  return Number.isFinite(n) ? n : 'bad';
};

/** `setting` null adds one; a setting edits it. The fields reset when `open` turns true. */
export function useSettingForm(open: boolean, setting: Setting | null, onSaved: () => void) {
  const form = useAdminForm<SettingFields, SettingField>(open, setting, () => (setting ? {
    configName: setting.configName, configKey: setting.configKey, valueType: setting.valueType, configValue: setting.configValue,
    unit: setting.unit ?? '', minValue: setting.minValue === null ? '' : String(setting.minValue),
    maxValue: setting.maxValue === null ? '' : String(setting.maxValue), remark: setting.remark ?? '',
  } : EMPTY));
  const { fields, setFields, errors, setErrors } = form;

  const setField = <K extends keyof SettingFields>(name: K, value: SettingFields[K]) => {
    setFields((old) => {
      const next = { ...old, [name]: value };
      // A type's value does not carry over to another type.
      if (name === 'valueType' && value !== old.valueType) next.configValue = value === 'boolean' ? 'false' : '';
      return next;
    });
    if (name in errors || name === 'valueType') setErrors((old) => ({ ...old, [name]: undefined, configValue: undefined }));
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const wrong: FieldErrors<SettingField> = {};
    if (!fields.configName.trim()) wrong.configName = zhCN.common.required;
    if (!fields.configKey.trim()) wrong.configKey = zhCN.common.required;
    else if (!SETTING_KEY_PATTERN.test(fields.configKey.trim())) wrong.configKey = KEY_RULE;
    const min = fields.valueType === 'number' ? bound(fields.minValue) : null;
    const max = fields.valueType === 'number' ? bound(fields.maxValue) : null;
    if (min === 'bad') wrong.minValue = t.boundFormat;
    if (max === 'bad') wrong.maxValue = t.boundFormat;
    if (min !== 'bad' && max !== 'bad') {
      const shape = { type: fields.valueType, min, max };
      const boundsProblem = settingBoundsProblem(shape);
      if (boundsProblem) wrong.maxValue = boundsProblem;
      else {
        const valueProblem = settingValueProblem(shape, fields.configValue);
        if (valueProblem) wrong.configValue = valueProblem;
      }
    }
    const body = {
      configName: fields.configName.trim(), configKey: fields.configKey.trim(), valueType: fields.valueType,
      configValue: fields.valueType === 'text' ? fields.configValue : fields.configValue.trim(),
      unit: fields.unit.trim() || null, minValue: min === 'bad' ? null : min, maxValue: max === 'bad' ? null : max, remark: fields.remark.trim() || null,
    };
    await form.save(wrong, async () => {
      if (setting) await updateSetting({ id: setting.id, ...body });
      else await addSetting(body);
      onSaved();
    });
  };

  return { fields, setField, errors, saving: form.saving, saveError: form.saveError, submit };
}
