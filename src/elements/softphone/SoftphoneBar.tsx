import { Text, mergeClasses } from '@fluentui/react-components';
// One module per icon: the package's shared icon files would bring other elements' icons to this page (3.7 KB gzip).
import { ArrowForwardRegular } from '@fluentui/react-icons/svg/arrow-forward';
import { CallEndRegular } from '@fluentui/react-icons/svg/call-end';
import { CallOutboundRegular } from '@fluentui/react-icons/svg/call-outbound';
import { CallRegular } from '@fluentui/react-icons/svg/call';
import { MicOffRegular } from '@fluentui/react-icons/svg/mic-off';
import { MicRegular } from '@fluentui/react-icons/svg/mic';
import { PauseCircleRegular } from '@fluentui/react-icons/svg/pause-circle';
import { PeopleAddRegular } from '@fluentui/react-icons/svg/people-add';
import { PeopleQueueRegular } from '@fluentui/react-icons/svg/people-queue';
import { PersonStarRegular } from '@fluentui/react-icons/svg/person-star';
import { PlayCircleRegular } from '@fluentui/react-icons/svg/play-circle';
import { PlugConnectedRegular } from '@fluentui/react-icons/svg/plug-connected';
import { SignOutRegular } from '@fluentui/react-icons/svg/sign-out';
import { Suspense, useEffect, useState, type KeyboardEvent } from 'react';
import { useSnapshot } from 'valtio';
import { useEmit } from '../../shared/element/ElementShell.tsx';
import { softphoneText } from '../../shared/i18n/zh-CN.ts';
import { useNotify } from '../../shared/ui/notify.tsx';
import { retryableLazy, useLoadedView } from '../../shared/ui/retryableLazy.ts';
import { callerCard, closeCallerCard } from './callerCard.store.ts';
import {
  answerCall, goIdle, hangUpCall, onSoftphoneEvent, pickQueue, signOutSeat, softphone, startSoftphone, takeToasts, toggleMute,
} from './softphone.store.ts';
import { callSeconds, controlsFor, formatDuration, showsCallerCard, statusLabel } from './softphone.view.ts';
import { ConnectionLostNotice } from './ConnectionLostNotice.tsx';
import { SoftphoneControls, type SoftphoneControl } from './SoftphoneControls.tsx';
import { useSoftphoneBarStyles } from './useSoftphoneBarStyles.styles.ts';

const t = softphoneText;

// Dialogs load when first opened, keeping the bar's first load small; one that failed to load imports again on 重试.
const SignInDialog = retryableLazy(() => import('./dialogs/SignInDialog.tsx').then((m) => ({ default: m.SignInDialog })));
const SignOutDialog = retryableLazy(() => import('./dialogs/SignOutDialog.tsx').then((m) => ({ default: m.SignOutDialog })));
const BusyDialog = retryableLazy(() => import('./dialogs/BusyDialog.tsx').then((m) => ({ default: m.BusyDialog })));
const CallDialog = retryableLazy(() => import('./dialogs/CallDialog.tsx').then((m) => ({ default: m.CallDialog })));
const ConferenceDialog = retryableLazy(() => import('./dialogs/ConferenceDialog.tsx').then((m) => ({ default: m.ConferenceDialog })));

// The caller's card loads with the first incoming ring (callerCard.store.ts starts the same import for its lookup).
const CallerCard = retryableLazy(() => import('./card/CallerCard.tsx').then((m) => ({ default: m.CallerCard })));

type NoticeView = typeof import('./SoftphoneNotice.tsx').SoftphoneNotice;
let loadedNotice: NoticeView | null = null;

/** The notice (Fluent's MessageBar) is fetched right after the bar's first paint: notices come only with calls. */
function useNoticeView(): NoticeView | null {
  const [view, setView] = useState(() => loadedNotice);
  useEffect(() => {
    if (view) return;
    let live = true;
    // A task after the next frame: the effect may run before the bar's first paint, and the import would compete with it.
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => void import('./SoftphoneNotice.tsx').then((m) => {
        loadedNotice = m.SoftphoneNotice;
        if (live) setView(() => m.SoftphoneNotice);
      }));
    });
    return () => {
      live = false;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [view]);
  return view;
}

type DialogName = 'signIn' | 'signOut' | 'busy' | 'call' | 'transfer' | 'conference' | null;

