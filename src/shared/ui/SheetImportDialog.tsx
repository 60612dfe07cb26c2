// An .xlsx import in a dialog: download the template, choose a file, import with progress; the result lists refused
// rows by row number. Each sheet (常用号码, 派单目录) brings its calls and words.
import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Link, MessageBar, MessageBarBody, Spinner, Text,
  makeStyles, tokens, useId,
} from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { messageOf } from '../http/errors.ts';
import { zhCN } from '../i18n/zh-CN.ts';

/** What every import answers: the refused rows and why. */
export interface SheetImportResult {
  failed: number;
  errors: ReadonlyArray<{ row: number; message: string }>;
}

export interface SheetImportTexts {
  importTitle: string;
  importHint: string;
  chooseFile: string;
  noFile: string;
  onlyXlsx: string;
  template: string;
  importing: string;
  rowErrors: string;
  close: string;
  start: string;
}

export interface SheetImportDialogProps<R extends SheetImportResult> {
  open: boolean;
  onClose: () => void;
  /** Rows were written: the list shows them. */
  onImported: () => void;
  texts: SheetImportTexts;
  /** Names the file input for tests: data-<marker>-import-file. */
  marker: string;
  importFile: (file: File) => Promise<R>;
  downloadTemplate: () => Promise<void>;
  /** The result in one line (导入完成：…). */
  summary: (result: R) => string;
  /** Whether the import wrote any row. */
  wrote: (result: R) => boolean;
}

const useStyles = makeStyles({
  surface: { width: '560px', maxWidth: 'calc(100vw - 32px)' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  fileRow: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  hiddenInput: { display: 'none' },
  errors: { maxHeight: '200px', overflowY: 'auto', margin: 0, paddingLeft: tokens.spacingHorizontalXL },
});

export function SheetImportDialog<R extends SheetImportResult>({ open, onClose, onImported, texts: t, marker, importFile, downloadTemplate, summary, wrote }: SheetImportDialogProps<R>) {
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const fileLabelId = useId(`${marker}-import-file`);
  const [file, setFile] = useState<File | null>(null);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState('');
  const [result, setResult] = useState<R | null>(null);
  useEffect(() => {
    if (!open) return;
    setFile(null);
    setError('');
    setResult(null);
  }, [open]);

  const choose = (chosen: File | null) => {
    setResult(null);
    setError(chosen && !/\.xlsx$/i.test(chosen.name) ? t.onlyXlsx : '');
    setFile(chosen);
  };

  const start = async () => {
    if (!file) return setError(t.noFile);
    if (!/\.xlsx$/i.test(file.name)) return setError(t.onlyXlsx);
    setRunning(true);
    setError('');
    try {
      const r = await importFile(file);
      setResult(r);
      if (wrote(r)) onImported();
    } catch (e) {
      setError(messageOf(e, zhCN.common.operationFailed));
    } finally {
      setRunning(false);
    }
  };

  const template = async () => {
    try {
      await downloadTemplate();
    } catch (e) {
      setError(messageOf(e, zhCN.common.operationFailed));
    }
  };

  return (
    <Dialog open={open} modalType={running ? 'alert' : 'modal'} onOpenChange={(_, d) => !d.open && !running && onClose()}>
      <DialogSurface className={styles.surface}>
        <form aria-label={t.importTitle} noValidate onSubmit={(event) => { event.preventDefault(); void start(); }}>
          <DialogBody>
            <DialogTitle>{t.importTitle}</DialogTitle>
            <DialogContent className={styles.content}>
              <Text>{t.importHint}</Text>
              <Field label={{ children: t.chooseFile, id: fileLabelId }} required>
                <div className={styles.fileRow}>
                  <input
                    ref={input} type="file" accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                    className={styles.hiddenInput} tabIndex={-1} aria-hidden="true" {...{ [`data-${marker}-import-file`]: '' }}
                    onChange={(event) => { choose(event.target.files?.[0] ?? null); event.target.value = ''; }}
                  />
                  <Button disabled={running} aria-describedby={fileLabelId} onClick={() => input.current?.click()}>{t.chooseFile}</Button>
                  <Text truncate wrap={false}>{file?.name ?? t.noFile}</Text>
                </div>
              </Field>
              <Link as="button" type="button" onClick={() => void template()}>{t.template}</Link>
              {running && <Spinner size="tiny" label={t.importing} />}
              {error && <MessageBar intent="error" role="alert"><MessageBarBody>{error}</MessageBarBody></MessageBar>}
              {result && (
                <MessageBar intent={result.failed ? 'warning' : 'success'} role="status">
                  <MessageBarBody>{summary(result)}</MessageBarBody>
                </MessageBar>
              )}
              {result && result.errors.length > 0 && (
                <section aria-label={t.rowErrors}>
                  <Text weight="semibold">{t.rowErrors}</Text>
                  <ul className={styles.errors}>{result.errors.map((e) => <li key={e.row}>{e.message}</li>)}</ul>
                </section>
              )}
            </DialogContent>
            <DialogActions>
              <Button disabled={running} onClick={onClose}>{t.close}</Button>
              <Button type="submit" appearance="primary" disabled={running || !file} icon={running ? <Spinner size="tiny" /> : undefined}>
                {running ? t.importing : t.start}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
