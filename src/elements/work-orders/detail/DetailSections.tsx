// The parts of the detail page: facts, timeline, update log, requests, supervision, attachments, and the note lists.
import { Badge, Button, Link, Text, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useState, type ReactNode } from 'react';
import type { WorkflowDetail, WorkflowNote, WorkflowUpdateLogEntry } from '../../../shared/api/workorder.types.ts';
import { messageOf } from '../../../shared/http/errors.ts';
import { orderDetailText, workOrdersText } from '../../../shared/i18n/zh-CN.ts';
import { ORDER_FIELDS } from '../../../shared/protocol/orderFields.ts';
import { CopyText } from '../../../shared/ui/CopyText.tsx';
import { validateRequired } from '../../../shared/utils/validators.ts';
import { dictLabel, useDict } from '../../../shared/dict/index.ts';
import { useThrottledSubmit } from '../common/useSubmit.ts';
import { fetchOrderRecording } from '../../../shared/api/recordings.ts';
import type { RecordingToPlay } from '../../../shared/ui/RecordingDialog.tsx';
import { retryableLazy } from '../../../shared/ui/retryableLazy.ts';
import { OnDemandDialog } from '../common/OnDemand.tsx';

const d = orderDetailText;
// The player (and the call-records text it shares with 话单记录) loads when a recording is played.
const RecordingDialog = retryableLazy(() => import('../../../shared/ui/RecordingDialog.tsx').then((m) => ({ default: m.RecordingDialog })));
const r = workOrdersText.register;

