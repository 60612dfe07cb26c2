import { Badge, Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import {
  ArrowForwardRegular, CallEndRegular, CallRegular, CallOutboundRegular, MicOffRegular, MicRegular, PeopleAddRegular, PeopleQueueRegular,
  PersonStarRegular, SignOutRegular, PlugConnectedRegular, PauseCircleRegular, PlayCircleRegular,
} from '@fluentui/react-icons';
import { Suspense, useEffect, useState, type ReactElement } from 'react';
import { useSnapshot } from 'valtio';
import { useEmit } from '../../shared/element/ElementShell.tsx';
import { softphoneText } from '../../shared/i18n/zh-CN.ts';
import { useNotify } from '../../shared/ui/notify.tsx';
import { retryableLazy } from '../../shared/ui/retryableLazy.ts';
import {
  answerCall, callSeconds, controlsFor, formatDuration, goIdle, hangUpCall, onSoftphoneEvent, pickQueue,
  signOutSeat, softphone, startSoftphone, statusLabel, takeToasts, toggleMute,
} from './softphone.store.ts';
import { ConnectionLostNotice } from './ConnectionLostNotice.tsx';

const t = softphoneText;

// Dialogs load when first opened, keeping the bar's first load small; one that failed to load imports again on 重试.
const SignInDialog = retryableLazy(() => import('./dialogs/SignInDialog.tsx').then((m) => ({ default: m.SignInDialog })));
const SignOutDialog = retryableLazy(() => import('./dialogs/SignOutDialog.tsx').then((m) => ({ default: m.SignOutDialog })));
const BusyDialog = retryableLazy(() => import('./dialogs/BusyDialog.tsx').then((m) => ({ default: m.BusyDialog })));
const CallDialog = retryableLazy(() => import('./dialogs/CallDialog.tsx').then((m) => ({ default: m.CallDialog })));
const ConferenceDialog = retryableLazy(() => import('./dialogs/ConferenceDialog.tsx').then((m) => ({ default: m.ConferenceDialog })));

type NoticeView = typeof import('./SoftphoneNotice.tsx').SoftphoneNotice;
let loadedNotice: NoticeView | null = null;

/** The notice (Fluent's MessageBar) is fetched right after the bar's first paint: notices come only with calls. */
function useNoticeView(): NoticeView | null {
  const [view, setView] = useState(() => loadedNotice);
  useEffect(() => {
    if (view) return;
    let live = true;
    void import('./SoftphoneNotice.tsx').then((m) => {
      loadedNotice = m.SoftphoneNotice;
      if (live) setView(() => m.SoftphoneNotice);
    });
    return () => {
      live = false;
    };
  }, [view]);
  return view;
}

const useStyles = makeStyles({
  root: { position: 'relative', display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, height: '50px', minWidth: 0, flexWrap: 'nowrap' },
  info: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0, whiteSpace: 'nowrap' },
  caller: { fontVariantNumeric: 'tabular-nums' },
  buttons: { display: 'flex', alignItems: 'center', gap: '2px', flexWrap: 'nowrap' },
});

type DialogName = 'signIn' | 'signOut' | 'busy' | 'call' | 'transfer' | 'conference' | null;

