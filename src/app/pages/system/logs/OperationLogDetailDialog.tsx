// The operation log's detail: every field, the parameters as indented JSON.
import { Badge, Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { Fragment } from 'react';
import { fetchOperationLog } from '../../../../shared/api/sysLogs.ts';
import { useResource } from '../../../../shared/data/index.ts';
import { logsText as t } from '../../../../shared/i18n/system-logs.zh-CN.ts';
import { LoadErrorBar } from '../../../../shared/ui/LoadErrorBar.tsx';

const useStyles = makeStyles({
  fields: { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`, margin: 0 },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0, wordBreak: 'break-all' },
  params: {
    margin: 0, padding: tokens.spacingHorizontalS, maxHeight: '240px', overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-all',
    backgroundColor: tokens.colorNeutralBackground3, borderRadius: tokens.borderRadiusMedium, fontFamily: tokens.fontFamilyMonospace,
  },
});

/** Parameters pretty-printed when they are JSON, else as stored. */
function pretty(params: string | null): string {
  if (!params) return t.none;
  try {
    return JSON.stringify(JSON.parse(params), null, 2);
  } catch {
    return params;
  }
}

export function OperationLogDetailDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const styles = useStyles();
  const detail = useResource('sys:log:operation:detail', (signal) => fetchOperationLog(id!, signal), { args: { id }, enabled: id !== null });
  const log = detail.data && detail.data.id === id ? detail.data : null;
  return (
    <Dialog open={id !== null} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle>{t.detailTitle}</DialogTitle>
          <DialogContent>
            {detail.error && !detail.loading && <LoadErrorBar message={detail.error || t.detailFailed} onRetry={detail.reload} />}
            {!log && !detail.error && <Spinner label={t.detail} />}
            {log && (
              <dl className={styles.fields} data-log-detail>
                {([
                  [t.operator, log.username ?? ''], [t.module, log.module], [t.operation, log.operation], [t.requestMethod, log.requestMethod],
                  [t.requestUri, log.requestUri], [t.ip, log.ip ?? ''], [t.duration, t.durationMs(log.durationMs)], [t.operateTime, log.createTime ?? ''],
                ] as const).map(([term, value]) => (
                  <Fragment key={term}><dt className={styles.term}>{term}</dt><dd className={styles.value}>{value}</dd></Fragment>
                ))}
                <dt className={styles.term}>{t.status}</dt>
                <dd className={styles.value}>
                  <Badge appearance="tint" color={log.status === 1 ? 'success' : 'danger'}>{t.operationStatuses[log.status] ?? ''}</Badge>
                </dd>
                {log.errorMsg && <><dt className={styles.term}>{t.errorMsg}</dt><dd className={styles.value}>{log.errorMsg}</dd></>}
                <dt className={styles.term}>{t.requestParams}</dt>
                <dd className={styles.value}><pre className={styles.params} tabIndex={0} aria-label={t.requestParams}>{pretty(log.requestParams)}</pre></dd>
              </dl>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>{t.close}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
