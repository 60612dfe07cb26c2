// 新增岗位 / 修改岗位: code, name, sort, status, remark.
import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, MessageBar, MessageBarBody, Radio,
  RadioGroup, Spinner, Textarea, makeStyles, tokens,
} from '@fluentui/react-components';
import type { Post } from '../../../../shared/api/contracts/sysPost.ts';
import { postsText as t } from '../../../../shared/i18n/system-posts.zh-CN.ts';
import { zhCN } from '../../../../shared/i18n/zh-CN.ts';
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
    <Dialog open={open} onOpenChange={(_, data) => !data.open && !f.saving && onClose()}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={(event) => void f.submit(event)} aria-label={title} noValidate>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent>
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
            </DialogContent>
            <DialogActions>
              <Button type="submit" appearance="primary" disabled={f.saving} icon={f.saving ? <Spinner size="tiny" /> : undefined}>{t.save}</Button>
              <Button onClick={onClose} disabled={f.saving}>{zhCN.common.cancel}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
