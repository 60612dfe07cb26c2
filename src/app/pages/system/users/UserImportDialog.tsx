// 导入用户: choose an .xlsx, 更新已存在的用户, 下载模板, 开始导入; a progress bar while it runs, then the counts and
// 下载失败记录 when rows failed. Opened lazily by the 用户管理 page from its 导入 button.
import { useId, useRef } from 'react';
import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Link, MessageBar, MessageBarBody,
  MessageBarTitle, ProgressBar, Spinner, Switch, Text, makeStyles, tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, DocumentArrowUpRegular } from '@fluentui/react-icons';
import type { UserImportResult } from '../../../../shared/api/contracts/sysUserImport.ts';
import { usersImportText as t } from '../../../../shared/i18n/system-users-import.zh-CN.ts';
import { useUserImport } from './useUserImport.ts';

export interface UserImportDialogProps {
  /** Whether the dialog shows; each opening starts with no file chosen. */
  open: boolean;
  /** Asked to close (not while an import runs). */
  onClose: () => void;
  /** Some users were added or updated: the list should load again. */
  onImported: (result: UserImportResult) => void;
}

const useStyles = makeStyles({
  surface: { width: '560px', maxWidth: 'calc(100vw - 32px)' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  fileRow: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, minWidth: 0 },
  fileName: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 },
  hiddenInput: { position: 'absolute', width: '1px', height: '1px', opacity: 0, overflow: 'hidden', pointerEvents: 'none' },
  templateRow: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

export default function UserImportDialog({ open, onClose, onImported }: UserImportDialogProps) {
  const styles = useStyles();
  const f = useUserImport(open, onImported);
  const input = useRef<HTMLInputElement>(null);
  const fileLabelId = useId();
  const running = f.phase === 'running';
  const total = f.progress?.total ?? null;

  return (
    <Dialog open={open} modalType={running ? 'alert' : 'modal'} onOpenChange={(_, data) => !data.open && !running && onClose()}>
      <DialogSurface className={styles.surface}>
        <form aria-label={t.title} noValidate onSubmit={(event) => { event.preventDefault(); void f.start(); }}>
          <DialogBody>
            <DialogTitle>{t.title}</DialogTitle>
            <DialogContent className={styles.content}>
              <Field label={{ children: t.file, id: fileLabelId }} hint={t.fileHint} required>
                <div className={styles.fileRow}>
                  <input
                    ref={input} type="file" accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                    className={styles.hiddenInput} tabIndex={-1} aria-hidden="true"
                    onChange={(event) => { f.chooseFile(event.target.files?.[0] ?? null); event.target.value = ''; }}
                  />
                  <Button icon={<DocumentArrowUpRegular />} disabled={running} aria-describedby={fileLabelId} onClick={() => input.current?.click()}>
                    {t.chooseFile}
                  </Button>
                  <Text className={styles.fileName} title={f.file?.name}>{f.file?.name ?? t.noFile}</Text>
                </div>
              </Field>
              <Field hint={t.updateSupportHint}>
                <Switch label={t.updateSupport} checked={f.updateSupport} disabled={running} onChange={(_, d) => f.setUpdateSupport(d.checked)} />
              </Field>
              <div className={styles.templateRow}>
                <ArrowDownloadRegular aria-hidden />
                <Link as="button" type="button" disabled={f.downloading} onClick={() => void f.downloadTemplate()}>{t.template}</Link>
              </div>
              {running && (
                <Field
                  validationState="none"
                  validationMessage={total === null ? t.uploading : `${t.progress(f.progress!.done, total)}（${t.counts(f.progress!.imported, f.progress!.updated, f.progress!.failed)}）`}
                >
                  <ProgressBar aria-label={t.title} value={total === null || total === 0 ? undefined : f.progress!.done / total} thickness="large" />
                </Field>
              )}
              {f.result && (
                <MessageBar intent={f.result.failed > 0 ? 'warning' : 'success'} role="status">
                  <MessageBarBody>
                    <MessageBarTitle>{t.finished}</MessageBarTitle>
                    {f.result.total === 0 ? t.nothingToImport : t.counts(f.result.imported, f.result.updated, f.result.failed)}
                    {f.result.failed > 0 && (
                      <>
                        {' '}
                        <Link as="button" type="button" disabled={f.downloading} onClick={() => void f.downloadFailures()}>{t.failures}</Link>
                      </>
                    )}
                    {f.result.oneTimePasswords > 0 && (
                      <div>
                        {t.oneTimePasswords(f.result.oneTimePasswords)}{' '}
                        <Link as="button" type="button" disabled={f.downloading} onClick={() => void f.downloadPasswords()}>{t.downloadPasswords}</Link>
                      </div>
                    )}
                  </MessageBarBody>
                </MessageBar>
              )}
              {f.error && <MessageBar intent="error" role="alert"><MessageBarBody>{f.error}</MessageBarBody></MessageBar>}
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose} disabled={running} title={running ? t.runningNote : undefined}>{t.close}</Button>
              <Button type="submit" appearance="primary" disabled={running || !f.file} icon={running ? <Spinner size="tiny" /> : undefined}>
                {t.start}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
