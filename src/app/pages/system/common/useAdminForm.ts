// One admin form's state: its fields (reset when the dialog opens), errors cleared as their field is edited, and the
// save with its busy state and the server's refusal kept beside what was typed.
import { useEffect, useState } from 'react';
import { messageOf } from '../../../../shared/http/errors.ts';
import { zhCN } from '../../../../shared/i18n/zh-CN.ts';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** `initial` gives the fields each time `open` turns true or `record` (what is edited) changes while open. */
export function useAdminForm<F extends object, K extends string>(open: boolean, record: unknown, initial: () => F) {
  const [fields, setFields] = useState<F>(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState('');

  useEffect(() => {
    if (!open) return;
    setErrors({});
    setSaveError('');
    setFields(initial());
  }, [open, record]); // initial is read fresh when the form opens, not on every render

  const setField = <N extends keyof F>(name: N, value: F[N]) => {
    setFields((old) => ({ ...old, [name]: value }));
    if (name in errors) setErrors((old) => ({ ...old, [name]: undefined }));
  };

  /** Shows `wrong`; when nothing is wrong, runs `action` (the save) with its busy state and keeps its refusal. */
  const save = async (wrong: FieldErrors<K>, action: () => Promise<unknown>) => {
    setErrors(wrong);
    if (Object.values(wrong).some(Boolean)) return;
    setSaving(true);
    setSaveError('');
    try {
      await action();
    } catch (error) {
      setSaveError(messageOf(error, zhCN.common.operationFailed));
    } finally {
      setSaving(false);
    }
  };

  return { fields, setFields, setField, errors, setErrors, saving, saveError, save };
}
