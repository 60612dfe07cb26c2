// The draggable announcement widget: a small button that opens a 320 px panel; its place is kept per session. Where the
// host gives it a dock (the console's top bar), it rests there as an icon, covering no content, until dragged out.
import { Button, Spinner, Text, makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular, ArrowLeftRegular, DismissRegular, MegaphoneRegular, PinRegular, ReOrderDotsVerticalRegular } from '@fluentui/react-icons';
import { Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useSnapshot } from 'valtio';
import { ANNOUNCEMENT_WIDGET_WIDTH_PX } from '../../shared/constants.ts';
import { noticesText, zhCN } from '../../shared/i18n/zh-CN.ts';
import { session } from '../../shared/session/session.store.ts';
import { retryableLazy } from '../../shared/ui/retryableLazy.ts';
// What the open panel shows loads when it first opens: a closed widget is only its button.
const SignInForm = retryableLazy(() => import('../../shared/ui/SignInForm.tsx').then((m) => ({ default: m.SignInForm })));
const AnnouncementDetail = retryableLazy(() => import('./AnnouncementDetail.tsx').then((m) => ({ default: m.AnnouncementDetail })));
const AnnouncementList = retryableLazy(() => import('./AnnouncementList.tsx').then((m) => ({ default: m.AnnouncementList })));
import {
  KEYBOARD_STEP_PX, announcementWidget, clampToViewport, defaultPosition, dockWidget, moveWidget, setWidgetOpen, showAnnouncementDetail,
  type WidgetPosition,
} from './widget.store.ts';

const useStyles = makeStyles({
  root: {
    position: 'fixed', zIndex: 1000, boxSizing: 'border-box', display: 'flex', flexDirection: 'column',
    backgroundColor: tokens.colorNeutralBackground1, boxShadow: tokens.shadow16, ...shorthands.borderRadius(tokens.borderRadiusLarge),
    ...shorthands.border('1px', 'solid', tokens.colorNeutralStroke2),
  },
  open: { width: `${ANNOUNCEMENT_WIDGET_WIDTH_PX}px`, maxHeight: 'min(560px, calc(100vh - 16px))' },
  bar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS, padding: tokens.spacingHorizontalXXS },
  header: { borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  handle: { cursor: 'move', touchAction: 'none', minWidth: '24px' },
  title: { flexGrow: 1, minWidth: 0 },
  body: { overflowY: 'auto', padding: tokens.spacingHorizontalM, minHeight: '120px', flexShrink: 1 },
});

/** Size used before the first measurement (the collapsed button). */
const INITIAL_SIZE = { width: 160, height: 40 };
/** A press on the docked icon that moves farther than this is a drag out of the dock, not a click. */
const DRAG_THRESHOLD_PX = 5;

export interface AnnouncementWidgetProps {
  /** Rendered in the host's dock (a bar): at rest it is an icon there, and its panel opens below it. */
  dockable?: boolean;
}

