// 话单详情: every field of one record, its recording (录音) and the orders registered from the call.
import {
  Badge, Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, Spinner, Table, TableBody, TableCell,
  TableHeader, TableHeaderCell, TableRow, tokens,
} from '@fluentui/react-components';
import { Fragment } from 'react';
import { fetchCallRecord } from '../../../shared/api/callRecords.ts';
import { CALL_DIRECTION_LABELS, CALL_QUEUE_LABELS, CALL_RESULT_LABELS, ORDER_STATUS_LABELS } from '../../../shared/api/contracts/callRecords.ts';
import { useResource } from '../../../shared/data/index.ts';
import { callRecordsText as t } from '../../../shared/i18n/call-records.zh-CN.ts';
import { usePermission } from '../../../shared/ui/Permission.tsx';
import { LoadErrorBar } from '../../../shared/ui/LoadErrorBar.tsx';
import { resultColor } from './callLabels.ts';

const useStyles = makeStyles({
  fields: { display: 'grid', gridTemplateColumns: 'max-content 1fr max-content 1fr', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`, margin: 0 },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0, wordBreak: 'break-all' },
  section: { marginTop: tokens.spacingVerticalL, marginBottom: tokens.spacingVerticalS, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
});

export function CallRecordDetailDialog({ id, onClose, onPlay }: { id: string | null; onClose: () => void; onPlay: (id: string, label: string) => void }) {
  const styles = useStyles();
  const mayPlay = usePermission(['data:payroll:recording']);
  const detail = useResource('data:payroll:detail', (signal) => fetchCallRecord(id!, signal), { args: { id }, enabled: id !== null });
  const d = detail.data && detail.data.record.id === id ? detail.data : null;
  const r = d?.record;
  return (
    <Dialog open={id !== null} onOpenChange={(_, e) => !e.open && onClose()}>
      <DialogSurface aria-describedby={undefined} style={{ maxWidth: '860px', width: 'calc(100vw - 32px)' }}>
        <DialogBody>
          <DialogTitle>{t.detailTitle}</DialogTitle>
          <DialogContent>
            {detail.error && !detail.loading && <LoadErrorBar message={detail.error || t.detailFailed} onRetry={detail.reload} />}
            {!d && !detail.error && <Spinner label={t.detail} />}
            {d && r && (
              <>
                <dl className={styles.fields} data-call-detail>
                  {([
                    [t.callId, `${r.callId}${r.leg > 1 ? `（${t.leg} ${r.leg}）` : ''}`], [t.direction, CALL_DIRECTION_LABELS[r.direction]],
                    [t.caller, r.caller], [t.called, r.called], [t.agent, r.agentName ?? t.none], [t.extension, r.extension ?? t.none],
                    [t.skill, r.skillName ?? t.none], [t.queue, r.queue ? CALL_QUEUE_LABELS[r.queue] ?? r.queue : t.none],
                    [t.offeredTime, r.offeredTime], [t.queuedTime, r.queuedTime ?? t.none], [t.rangTime, r.rangTime ?? t.none],
                    [t.answeredTime, r.answeredTime ?? t.none], [t.endedTime, r.endedTime], [t.wait, t.seconds(r.waitSeconds)],
                    [t.talk, t.seconds(r.talkSeconds)], [t.transferredTo, r.transferredTo ?? t.none], [t.thirdNumber, r.thirdNumber ?? t.none],
                  ] as const).map(([term, value]) => (
                    <Fragment key={term}><dt className={styles.term}>{term}</dt><dd className={styles.value}>{value}</dd></Fragment>
                  ))}
                  <dt className={styles.term}>{t.result}</dt>
                  <dd className={styles.value}><Badge appearance="tint" color={resultColor(r.result)}>{CALL_RESULT_LABELS[r.result]}</Badge></dd>
                  <dt className={styles.term}>{t.recording}</dt>
                  <dd className={styles.value}>
                    {d.recording && mayPlay
                      ? <Button size="small" onClick={() => onPlay(r.id, `${r.offeredTime} ${r.caller}`)}>{t.recording}</Button>
                      : d.recording ? d.recording.name : t.noRecording}
                  </dd>
                </dl>
                <h3 className={styles.section}>{t.orders}</h3>
                {d.orders.length === 0 ? <p>{t.noOrders}</p> : (
                  <Table size="small" aria-label={t.orders}>
                    <TableHeader><TableRow>
                      <TableHeaderCell>{t.workflowId}</TableHeaderCell><TableHeaderCell>{t.eventType}</TableHeaderCell>
                      <TableHeaderCell>{t.content}</TableHeaderCell><TableHeaderCell>{t.orderStatus}</TableHeaderCell><TableHeaderCell>{t.creator}</TableHeaderCell>
                    </TableRow></TableHeader>
                    <TableBody>
                      {d.orders.map((o) => (
                        <TableRow key={o.workflowId}>
                          <TableCell>{o.workflowId}</TableCell><TableCell>{o.eventTypeName ?? ''}</TableCell><TableCell>{o.content}</TableCell>
                          <TableCell>{ORDER_STATUS_LABELS[o.status] ?? o.status}</TableCell><TableCell>{o.creatorName}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                )}
              </>
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