/** Ticks once a second while a call runs; the time comes from the call's start on the server clock. */
function CallTimer({ startTime, endedAt }: { startTime: number | null; endedAt: number | null }) {
  const styles = useStyles();
  const [, tick] = useState(0);
  useEffect(() => {
    if (!startTime || endedAt !== null) return;
    const timer = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [startTime, endedAt]);
  if (!startTime) return null;
  return <Text data-part="timer" aria-label={t.timer} className={styles.caller}>{formatDuration(callSeconds({ startTime, endedAt }))}</Text>;
}

/** The softphone bar (50 px high): seat status, caller, call timer and the seat's buttons. */
export function SoftphoneBar() {
  const styles = useStyles();
  const snap = useSnapshot(softphone);
  const emit = useEmit();
  const notify = useNotify();
  const [dialog, setDialog] = useState<DialogName>(null);
  const Notice = useNoticeView();

  useEffect(() => startSoftphone(), []);
  useEffect(() => onSoftphoneEvent((name, detail) => emit(name, detail)), [emit]);
  useEffect(() => {
    if (!snap.toasts.length) return;
    for (const item of takeToasts()) notify[item.intent](item.text);
  }, [snap.toasts, notify]);

  const can = controlsFor(snap);
  const call = snap.call;
  const online = snap.connection === 'connected';
  const connectionText = snap.connection === 'reconnecting' ? t.connection.reconnecting(snap.reconnectAttempts) : t.connection[snap.connection];
  const close = () => setDialog(null);
  const signOutClosed = (confirmed: boolean) => {
    setDialog(null);
    if (confirmed) signOutSeat();
    else notify.info(t.signOutCancelled);
  };

  const button = (label: string, icon: ReactElement, enabled: boolean, onClick: () => void, part: string, appearance: 'subtle' | 'primary' = 'subtle') => (
    <Button size="small" appearance={appearance} icon={icon} disabled={!enabled} onClick={onClick} data-control={part}>{label}</Button>
  );

  return (
    <div className={styles.root} role="toolbar" aria-label={t.name} data-connection={snap.connection} data-seat-status={snap.seatStatus}>
      <div className={styles.info}>
        <Badge appearance="tint" color={online ? 'success' : 'danger'} data-part="connection">{connectionText}</Badge>
        <Text size={200}>{t.extension(snap.extension)}</Text>
        <Badge appearance="filled" color={snap.seatStatus === 'On Break' ? 'warning' : snap.seatStatus === 'Logged Out' ? 'informative' : 'brand'} data-part="status">
          {statusLabel(snap)}
        </Badge>
        {call && (
          <span className={styles.info} data-part="call">
            <Text weight="semibold" className={styles.caller} data-part="caller" aria-label={t.caller}>{call.callerNumber}</Text>
            {call.callerWord && <Text data-part="caller-word">{call.callerWord}</Text>}
            {call.place && <Text size={200} data-part="place" aria-label={t.place}>{call.place}</Text>}
            <CallTimer startTime={call.startTime} endedAt={call.endedAt} />
          </span>
        )}
      </div>
      <ConnectionLostNotice />
      <div className={styles.buttons}>
        {button(t.signIn, <PlugConnectedRegular />, can.signIn, () => setDialog('signIn'), 'sign-in')}
        {button(t.signOut, <SignOutRegular />, can.signOut, () => setDialog('signOut'), 'sign-out')}
        {button(t.busy, <PauseCircleRegular />, can.busy, () => setDialog('busy'), 'busy')}
        {button(t.idle, <PlayCircleRegular />, can.idle, goIdle, 'idle')}
        {button(t.answer, <CallRegular />, can.answer, answerCall, 'answer', can.answer ? 'primary' : 'subtle')}
        {button(t.hangUp, <CallEndRegular />, can.hangUp, hangUpCall, 'hang-up')}
        {button(t.dial, <CallOutboundRegular />, can.dial, () => setDialog('call'), 'dial')}
        {button(t.transfer, <ArrowForwardRegular />, can.transfer, () => setDialog('transfer'), 'transfer')}
        {button(call?.muted ? t.unmute : t.mute, call?.muted ? <MicRegular /> : <MicOffRegular />, can.mute, toggleMute, 'mute')}
        {button(t.conference, <PeopleAddRegular />, can.conference, () => setDialog('conference'), 'conference')}
        {button(t.lineUpQueue(snap.lineUpNum), <PeopleQueueRegular />, can.lineUp, () => pickQueue('lineUp'), 'queue-line-up', snap.lineUpNum > 0 ? 'primary' : 'subtle')}
        {button(t.whiteQueue(snap.whiteQNum), <PersonStarRegular />, can.white, () => pickQueue('white'), 'queue-white', snap.whiteQNum > 0 ? 'primary' : 'subtle')}
      </div>
      {snap.notice && Notice && <Notice notice={snap.notice} />}
      <Suspense fallback={null}>
        {dialog === 'signIn' && <SignInDialog open onClose={close} />}
        {dialog === 'signOut' && <SignOutDialog open onClose={signOutClosed} />}
        {dialog === 'busy' && <BusyDialog open onClose={close} />}
        {dialog === 'call' && <CallDialog mode="call" open onClose={close} />}
        {dialog === 'transfer' && <CallDialog mode="transfer" open onClose={close} />}
        {dialog === 'conference' && <ConferenceDialog open onClose={close} />}
      </Suspense>
    </div>
  );
}