/** Ticks once a second while a call runs; the time comes from the call's start on the server clock. */
function CallTimer({ startTime, endedAt }: { startTime: number | null; endedAt: number | null }) {
  const styles = useSoftphoneBarStyles();
  const [, tick] = useState(0);
  useEffect(() => {
    if (!startTime || endedAt !== null) return;
    const timer = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [startTime, endedAt]);
  if (!startTime) return null;
  return <Text data-part="timer" aria-label={t.timer} wrap={false} className={mergeClasses(styles.label, styles.caller)}>{formatDuration(callSeconds({ startTime, endedAt }))}</Text>;
}

/** The seat state's colour: brand while working, warning on a break, neutral signed out. */
function seatTone(status: string, styles: ReturnType<typeof useSoftphoneBarStyles>): string {
  return status === 'On Break' ? styles.onBreak : status === 'Logged Out' ? styles.signedOut : styles.working;
}

/** ←/→ (and Home/End) move between the toolbar's usable buttons, as a toolbar's keyboard pattern asks. */
function moveFocusWithArrows(event: KeyboardEvent<HTMLElement>): void {
  const step = { ArrowRight: 1, ArrowLeft: -1, Home: -Infinity, End: Infinity }[event.key];
  if (step === undefined) return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not([disabled])')].filter((b) => b.offsetParent !== null);
  if (!buttons.length) return;
  const at = buttons.indexOf(event.target as HTMLButtonElement);
  const next = Number.isFinite(step) ? buttons[(at + step + buttons.length) % buttons.length] : buttons[step < 0 ? 0 : buttons.length - 1];
  event.preventDefault();
  next?.focus();
}

/** The softphone bar (50 px high): seat status, caller, call timer and the seat's buttons. */
export function SoftphoneBar({ order }: { /** When the element first rendered: the oldest bar on a page emits its events. */ order?: number }) {
  const styles = useSoftphoneBarStyles();
  const snap = useSnapshot(softphone);
  const emit = useEmit();
  const notify = useNotify();
  const [dialog, setDialog] = useState<DialogName>(null);
  const Notice = useNoticeView();
  const card = useSnapshot(callerCard).current;

  useEffect(() => startSoftphone(), []);
  useEffect(() => onSoftphoneEvent((name, detail) => emit(name, detail), order), [emit, order]);
  useEffect(() => {
    if (!snap.toasts.length) return;
    for (const item of takeToasts()) notify[item.intent](item.text);
  }, [snap.toasts, notify]);

  const can = controlsFor(snap);
  const call = snap.call;
  const cardShown = showsCallerCard(call, card);
  // A card whose code could not load shows nothing: the ring and the answer never wait on it.
  const cardReady = useLoadedView(CallerCard, cardShown) && CallerCard.isLoaded();
  const online = snap.connection === 'connected';
  const connectionText = snap.connection === 'reconnecting' ? t.connection.reconnecting(snap.reconnectAttempts) : t.connection[snap.connection];
  const close = () => setDialog(null);
  const signOutClosed = (confirmed: boolean) => {
    setDialog(null);
    if (confirmed) signOutSeat();
    else notify.info(t.signOutCancelled);
  };

  const controls: SoftphoneControl[] = [
    { id: 'sign-in', label: t.signIn, icon: <PlugConnectedRegular />, enabled: can.signIn, onClick: () => setDialog('signIn') },
    { id: 'sign-out', label: t.signOut, icon: <SignOutRegular />, enabled: can.signOut, onClick: () => setDialog('signOut') },
    { id: 'busy', label: t.busy, icon: <PauseCircleRegular />, enabled: can.busy, onClick: () => setDialog('busy') },
    { id: 'idle', label: t.idle, icon: <PlayCircleRegular />, enabled: can.idle, onClick: goIdle },
    { id: 'answer', label: t.answer, icon: <CallRegular />, enabled: can.answer, onClick: answerCall, primary: can.answer, urgent: true },
    { id: 'hang-up', label: t.hangUp, icon: <CallEndRegular />, enabled: can.hangUp, onClick: hangUpCall, urgent: true },
    { id: 'dial', label: t.dial, icon: <CallOutboundRegular />, enabled: can.dial, onClick: () => setDialog('call') },
    { id: 'transfer', label: t.transfer, icon: <ArrowForwardRegular />, enabled: can.transfer, onClick: () => setDialog('transfer') },
    { id: 'mute', label: call?.muted ? t.unmute : t.mute, icon: call?.muted ? <MicRegular /> : <MicOffRegular />, enabled: can.mute, onClick: toggleMute },
    { id: 'conference', label: t.conference, icon: <PeopleAddRegular />, enabled: can.conference, onClick: () => setDialog('conference') },
    {
      id: 'queue-line-up', label: t.lineUpQueue(snap.lineUpNum), icon: <PeopleQueueRegular />, enabled: can.lineUp, onClick: () => pickQueue('lineUp'),
      primary: snap.lineUpNum > 0,
    },
    {
      id: 'queue-white', label: t.whiteQueue(snap.whiteQNum), icon: <PersonStarRegular />, enabled: can.white, onClick: () => pickQueue('white'),
      primary: snap.whiteQNum > 0,
    },
  ];

  return (
    <div className={styles.root}>
      {/* A plain toolbar with its own arrow keys: Fluent's Toolbar brings Tabster's arrow navigation (17 KB gzip). */}
      <div role="toolbar" className={styles.toolbar} aria-label={t.name} data-connection={snap.connection} data-seat-status={snap.seatStatus}
        onKeyDown={moveFocusWithArrows}>
        <div className={styles.info}>
          <span className={mergeClasses(styles.label, styles.pill, online ? styles.online : styles.offline)} data-part="connection">{connectionText}</span>
          <Text size={200} wrap={false} className={styles.label} data-part="extension">{t.extension(snap.extension)}</Text>
          <span className={mergeClasses(styles.label, styles.pill, seatTone(snap.seatStatus, styles))} data-part="status">
            {statusLabel(snap)}
          </span>
          {call && (
            <span className={styles.info} data-part="call">
              <Text weight="semibold" wrap={false} className={mergeClasses(styles.label, styles.caller)} data-part="caller" aria-label={t.caller}>{call.callerNumber}</Text>
              {call.callerWord && <Text wrap={false} className={styles.label} data-part="caller-word">{call.callerWord}</Text>}
              {call.place && (
                <Text size={200} wrap={false} truncate className={mergeClasses(styles.label, styles.place)} title={call.place} data-part="place" aria-label={t.place}>
                  {call.place}
                </Text>
              )}
              <CallTimer startTime={call.startTime} endedAt={call.endedAt} />
            </span>
          )}
        </div>
        <SoftphoneControls controls={controls} />
      </div>
      <ConnectionLostNotice />
      {snap.notice && Notice && <Notice notice={snap.notice} />}
      {cardShown && cardReady && card && <CallerCard view={card} onClose={closeCallerCard} />}
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