export function AnnouncementWidget({ dockable = false }: AnnouncementWidgetProps) {
  const styles = useStyles();
  const dockButton = useRef<HTMLButtonElement>(null);
  const dragOut = useRef<{ x: number; y: number; dragged: boolean } | null>(null);
  const { open, position, detailId } = useSnapshot(announcementWidget);
  const { token } = useSnapshot(session);
  const box = useRef<HTMLDivElement>(null);
  const drag = useRef<{ dx: number; dy: number } | null>(null);
  const [size, setSize] = useState(INITIAL_SIZE);
  const [, setViewportTick] = useState(0);
  const [reload, setReload] = useState(0);
  const [total, setTotal] = useState<number | null>(null);

  // The box changes size when it opens, closes or loads a longer list; it must stay inside the viewport each time.
  useLayoutEffect(() => {
    const node = box.current;
    if (!node) return;
    const measure = () => setSize((old) => (old.width === node.offsetWidth && old.height === node.offsetHeight ? old : { width: node.offsetWidth, height: node.offsetHeight }));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [open]);

  useEffect(() => {
    const onResize = () => {
      const node = box.current;
      if (announcementWidget.position && node) moveWidget(announcementWidget.position, node.offsetWidth, node.offsetHeight);
      setViewportTick((n) => n + 1);
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const docked = dockable && position === null;
  const placed: WidgetPosition = position
    ? clampToViewport(position, size.width, size.height)
    : docked ? belowDock(dockButton.current, size.width) : defaultPosition(size.width, size.height);

  const move = useCallback((next: WidgetPosition) => moveWidget(next, box.current?.offsetWidth ?? size.width, box.current?.offsetHeight ?? size.height), [size]);

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    drag.current = { dx: event.clientX - placed.x, dy: event.clientY - placed.y };
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      /* a pointer the browser no longer tracks: the drag still follows moves over the handle */
    }
    event.preventDefault();
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    if (drag.current) move({ x: event.clientX - drag.current.dx, y: event.clientY - drag.current.dy });
  };
  const endDrag = (event: PointerEvent<HTMLButtonElement>) => {
    drag.current = null;
    if (event.currentTarget.hasPointerCapture?.(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
  };
  const onHandleKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.shiftKey ? KEYBOARD_STEP_PX * 5 : KEYBOARD_STEP_PX;
    const delta: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const d = delta[event.key];
    if (!d) return;
    event.preventDefault();
    // The live store, not this render's value: key repeats arrive faster than renders.
    const from = announcementWidget.position ?? placed;
    move({ x: from.x + d[0], y: from.y + d[1] });
  };

  // Dragging the docked icon takes the widget out of the dock: it then follows the pointer as the floating button.
  const onDockPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    dragOut.current = { x: event.clientX, y: event.clientY, dragged: false };
    const follow = (e: globalThis.PointerEvent) => {
      const start = dragOut.current;
      if (!start || (!start.dragged && Math.hypot(e.clientX - start.x, e.clientY - start.y) < DRAG_THRESHOLD_PX)) return;
      start.dragged = true;
      moveWidget({ x: e.clientX - 16, y: e.clientY - 16 }, INITIAL_SIZE.width, INITIAL_SIZE.height);
    };
    const stop = () => {
      // After the click that ends this press: a drag's release must not also open the panel.
      setTimeout(() => (dragOut.current = null));
      window.removeEventListener('pointermove', follow);
      window.removeEventListener('pointerup', stop);
      window.removeEventListener('pointercancel', stop);
    };
    window.addEventListener('pointermove', follow);
    window.addEventListener('pointerup', stop);
    window.addEventListener('pointercancel', stop);
  };

  const dock = docked ? (
    <Button
      ref={dockButton}
      appearance="subtle"
      icon={<MegaphoneRegular />}
      aria-label={noticesText.dockedButton}
      title={noticesText.widgetTitle}
      aria-expanded={open}
      data-widget-open=""
      data-announcement-dock=""
      onPointerDown={onDockPointerDown}
      onClick={() => {
        if (!dragOut.current?.dragged) setWidgetOpen(!open);
      }}
    />
  ) : null;

  const dockBack = dockable && !docked && (
    <Button size="small" appearance="subtle" icon={<PinRegular />} aria-label={noticesText.dock} title={noticesText.dock} onClick={dockWidget} data-widget-dock="" />
  );

  const handle = (
    <Button
      className={styles.handle}
      appearance="subtle"
      size="small"
      icon={<ReOrderDotsVerticalRegular />}
      aria-label={noticesText.dragHandle}
      data-drag-handle=""
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onKeyDown={onHandleKey}
    />
  );

  // The same two places every render (dock icon, box): the box keeps its element, and its drag, when it leaves the dock.
  return (
    <>
      {dock}
      {(!docked || open) && (
        <div
          ref={box}
          className={mergeClasses(styles.root, open && styles.open)}
          style={{ left: `${placed.x}px`, top: `${placed.y}px` }}
          role={open ? 'dialog' : undefined}
          aria-label={open ? noticesText.widgetTitle : undefined}
          data-announcement-widget={open ? 'open' : 'closed'}
          onKeyDown={(event) => {
            if (open && event.key === 'Escape') setWidgetOpen(false);
          }}
        >
          {open ? (
            <>
              <div className={mergeClasses(styles.bar, styles.header)}>
                {handle}
                {detailId !== null && (
                  <Button size="small" appearance="subtle" icon={<ArrowLeftRegular />} aria-label={noticesText.back} onClick={() => showAnnouncementDetail(null)} />
                )}
                <Text className={styles.title} weight="semibold">{noticesText.widgetTitle}</Text>
                {token && detailId === null && (
                  <Button size="small" appearance="subtle" icon={<ArrowClockwiseRegular />} aria-label={noticesText.refresh} onClick={() => setReload((n) => n + 1)} />
                )}
                {dockBack}
                <Button size="small" appearance="subtle" icon={<DismissRegular />} aria-label={noticesText.widgetClose} onClick={() => setWidgetOpen(false)} />
              </div>
              <div className={styles.body}>
                <Suspense fallback={<Spinner size="small" label={zhCN.common.loading} />}>
                  {!token ? <SignInForm /> : detailId !== null ? <AnnouncementDetail id={detailId} /> : <AnnouncementList reload={reload} onTotal={setTotal} />}
                </Suspense>
              </div>
            </>
          ) : (
            <div className={styles.bar}>
              {handle}
              <Button appearance="primary" size="small" icon={<MegaphoneRegular />} aria-expanded={false} onClick={() => setWidgetOpen(true)} data-widget-open="">
                {total === null ? noticesText.widgetTitle : noticesText.widgetOpen(total)}
              </Button>
              {dockBack}
            </div>
          )}
        </div>
      )}
    </>
  );
}

/** The open panel of a docked widget hangs below the bar of its icon, its right edge at the icon's (inside the viewport). */
function belowDock(icon: HTMLElement | null, width: number): WidgetPosition {
  const rect = icon?.getBoundingClientRect();
  if (!rect) return { x: Math.max(0, window.innerWidth - width - 8), y: 56 };
  const bar = (icon?.closest('header') ?? icon)!.getBoundingClientRect();
  return { x: Math.round(Math.max(0, Math.min(rect.right - width, window.innerWidth - width - 8))), y: Math.round(Math.max(rect.bottom, bar.bottom) + 4) };
}
