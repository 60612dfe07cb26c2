// 新增参数 / 修改参数: name, key, type, the value as its type asks (a number with its unit and range, 是/否, text), range,
// unit, remark. A 系统内置 setting's key, type and range are shown but fixed.
import { Field, Input, MessageBar, MessageBarBody, Radio, RadioGroup, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import type { Setting } from '../../../../shared/api/contracts/sysConfig.ts';
import { configText as t } from '../../../../shared/i18n/system-config.zh-CN.ts';
import { SETTING_TEXT_MAX, SETTING_TYPES, type SettingType } from '../../../../shared/protocol/settings.ts';
import { FormDialog } from '../../../../shared/ui/FormDialog.tsx';
import { useSettingForm } from './useSettingForm.ts';

export interface SettingFormDialogProps {
  open: boolean;
  /** null adds a setting; a setting edits it. */
  setting: Setting | null;
  onClose: () => void;
  onSaved: () => void;
}

const useStyles = makeStyles({
  surface: { width: '600px', maxWidth: 'calc(100vw - 32px)' },
  // start: a field with a hint below must not stretch its neighbour's input.
  form: { display: 'grid', gridTemplateColumns: '1fr 1fr', alignItems: 'start', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}` },
  wide: { gridColumn: '1 / -1' },
});

export function SettingFormDialog({ open, setting, onClose, onSaved }: SettingFormDialogProps) {
  const styles = useStyles();
  const f = useSettingForm(open, setting, onSaved);
  const locked = setting?.builtin ?? false;
  const range = [f.fields.minValue && `≥ ${f.fields.minValue}`, f.fields.maxValue && `≤ ${f.fields.maxValue}`].filter(Boolean).join('，');
  return (
    <FormDialog open={open} title={setting ? t.editTitle : t.addTitle} surfaceClassName={styles.surface} onSubmit={f.submit} submitLabel={t.save} saving={f.saving} onCancel={onClose}>
      <div className={styles.form}>
        {locked && <MessageBar intent="info" className={styles.wide}><MessageBarBody>{t.builtinLocked}</MessageBarBody></MessageBar>}
        <Field label={t.configName} required validationMessage={f.errors.configName}>
          <Input name="configName" value={f.fields.configName} maxLength={100} onChange={(_, d) => f.setField('configName', d.value)} />
        </Field>
        <Field label={t.configKey} required validationMessage={f.errors.configKey}>
          <Input name="configKey" value={f.fields.configKey} maxLength={100} disabled={locked} onChange={(_, d) => f.setField('configKey', d.value)} />
        </Field>
        <Field label={t.valueType} className={styles.wide}>
          <RadioGroup layout="horizontal" value={f.fields.valueType} disabled={locked} onChange={(_, d) => f.setField('valueType', d.value as SettingType)}>
            {(Object.keys(SETTING_TYPES) as SettingType[]).map((type) => <Radio key={type} value={type} label={SETTING_TYPES[type]} />)}
          </RadioGroup>
        </Field>
        {f.fields.valueType === 'number' && (
          <>
            <Field label={t.minValue} validationMessage={f.errors.minValue}>
              <Input name="minValue" inputMode="decimal" value={f.fields.minValue} disabled={locked} onChange={(_, d) => f.setField('minValue', d.value)} />
            </Field>
            <Field label={t.maxValue} validationMessage={f.errors.maxValue}>
              <Input name="maxValue" inputMode="decimal" value={f.fields.maxValue} disabled={locked} onChange={(_, d) => f.setField('maxValue', d.value)} />
            </Field>
          </>
        )}
        <Field label={t.configValue} required className={f.fields.valueType === 'number' ? undefined : styles.wide} validationMessage={f.errors.configValue} hint={f.fields.valueType === 'number' && range ? `${t.range}：${range}` : undefined}>
          {f.fields.valueType === 'boolean' ? (
            <RadioGroup name="configValue" layout="horizontal" value={f.fields.configValue} onChange={(_, d) => f.setField('configValue', d.value)}>
              <Radio value="true" label={t.yes} />
              <Radio value="false" label={t.no} />
            </RadioGroup>
          ) : f.fields.valueType === 'number' ? (
            <Input name="configValue" inputMode="decimal" value={f.fields.configValue} contentAfter={f.fields.unit || undefined} onChange={(_, d) => f.setField('configValue', d.value)} />
          ) : (
            <Textarea name="configValue" value={f.fields.configValue} maxLength={SETTING_TEXT_MAX} resize="vertical" onChange={(_, d) => f.setField('configValue', d.value)} />
          )}
        </Field>
        {f.fields.valueType === 'number' && (
          <Field label={t.unit}>
            <Input name="unit" value={f.fields.unit} maxLength={20} onChange={(_, d) => f.setField('unit', d.value)} />
          </Field>
        )}
        <Field label={t.remark} className={styles.wide}>
          <Textarea name="remark" value={f.fields.remark} maxLength={500} resize="vertical" onChange={(_, d) => f.setField('remark', d.value)} />
        </Field>
      </div>
      {f.saveError && <MessageBar intent="error" role="alert"><MessageBarBody>{f.saveError}</MessageBarBody></MessageBar>}
    </FormDialog>
  );
}
