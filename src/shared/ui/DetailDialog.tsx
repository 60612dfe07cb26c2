// A record's 详情: its title, label/value pairs in one or two columns, 关闭; while the record loads a spinner, when
// it fails the reason with 重试.
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { zhCN } from '../i18n/zh-CN.ts';
import { LoadErrorBar } from './LoadErrorBar.tsx';

const useStyles = makeStyles({
  grid: { display: 'grid', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`, margin: 0 },
  one: { gridTemplateColumns: 'max-content 1fr' },
  two: { gridTemplateColumns: 'max-content 1fr max-content 1fr' },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' },
});

export interface DetailDialogProps {
  open: boolean;
  title: string;
  /** The label/value pairs; null while the record loads. */
  rows: ReadonlyArray<readonly [string, ReactNode]> | null;
  /** Pairs per line (default 1). */
  columns?: 1 | 2;
  /** The record could not be read: why, and how to try again (重试). */
  failed?: { message: string; retry: () => unknown } | null;
  width?: number;
  /** A data attribute on the list, for hosts and tests (e.g. data-log-detail). */
  marker?: string;
  onClose: () => void;
}

export function DetailDialog({ open, title, rows, columns = 1, failed, width = 640, marker, onClose }: DetailDialogProps) {
  const styles = useStyles();
  return (
    <Dialog open={open} onOpenChange={(_, d) => { if (!d.open) onClose(); }}>
      <DialogSurface aria-describedby={undefined} style={{ width: `${width}px`, maxWidth: 'calc(100vw - 32px)' }}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            {failed ? <LoadErrorBar message={failed.message} onRetry={failed.retry} />
              : !rows ? <Spinner label={zhCN.common.loading} />
              : (
                <dl className={`${styles.grid} ${columns === 2 ? styles.two : styles.one}`} aria-label={title} {...(marker ? { [`data-${marker}`]: '' } : {})}>
                  {rows.map(([term, value]) => [
                    <dt key={`t${term}`} className={styles.term}>{term}</dt>,
                    <dd key={`v${term}`} className={styles.value}>{value}</dd>,
                  ])}
                </dl>
              )}
          </DialogContent>
          <DialogActions><Button appearance="primary" onClick={onClose}>{zhCN.common.close}</Button></DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
