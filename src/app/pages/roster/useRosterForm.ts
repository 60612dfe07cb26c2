// A roster form's logic: fields reset on opening (an edit may load the row's members first), checks per field, saving,
// the server's refusal kept beside what was typed.
import { useEffect, useState, type FormEvent } from 'react';
import { messageOf } from '../../../shared/http/errors.ts';
import { zhCN } from '../../../shared/i18n/zh-CN.ts';

export type FieldErrors<F> = Partial<Record<keyof F, string>>;

export interface RosterFormOptions<F> {
  open: boolean;
  /** The fields to start from; a promise when the row's detail (members) must load first. */
  start: () => F | Promise<F>;
  check: (fields: F) => FieldErrors<F>;
  save: (fields: F) => Promise<unknown>;
  onSaved: () => void;
}

export function useRosterForm<F extends object>({ open, start, check, save, onSaved }: RosterFormOptions<F>) {
  const [fields, setFields] = useState<F | null>(null);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState('');
  const [loadError, setLoadError] = useState('');

  useEffect(() => {
    if (!open) return;
    let live = true;
    setErrors({});
    setSaveError('');
    setLoadError('');
    setFields(null);
    Promise.resolve().then(start).then((f) => { if (live) setFields(f); }, (error: unknown) => { if (live) setLoadError(messageOf(error)); });
    return () => { live = false; };
    // start is the caller's closure over the row being edited: opening again is what restarts it.
  }, [open]);

  const setField = <K extends keyof F>(name: K, value: F[K]) => {
    setFields((old) => (old ? { ...old, [name]: value } : old));
    setErrors((old) => (old[name] ? { ...old, [name]: undefined } : old));
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!fields) return;
    const wrong = check(fields);
    setErrors(wrong);
    if (Object.values(wrong).some(Boolean)) return;
    setSaving(true);
    setSaveError('');
    try {
      await save(fields);
      onSaved();
    } catch (error) {
      setSaveError(messageOf(error, zhCN.common.operationFailed));
    } finally {
      setSaving(false);
    }
  };

  return { fields, setField, errors, saving, saveError, loadError, submit };
}

/** '必填项不能为空' when blank. */
export const required = (value: string) => (value.trim() ? undefined : zhCN.common.required);

/** 0-9999, as the sort fields take. */
export const sortError = (value: string, message: string) => required(value) ?? (/^\d{1,4}$/.test(value.trim()) ? undefined : message);
