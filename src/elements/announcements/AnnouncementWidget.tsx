// The draggable floating announcement widget: a small button that opens a 320 px panel; its place is kept per session.
import { Button, Spinner, Text, makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular, ArrowLeftRegular, DismissRegular, MegaphoneRegular, ReOrderDotsVerticalRegular } from '@fluentui/react-icons';
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
  KEYBOARD_STEP_PX, announcementWidget, clampToViewport, defaultPosition, moveWidget, setWidgetOpen, showAnnouncementDetail,
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

export function AnnouncementWidget() {
  const styles = useStyles();
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

  const placed: WidgetPosition = position ? clampToViewport(position, size.width, size.height) : defaultPosition(size.width, size.height);

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

  return (
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
        </div>
      )}
    </div>
  );
}