export const useSectionStyles = makeStyles({
  // Fluent's filled Card, drawn here: its Card brings Tabster's focus groups for cards that are never focusable here.
  card: {
    display: 'flex', flexDirection: 'column', gap: tokens.spacingHorizontalM, padding: tokens.spacingHorizontalM, boxSizing: 'border-box',
    position: 'relative', overflow: 'hidden', borderRadius: tokens.borderRadiusMedium, color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1, boxShadow: tokens.shadow4,
    outline: `${tokens.strokeWidthThin} solid ${tokens.colorTransparentStroke}`, outlineOffset: `-${tokens.strokeWidthThin}`,
  },
  cardHeader: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexShrink: 0 },
  cardTitle: { display: 'flex', flexGrow: 1 },
  facts: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`, margin: 0 },
  fact: { display: 'flex', gap: tokens.spacingHorizontalS, minWidth: 0 },
  term: { color: tokens.colorNeutralForeground3, flexShrink: 0 },
  wide: { gridColumn: '1 / -1', whiteSpace: 'pre-wrap', wordBreak: 'break-word' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: { borderLeft: `3px solid ${tokens.colorBrandStroke1}`, paddingLeft: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
  note: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-start', marginTop: tokens.spacingVerticalS },
  grow: { flexGrow: 1 },
});

export function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  const styles = useSectionStyles();
  return (
    <section className={styles.card} aria-label={title}>
      <div className={styles.cardHeader}>
        <div className={styles.cardTitle}><Text weight="semibold">{title}</Text></div>
        {action}
      </div>
      {children}
    </section>
  );
}

function Fact({ term, children, wide }: { term: string; children: ReactNode; wide?: boolean }) {
  const styles = useSectionStyles();
  return (
    <div className={wide ? styles.wide : styles.fact}>
      <dt className={styles.term}>{term}</dt>
      <dd style={{ margin: 0 }}>{children}</dd>
    </div>
  );
}

export function Facts({ order }: { order: WorkflowDetail }) {
  const styles = useSectionStyles();
  // Named from the dictionary copy, so a label renamed in 字典管理 shows here at once (the server's name is the fallback).
  const urgencyName = dictLabel(useDict('urgency'), order.urgency);
  const channels = useDict('channel');
  const appealTypes = useDict('appeal_type');
  const named = (entries: typeof channels, value: string, serverName: string) => (entries.length ? dictLabel(entries, value) : serverName);
  const f = ORDER_FIELDS;
  return (
    <dl className={styles.facts}>
      <Fact term={f.workflowId.label}>{order.workflowId} <CopyText text={order.workflowId} /></Fact>
      <Fact term={d.status}>
        <span data-status>{order.statusName}</span> {order.overdue && <Badge color="danger">{workOrdersText.overdue}</Badge>}{' '}
        {order.hung && <Badge color="warning">{workOrdersText.hung}</Badge>}
      </Fact>
      <Fact term={r.citizenName}>{order.citizenName}</Fact>
      <Fact term={r.phone}>{order.phone}</Fact>
      <Fact term={r.callerLocation}>{order.callerLocation ?? ''}</Fact>
      <Fact term={d.channel}>{named(channels, order.channel, order.channelName)}</Fact>
      <Fact term={r.appealType}>{named(appealTypes, order.appealType, order.appealTypeName)}</Fact>
      <Fact term={d.urgency}>{urgencyName}</Fact>
      <Fact term={r.eventType}>{order.eventTypeName ?? ''}</Fact>
      <Fact term={r.region}>{order.regionName ?? ''}</Fact>
      <Fact term={f.mainDept.label}>{order.mainDeptName ?? ''}</Fact>
      <Fact term={f.subDept.label}>{order.subDeptName ?? ''}</Fact>
      <Fact term={d.coDepts}>{order.coDeptNames.join('、')}</Fact>
      <Fact term={d.deadline}>{order.deadline}</Fact>
      <Fact term={f.reworkCount.label}><span data-part="rework-count">{order.reworkCount}</span></Fact>
      <Fact term={d.creator}>{order.creatorName}</Fact>
      <Fact term={d.createTime}>{order.createTime}</Fact>
      <Fact term={r.address} wide>{order.address ?? ''}</Fact>
      <Fact term={r.content} wide>{order.content}</Fact>
      {order.disposeInstruction && <Fact term={d.disposeInstruction} wide>{order.disposeInstruction}</Fact>}
      {order.replyContent && <Fact term={d.replyContent} wide>{order.replyContent}</Fact>}
    </dl>
  );
}

export function Timeline({ order }: { order: WorkflowDetail }) {
  const styles = useSectionStyles();
  if (!order.steps.length) return <Text className={styles.muted}>{d.noneYet}</Text>;
  return (
    <ol className={styles.list} aria-label={d.timeline}>
      {order.steps.map((step) => (
        <li key={step.id} className={styles.item} data-step={step.action}>
          <Text weight="semibold">{step.actionName}</Text> → {step.toStatusName}
          <div className={styles.muted}>{`${step.createTime} · ${step.userName}${step.deptName ? `（${step.deptName}）` : ''}`}</div>
          {step.opinion && <div>{step.opinion}</div>}
        </li>
      ))}
    </ol>
  );
}

export function UpdateLog({ log }: { log: readonly WorkflowUpdateLogEntry[] }) {
  const styles = useSectionStyles();
  if (!log.length) return <Text className={styles.muted}>{d.noneYet}</Text>;
  return (
    <ul className={styles.list} aria-label={d.updateLog}>
      {log.map((entry) => (
        <li key={entry.id} className={styles.item}>
          <div className={styles.muted}>{`${entry.createTime} · ${entry.userName} · ${entry.action}`}</div>
          <div>{entry.content}</div>
        </li>
      ))}
    </ul>
  );
}

export function Requests({ order }: { order: WorkflowDetail }) {
  const styles = useSectionStyles();
  if (!order.applies.length && !order.supervises.length) return <Text className={styles.muted}>{d.noneYet}</Text>;
  return (
    <ul className={styles.list}>
      {order.applies.map((apply) => (
        <li key={`a${apply.id}`} className={styles.item} data-apply={apply.kind}>
          <Text weight="semibold">{`${d.applyKinds[apply.kind] ?? apply.kind}申请`}</Text> · {workOrdersText.applyStates[apply.state] ?? ''}
          <div className={styles.muted}>{`${apply.createTime} · ${apply.applicantName}${apply.days ? ` · ${apply.days}天` : ''}`}</div>
          <div>{apply.reason}</div>
          {apply.approverName && <div className={styles.muted}>{`${apply.approverName}：${apply.approveOpinion ?? ''}`}</div>}
        </li>
      ))}
      {order.supervises.map((s) => (
        <li key={`s${s.id}`} className={styles.item} data-supervise>
          <Text weight="semibold">{d.supervises}</Text> · {workOrdersText.superviseStates[s.state] ?? ''}
          <div className={styles.muted}>{`${s.createTime} · ${s.createdByName}`}</div>
          <div>{s.content}</div>
          {s.replyContent && <div className={styles.muted}>{`${s.repliedByName ?? ''}：${s.replyContent}`}</div>}
        </li>
      ))}
    </ul>
  );
}

/** 协办情况: each assisting department, its deadline and state, and its reply or release; the lead waits for the open ones. */
export function Assists({ order }: { order: WorkflowDetail }) {
  const styles = useSectionStyles();
  const waiting = order.assists.filter((x) => x.state === 1).length;
  return (
    <>
      {waiting > 0 && order.status === 3 && <Text data-assist-waiting>{d.assistWaiting(waiting)}</Text>}
      <ul className={styles.list}>
        {order.assists.map((x) => (
          <li key={x.id} className={styles.item} data-assist={x.deptId} data-assist-state={x.stateName}>
            <Text weight="semibold">{x.deptName}</Text>{' · '}
            <Badge appearance="tint" color={x.stateName === '超期' ? 'danger' : x.state === 1 ? 'warning' : x.state === 2 ? 'success' : 'informative'}>{x.stateName}</Badge>
            {x.overdue && x.stateName !== '超期' && <Badge appearance="tint" color="danger">{workOrdersText.overdue}</Badge>}
            <div className={styles.muted}>{d.assistRow(x.days, x.deadline)}</div>
            {x.replyContent && <div>{x.replyContent}</div>}
            {x.replyTime && <div className={styles.muted}>{d.assistReplied(x.repliedByName ?? '', x.replyTime)}</div>}
            {x.releaseReason && <div>{`${d.releaseReason}：${x.releaseReason}`}</div>}
            {x.releaseTime && <div className={styles.muted}>{d.assistReleased(x.releasedByName ?? '', x.releaseTime)}</div>}
          </li>
        ))}
      </ul>
    </>
  );
}

export function Attachments({ order, onDownload }: { order: WorkflowDetail; onDownload: (fileId: string, fileName: string) => void }) {
  const styles = useSectionStyles();
  if (!order.attachments.length) return <Text className={styles.muted}>{d.noneYet}</Text>;
  return (
    <ul className={styles.list}>
      {order.attachments.map((file) => (
        <li key={file.id}>
          <Link onClick={() => onDownload(file.fileId, file.fileName)}>{file.fileName}</Link>
        </li>
      ))}
    </ul>
  );
}

/** The recorded legs of the call the order came from, each played in the 录音 dialog. */
export function Recordings({ order }: { order: WorkflowDetail }) {
  const styles = useSectionStyles();
  const [playing, setPlaying] = useState<RecordingToPlay | null>(null);
  return (
    <>
      <ul className={styles.list} data-order-recordings>
        {order.recordings.map((rec) => {
          const label = d.recordingRow(rec.offeredTime, rec.agentName, rec.talkSeconds);
          return (
            <li key={rec.id}>
              {label}{' '}
              <Button size="small" aria-label={`${d.playRecording} ${label}`}
                onClick={() => setPlaying({ key: rec.id, label, load: (signal) => fetchOrderRecording(order.workflowId, rec.id, signal) })}>
                {d.playRecording}
              </Button>
            </li>
          );
        })}
      </ul>
      {playing && <OnDemandDialog><RecordingDialog recording={playing} onClose={() => setPlaying(null)} /></OnDemandDialog>}
    </>
  );
}

/** Remarks or comments: the list, and a box to add one unless the page is read-only. */
export function NoteList({ title, notes, readOnly, onAdd, placeholder }: { title: string; notes: readonly WorkflowNote[]; readOnly: boolean; onAdd: (text: string) => Promise<void>; placeholder: string }) {
  const styles = useSectionStyles();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const add = useThrottledSubmit(() => {
    const missing = validateRequired(text);
    if (missing) return setError(missing);
    onAdd(text.trim()).then(() => setText('')).catch((e: unknown) => setError(messageOf(e)));
  });
  return (
    <Section title={title}>
      {notes.length ? (
        <ul className={styles.list}>
          {notes.map((n) => (
            <li key={n.id} className={styles.item}>
              <div className={styles.muted}>{`${n.createTime} · ${n.userName}`}</div>
              <div>{n.content}</div>
            </li>
          ))}
        </ul>
      ) : (
        <span className={styles.muted}>{d.noneYet}</span>
      )}
      {!readOnly && (
        <div className={styles.note}>
          <div className={styles.grow}>
            <Textarea aria-label={placeholder} placeholder={placeholder} value={text} style={{ width: '100%' }} onChange={(_, v) => { setText(v.value); setError(''); }} />
            {error && <div role="alert" style={{ color: tokens.colorPaletteRedForeground1 }}>{error}</div>}
          </div>
          <Button onClick={() => add()}>{d.add}</Button>
        </div>
      )}
    </Section>
  );
}
