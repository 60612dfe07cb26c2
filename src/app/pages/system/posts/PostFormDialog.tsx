// 新增岗位 / 修改岗位: code, name, sort, status, remark.
import { Field, Input, MessageBar, MessageBarBody, Radio, RadioGroup, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import type { Post } from '../../../../shared/api/contracts/sysPost.ts';
import { postsText as t } from '../../../../shared/i18n/system-posts.zh-CN.ts';
import { FormDialog } from '../../../../shared/ui/FormDialog.tsx';
import { usePostForm } from './usePostForm.ts';

export interface PostFormDialogProps {
  open: boolean;
  /** null adds a post; a post edits it. */
  post: Post | null;
  onClose: () => void;
  onSaved: () => void;
}

const useStyles = makeStyles({
  surface: { width: '560px', maxWidth: 'calc(100vw - 32px)' },
  form: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}` },
  wide: { gridColumn: '1 / -1' },
});

export function PostFormDialog({ open, post, onClose, onSaved }: PostFormDialogProps) {
  const styles = useStyles();
  const f = usePostForm(open, post, onSaved);
  const title = post ? t.editTitle : t.addTitle;
  return (
    <FormDialog open={open} title={title} surfaceClassName={styles.surface} onSubmit={f.submit} submitLabel={t.save} saving={f.saving} onCancel={onClose}>
      <div className={styles.form}>
        <Field label={t.postCode} required validationMessage={f.errors.postCode}>
          <Input name="postCode" value={f.fields.postCode} maxLength={64} onChange={(_, d) => f.setField('postCode', d.value)} />
        </Field>
        <Field label={t.postName} required validationMessage={f.errors.postName}>
          <Input name="postName" value={f.fields.postName} maxLength={50} onChange={(_, d) => f.setField('postName', d.value)} />
        </Field>
        <Field label={t.sort} required validationMessage={f.errors.sort}>
          <Input name="sort" type="number" min={0} max={9999} value={f.fields.sort} onChange={(_, d) => f.setField('sort', d.value)} />
        </Field>
        <Field label={t.status}>
          <RadioGroup layout="horizontal" value={String(f.fields.status)} onChange={(_, d) => f.setField('status', d.value === '0' ? 0 : 1)}>
            <Radio value="1" label={t.statuses[1]} />
            <Radio value="0" label={t.statuses[0]} />
          </RadioGroup>
        </Field>
        <Field label={t.remark} className={styles.wide}>
          <Textarea name="remark" value={f.fields.remark} maxLength={500} resize="vertical" onChange={(_, d) => f.setField('remark', d.value)} />
        </Field>
      </div>
      {f.saveError && <MessageBar intent="error" role="alert"><MessageBarBody>{f.saveError}</MessageBarBody></MessageBar>}
    </FormDialog>
  );
}
