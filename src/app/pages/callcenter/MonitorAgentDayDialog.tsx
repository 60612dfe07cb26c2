// One agent's day from 分机监控: the seat log (sign-in, idle, busy with reason, call events) and the calls of the extension.
import {
  Badge, Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, Spinner, Table, TableBody, TableCell,
  TableHeader, TableHeaderCell, TableRow, tokens,
} from '@fluentui/react-components';
import type { MonitorBusyCount } from '../../../shared/protocol/monitor.ts';
import { fetchAgentDay } from '../../../shared/api/monitor.ts';
import { useResource } from '../../../shared/data/index.ts';
import { monitorText as t } from '../../../shared/i18n/monitor.zh-CN.ts';
import { LoadErrorBar } from '../../../shared/ui/LoadErrorBar.tsx';

const useStyles = makeStyles({
  section: { marginTop: tokens.spacingVerticalM, marginBottom: tokens.spacingVerticalXS, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  scroll: { maxHeight: '38vh', overflowY: 'auto' },
  empty: { color: tokens.colorNeutralForeground3, margin: 0 },
});

const RESULT_COLOR: Record<string, 'success' | 'warning' | 'danger' | 'informative'> = {
  answered: 'success', abandoned: 'warning', missed: 'danger', transferred: 'informative',
};

export interface AgentRef { extension: string; realName: string }

export function MonitorAgentDayDialog({ agent, reasons, onClose }: { agent: AgentRef | null; reasons: readonly MonitorBusyCount[]; onClose: () => void }) {
  const styles = useStyles();
  const day = useResource('monitor:agent-day', (signal) => fetchAgentDay(agent!.extension, signal), { args: { ext: agent?.extension }, enabled: agent !== null });
  const d = day.data && day.data.extension === agent?.extension ? day.data : null;
  const detailOf = (action: string, detail: string | null) =>
    action === 'showBusy' ? reasons.find((r) => r.value === detail)?.label ?? detail ?? '' : detail ?? '';
  return (
    <Dialog open={agent !== null} onOpenChange={(_, e) => !e.open && onClose()}>
      <DialogSurface aria-describedby={undefined} style={{ maxWidth: '860px', width: 'calc(100vw - 32px)' }}>
        <DialogBody>
          <DialogTitle>{agent ? t.dayTitle(agent.realName, agent.extension) : ''}</DialogTitle>
          <DialogContent>
            {day.error && !day.loading && <LoadErrorBar message={day.error || t.dayFailed} onRetry={day.reload} />}
            {!d && !day.error && <Spinner label={t.loading} />}
            {d && (
              <>
                <h3 className={styles.section}>{t.timeline}</h3>
                {d.events.length === 0 ? <p className={styles.empty}>{t.noEvents}</p> : (
                  <div className={styles.scroll}>
                    <Table size="small" aria-label={t.timeline} data-agent-day-events>
                      <TableHeader><TableRow>
                        <TableHeaderCell>{t.time}</TableHeaderCell><TableHeaderCell>{t.action}</TableHeaderCell><TableHeaderCell>{t.detail}</TableHeaderCell>
                      </TableRow></TableHeader>
                      <TableBody>
                        {d.events.map((e, i) => (
                          <TableRow key={i}>
                            <TableCell>{e.time.slice(11)}</TableCell>
                            <TableCell>{t.actions[e.action] ?? e.action}</TableCell>
                            <TableCell>{detailOf(e.action, e.detail)}</TableCell>
                          </TableRow>
                        ))}
                      </TableBody>
                    </Table>
                  </div>
                )}
                <h3 className={styles.section}>{t.calls}</h3>
                {d.calls.length === 0 ? <p className={styles.empty}>{t.noCalls}</p> : (
                  <div className={styles.scroll}>
                    <Table size="small" aria-label={t.calls} data-agent-day-calls>
                      <TableHeader><TableRow>
                        <TableHeaderCell>{t.time}</TableHeaderCell><TableHeaderCell>{t.direction}</TableHeaderCell>
                        <TableHeaderCell>{t.caller}</TableHeaderCell><TableHeaderCell>{t.talkSeconds}</TableHeaderCell><TableHeaderCell>{t.result}</TableHeaderCell>
                      </TableRow></TableHeader>
                      <TableBody>
                        {d.calls.map((c) => (
                          <TableRow key={c.id}>
                            <TableCell>{c.time.slice(11)}</TableCell>
                            <TableCell>{t.directions[c.direction] ?? c.direction}</TableCell>
                            <TableCell>{c.direction === 'in' ? c.caller : c.called}</TableCell>
                            <TableCell>{t.seconds(c.talkSeconds)}</TableCell>
                            <TableCell><Badge appearance="tint" color={RESULT_COLOR[c.result] ?? 'informative'}>{t.results[c.result] ?? c.result}</Badge></TableCell>
                          </TableRow>
                        ))}
                      </TableBody>
                    </Table>
                  </div>
                )}
              </>
            )}
          </DialogContent>
          <DialogActions><Button appearance="secondary" onClick={onClose}>{t.close}</Button></DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
