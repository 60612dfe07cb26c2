// 综合查询's saved-set dialogs: save the form's conditions under a name, manage (rename, delete) the saved sets.
import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, makeStyles, tokens,
} from '@fluentui/react-components';
import { useEffect, useState, type FormEvent } from 'react';
import type { IntegratedQuerySet } from '../../../shared/api/contracts/integrated.ts';
import { integratedText as t } from '../../../shared/i18n/integrated.zh-CN.ts';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog.tsx';
import { FormDialog } from '../../../shared/ui/FormDialog.tsx';

export type SetDialog =
  | null
  | { kind: 'save' }
  | { kind: 'manage' }
  | { kind: 'rename'; set: IntegratedQuerySet }
  | { kind: 'delete'; set: IntegratedQuerySet };

export interface QuerySetDialogsProps {
  dialog: SetDialog;
  onChange: (dialog: SetDialog) => void;
  sets: readonly IntegratedQuerySet[];
  /** Answers null when saved, else the message to show (the name stays as typed). */
  onSave: (name: string) => Promise<string | null>;
  onRename: (id: number, name: string) => Promise<string | null>;
  onDelete: (id: number) => Promise<boolean>;
}

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, maxHeight: '50vh', overflowY: 'auto' },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  name: { flexGrow: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

function NameDialog({ open, title, initial, onSubmit, onCancel }: {
  open: boolean; title: string; initial: string; onSubmit: (name: string) => Promise<string | null>; onCancel: () => void;
}) {
  const [name, setName] = useState(initial);
  const [problem, setProblem] = useState('');
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (open) {
      setName(initial);
      setProblem('');
    }
  }, [open, initial]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const message = await onSubmit(name);
    setSaving(false);
    if (message) setProblem(message);
  };
  return (
    <FormDialog open={open} title={title} onSubmit={submit} submitLabel={t.save} saving={saving} onCancel={onCancel}>
      <Field label={t.setName} required validationMessage={problem || undefined} validationState={problem ? 'error' : 'none'}>
        <Input name="setName" value={name} maxLength={30} placeholder={t.setNameHint} autoFocus
          onChange={(_, d) => { setName(d.value); setProblem(''); }} />
      </Field>
    </FormDialog>
  );
}

export function QuerySetDialogs({ dialog, onChange, sets, onSave, onRename, onDelete }: QuerySetDialogsProps) {
  const styles = useStyles();
  const [deleting, setDeleting] = useState(false);
  const close = () => onChange(null);
  const backToManage = () => onChange({ kind: 'manage' });

  return (
    <>
      <NameDialog open={dialog?.kind === 'save'} title={t.saveSetTitle} initial=""
        onSubmit={async (name) => { const m = await onSave(name); if (!m) close(); return m; }} onCancel={close} />
      <NameDialog open={dialog?.kind === 'rename'} title={t.renameSetTitle} initial={dialog?.kind === 'rename' ? dialog.set.name : ''}
        onSubmit={async (name) => { const m = dialog?.kind === 'rename' ? await onRename(dialog.set.id, name) : null; if (!m) backToManage(); return m; }}
        onCancel={backToManage} />
      <Dialog open={dialog?.kind === 'manage'} onOpenChange={(_, d) => !d.open && close()}>
        <DialogSurface aria-label={t.manageSets}>
          <DialogBody>
            <DialogTitle>{t.manageSets}</DialogTitle>
            <DialogContent>
              {sets.length === 0 ? t.setsEmpty : (
                <ul className={styles.list}>
                  {sets.map((set) => (
                    <li key={set.id} className={styles.item}>
                      <span className={styles.name} title={set.name}>{set.name}</span>
                      <Button size="small" aria-label={`${t.renameSet} ${set.name}`} onClick={() => onChange({ kind: 'rename', set })}>{t.renameSet}</Button>
                      <Button size="small" aria-label={`${t.deleteSet} ${set.name}`} onClick={() => onChange({ kind: 'delete', set })}>{t.deleteSet}</Button>
                    </li>
                  ))}
                </ul>
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={close}>{t.close}</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
      <ConfirmDialog open={dialog?.kind === 'delete'} title={t.deleteSetTitle}
        message={dialog?.kind === 'delete' ? t.deleteSetConfirm(dialog.set.name) : ''} busy={deleting} busySpinner
        onCancel={backToManage}
        onConfirm={async () => {
          if (dialog?.kind !== 'delete') return;
          setDeleting(true);
          const done = await onDelete(dialog.set.id);
          setDeleting(false);
          if (done) onChange(sets.length > 1 ? { kind: 'manage' } : null);
        }} />
    </>
  );
}
