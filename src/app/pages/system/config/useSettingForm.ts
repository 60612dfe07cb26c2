// The setting form's logic: fields checked by the setting's type and range (the rule the server applies too), saving,
// the server's refusal kept beside what was typed. A 系统内置 setting keeps its key, type and range.
import { useEffect, useState, type FormEvent } from 'react';
import type { Setting } from '../../../../shared/api/contracts/sysConfig.ts';
import { addSetting, updateSetting } from '../../../../shared/api/sysConfig.ts';
import { messageOf } from '../../../../shared/http/errors.ts';
import { configText as t } from '../../../../shared/i18n/system-config.zh-CN.ts';
import { zhCN } from '../../../../shared/i18n/zh-CN.ts';
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

type FieldErrors = Partial<Record<'configName' | 'configKey' | 'configValue' | 'minValue' | 'maxValue', string>>;

const EMPTY: SettingFields = { configName: '', configKey: '', valueType: 'number', configValue: '', unit: '', minValue: '', maxValue: '', remark: '' };
const KEY_RULE = '参数键名应以字母开头，只含字母、数字、点、下划线和横线（2 到 100 个字符）';

const bound = (text: string): number | null | 'bad' => {
  if (!text.trim()) return null;
  const n = Number(text.trim());
  return Number.isFinite(n) ? n : 'bad';
};

/** `setting` null adds one; a setting edits it. The fields reset when `open` turns true. */
export function useSettingForm(open: boolean, setting: Setting | null, onSaved: () => void) {
  const [fields, setFields] = useState<SettingFields>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState('');

  useEffect(() => {
    if (!open) return;
    setErrors({});
    setSaveError('');
    setFields(setting ? {
      configName: setting.configName, configKey: setting.configKey, valueType: setting.valueType, configValue: setting.configValue,
      unit: setting.unit ?? '', minValue: setting.minValue === null ? '' : String(setting.minValue),
      maxValue: setting.maxValue === null ? '' : String(setting.maxValue), remark: setting.remark ?? '',
    } : EMPTY);
  }, [open, setting]);

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
    const wrong: FieldErrors = {};
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
    setErrors(wrong);
    if (Object.keys(wrong).length || min === 'bad' || max === 'bad') return;
    setSaving(true);
    setSaveError('');
    const body = {
      configName: fields.configName.trim(), configKey: fields.configKey.trim(), valueType: fields.valueType,
      configValue: fields.valueType === 'text' ? fields.configValue : fields.configValue.trim(),
      unit: fields.unit.trim() || null, minValue: min, maxValue: max, remark: fields.remark.trim() || null,
    };
    try {
      if (setting) await updateSetting({ id: setting.id, ...body });
      else await addSetting(body);
      onSaved();
    } catch (error) {
      setSaveError(messageOf(error, zhCN.common.operationFailed));
    } finally {
      setSaving(false);
    }
  };

  return { fields, setField, errors, saving, saveError, submit };
}
