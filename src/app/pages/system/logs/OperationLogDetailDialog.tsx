// The operation log's detail: every field, the parameters as indented JSON.
import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { fetchOperationLog } from '../../../../shared/api/sysLogs.ts';
import { useResource } from '../../../../shared/data/index.ts';
import { logsText as t } from '../../../../shared/i18n/system-logs.zh-CN.ts';
import { DetailDialog } from '../../../../shared/ui/DetailDialog.tsx';

const useStyles = makeStyles({
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
  const rows: Array<[string, ReactNode]> | null = log ? [
    [t.operator, log.username ?? ''], [t.module, log.module], [t.operation, log.operation], [t.requestMethod, log.requestMethod],
    [t.requestUri, log.requestUri], [t.ip, log.ip ?? ''], [t.duration, t.durationMs(log.durationMs)], [t.operateTime, log.createTime ?? ''],
    [t.status, <Badge appearance="tint" color={log.status === 1 ? 'success' : 'danger'}>{t.operationStatuses[log.status] ?? ''}</Badge>],
    ...(log.errorMsg ? [[t.errorMsg, log.errorMsg] as [string, ReactNode]] : []),
    [t.requestParams, <pre className={styles.params} tabIndex={0} aria-label={t.requestParams}>{pretty(log.requestParams)}</pre>],
  ] : null;
  return (
    <DetailDialog open={id !== null} title={t.detailTitle} rows={rows} marker="log-detail" onClose={onClose}
      failed={detail.error && !detail.loading ? { message: detail.error || t.detailFailed, retry: detail.reload } : null} />
  );
}
