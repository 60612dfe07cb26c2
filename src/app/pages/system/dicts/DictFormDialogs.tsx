// 新增/修改字典类型 (code, name, sort, status, remark) and 新增/修改字典数据 (label, value, style, sort, status, remark). A
// refusal of the server (a taken code or value) is shown in the form, which keeps what was typed.
import { Field, Input, MessageBar, MessageBarBody, Radio, RadioGroup, Select, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState, type FormEvent } from 'react';
import { DICT_LIST_CLASSES, type DictData, type DictListClass, type DictType } from '../../../../shared/api/contracts/dict.ts';
import { saveDictData, saveDictType } from '../../../../shared/api/dict.ts';
import { messageOf } from '../../../../shared/http/errors.ts';
import { dictsText as t } from '../../../../shared/i18n/system-dicts.zh-CN.ts';
import { zhCN } from '../../../../shared/i18n/zh-CN.ts';
import { FormDialog } from '../../../../shared/ui/FormDialog.tsx';

const useStyles = makeStyles({
  surface: { width: '560px', maxWidth: 'calc(100vw - 32px)' },
  form: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}` },
  wide: { gridColumn: '1 / -1' },
});

type Errors = Record<string, string | undefined>;
const SORT = /^\d{1,4}$/;

/** The save cycle both forms share: validate, call, keep the typed values and show the refusal on failure. */
function useSave(open: boolean, save: () => Promise<unknown>, onSaved: () => void) {
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState('');
  useEffect(() => { if (open) setRefusal(''); }, [open]);
  const run = async (event: FormEvent, errors: Errors, setErrors: (e: Errors) => void) => {
    event.preventDefault();
    if (saving) return;
    setErrors(errors);
    setRefusal('');
    if (Object.values(errors).some(Boolean)) return;
    setSaving(true);
    try {
      await save();
      onSaved();
    } catch (failure) {
      setRefusal(messageOf(failure, zhCN.common.operationFailed));
    } finally {
      setSaving(false);
    }
  };
  return { saving, refusal, run };
}

function StatusField({ value, onChange }: { value: number; onChange: (v: number) => void }) {
  return (
    <Field label={t.status}>
      <RadioGroup layout="horizontal" name="status" value={String(value)} onChange={(_, d) => onChange(d.value === '0' ? 0 : 1)}>
        <Radio value="1" label={t.statuses[1]} />
        <Radio value="0" label={t.statuses[0]} />
      </RadioGroup>
    </Field>
  );
}

const Refusal = ({ text }: { text: string }) => (text ? <MessageBar intent="error" role="alert"><MessageBarBody>{text}</MessageBarBody></MessageBar> : null);

export function DictTypeFormDialog({ open, type, onClose, onSaved }: { open: boolean; type: DictType | null; onClose: () => void; onSaved: () => void }) {
  const styles = useStyles();
  const [f, setF] = useState({ dictType: '', dictName: '', sort: '0', status: 1, remark: '' });
  const [errors, setErrors] = useState<Errors>({});
  useEffect(() => {
    if (!open) return;
    setF(type ? { dictType: type.dictType, dictName: type.dictName, sort: String(type.sort), status: type.status, remark: type.remark ?? '' }
      : { dictType: '', dictName: '', sort: '0', status: 1, remark: '' });
    setErrors({});
  }, [open, type]);
  const set = (patch: Partial<typeof f>) => { setF((v) => ({ ...v, ...patch })); setErrors((e) => ({ ...e, ...Object.fromEntries(Object.keys(patch).map((k) => [k, undefined])) })); };
  const s = useSave(open, () => saveDictType({ dictType: f.dictType.trim(), dictName: f.dictName.trim(), sort: Number(f.sort), status: f.status as 0 | 1, remark: f.remark.trim() }, type?.id), onSaved);
  const validate = (): Errors => ({
    dictType: !f.dictType.trim() ? zhCN.common.required : /^[A-Za-z][A-Za-z0-9_]*$/.test(f.dictType.trim()) ? undefined : t.codeFormat,
    dictName: f.dictName.trim() ? undefined : zhCN.common.required,
    sort: SORT.test(f.sort.trim()) ? undefined : t.sortFormat,
  });
  return (
    <FormDialog open={open} title={type ? t.editType : t.addType} surfaceClassName={styles.surface} onSubmit={(e) => s.run(e, validate(), setErrors)}
      submitLabel={t.save} saving={s.saving} onCancel={onClose}>
      <div className={styles.form}>
        <Field label={t.dictName} required validationMessage={errors.dictName}>
          <Input name="dictName" value={f.dictName} maxLength={64} autoFocus onChange={(_, d) => set({ dictName: d.value })} />
        </Field>
        <Field label={t.dictType} required validationMessage={errors.dictType} hint={type ? t.codeHint : undefined}>
          <Input name="dictType" value={f.dictType} maxLength={64} onChange={(_, d) => set({ dictType: d.value })} />
        </Field>
        <Field label={t.sort} required validationMessage={errors.sort}>
          <Input name="sort" type="number" min={0} max={9999} value={f.sort} onChange={(_, d) => set({ sort: d.value })} />
        </Field>
        <StatusField value={f.status} onChange={(status) => set({ status })} />
        <Field label={t.remark} className={styles.wide}>
          <Textarea name="remark" value={f.remark} maxLength={500} resize="vertical" onChange={(_, d) => set({ remark: d.value })} />
        </Field>
      </div>
      <Refusal text={s.refusal} />
    </FormDialog>
  );
}

export function DictDataFormDialog({ open, dictType, entry, onClose, onSaved }: {
  open: boolean; dictType: DictType; entry: DictData | null; onClose: () => void; onSaved: () => void;
}) {
  const styles = useStyles();
  const blank = { dictLabel: '', dictValue: '', sort: '0', listClass: 'default' as DictListClass, status: 1, remark: '' };
  const [f, setF] = useState(blank);
  const [errors, setErrors] = useState<Errors>({});
  useEffect(() => {
    if (!open) return;
    setF(entry ? {
      dictLabel: entry.dictLabel, dictValue: entry.dictValue, sort: String(entry.sort), listClass: entry.listClass as DictListClass, status: entry.status, remark: entry.remark ?? '',
    } : blank);
    setErrors({});
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, entry]);
  const set = (patch: Partial<typeof f>) => { setF((v) => ({ ...v, ...patch })); setErrors((e) => ({ ...e, ...Object.fromEntries(Object.keys(patch).map((k) => [k, undefined])) })); };
  const s = useSave(open, () => saveDictData({
    dictType: dictType.dictType, dictLabel: f.dictLabel.trim(), dictValue: f.dictValue.trim(), sort: Number(f.sort), listClass: f.listClass,
    status: f.status as 0 | 1, remark: f.remark.trim(),
  }, entry?.id), onSaved);
  const validate = (): Errors => ({
    dictLabel: f.dictLabel.trim() ? undefined : zhCN.common.required,
    dictValue: f.dictValue.trim() ? undefined : zhCN.common.required,
    sort: SORT.test(f.sort.trim()) ? undefined : t.sortFormat,
  });
  return (
    <FormDialog open={open} title={entry ? t.editEntry : t.addEntry} surfaceClassName={styles.surface} onSubmit={(e) => s.run(e, validate(), setErrors)}
      submitLabel={t.save} saving={s.saving} onCancel={onClose}>
      <div className={styles.form}>
        <Field label={t.dictType} className={styles.wide}>
          <Input name="dictTypeShown" readOnly value={`${dictType.dictName}（${dictType.dictType}）`} />
        </Field>
        <Field label={t.dictLabel} required validationMessage={errors.dictLabel}>
          <Input name="dictLabel" value={f.dictLabel} maxLength={64} autoFocus onChange={(_, d) => set({ dictLabel: d.value })} />
        </Field>
        <Field label={t.dictValue} required validationMessage={errors.dictValue}>
          <Input name="dictValue" value={f.dictValue} maxLength={64} onChange={(_, d) => set({ dictValue: d.value })} />
        </Field>
        <Field label={t.listClass}>
          <Select name="listClass" value={f.listClass} onChange={(_, d) => set({ listClass: d.value as DictListClass })}>
            {DICT_LIST_CLASSES.map((c) => <option key={c} value={c}>{t.listClasses[c]}</option>)}
          </Select>
        </Field>
        <Field label={t.sort} required validationMessage={errors.sort}>
          <Input name="sort" type="number" min={0} max={9999} value={f.sort} onChange={(_, d) => set({ sort: d.value })} />
        </Field>
        <StatusField value={f.status} onChange={(status) => set({ status })} />
        <Field label={t.remark} className={styles.wide}>
          <Textarea name="remark" value={f.remark} maxLength={500} resize="vertical" onChange={(_, d) => set({ remark: d.value })} />
        </Field>
      </div>
      <Refusal text={s.refusal} />
    </FormDialog>
  );
}
