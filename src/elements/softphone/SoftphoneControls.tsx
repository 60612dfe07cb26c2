// The softphone's buttons in the width the bar has left: the ones that do not fit (disabled ones first, then from the
// end) move into a 更多 menu, so no label ever wraps or runs into the next control. The fit is measured here rather
// than with Fluent's Overflow, which would add 4 KB gzip to a bar that must stay light for the quality-inspection page.
import { Button } from '@fluentui/react-components';
import { MoreHorizontalRegular } from '@fluentui/react-icons/svg/more-horizontal';
import { Suspense, useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import { softphoneText } from '../../shared/i18n/zh-CN.ts';
import { retryableLazy } from '../../shared/ui/retryableLazy.ts';
import { useSoftphoneBarStyles } from './useSoftphoneBarStyles.styles.ts';

const t = softphoneText;

/** One button of the bar. */
export interface SoftphoneControl {
  /** Stable name, also the button's `data-control`. */
  id: string;
  /** The button's text. */
  label: string;
  /** The button's icon. */
  icon: ReactElement;
  /** Whether the seat can use it now. */
  enabled: boolean;
  onClick: () => void;
  /** Draws the button as the one to press (an incoming call's 接听, a waiting queue). */
  primary?: boolean;
  /** Kept on the bar before other enabled buttons when space is short (接听, 挂断). */
  urgent?: boolean;
}

/** Enabled buttons stay longest, urgent ones longer still; disabled ones are the first to move into the menu. */
const priorityOf = (control: SoftphoneControl) => (control.enabled ? (control.urgent ? 2 : 1) : 0);

/** Space kept free at the container's end (px), so a focused button's outline is never cut. */
const END_PADDING = 8;

/**
 * Which buttons to hide so the rest fit in `available` px: the lowest priority first, and among equals from the end.
 * `widths` include each button's gap; `moreWidth` is what ⋯ takes once anything is hidden.
 */
export function controlsToHide(controls: readonly SoftphoneControl[], widths: readonly number[], available: number, moreWidth: number): Set<string> {
  const total = widths.reduce((sum, w) => sum + w, 0);
  const hidden = new Set<string>();
  if (total <= available) return hidden;
  const order = controls.map((control, index) => ({ control, index })).sort((a, b) => priorityOf(a.control) - priorityOf(b.control) || b.index - a.index);
  let used = total;
  for (const { control, index } of order) {
    if (used <= available - moreWidth) break;
    hidden.add(control.id);
    used -= widths[index]!;
  }
  return hidden;
}

const SoftphoneMoreMenu = retryableLazy(() => import('./SoftphoneMoreMenu.tsx'));

/** ⋯ with the buttons that do not fit; the menu itself loads when it is first opened. */
function MoreMenu({ controls, button, setButton }: { controls: readonly SoftphoneControl[]; button: HTMLButtonElement | null; setButton: (b: HTMLButtonElement | null) => void }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        ref={setButton}
        size="small" appearance="subtle" icon={<MoreHorizontalRegular />} aria-label={t.more(controls.length)} title={t.more(controls.length)}
        aria-haspopup="menu" aria-expanded={open} data-control="overflow"
        onClick={() => {
          setWanted(true);
          setOpen(!open);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown') return;
          event.preventDefault();
          setWanted(true);
          setOpen(true);
        }}
      />
      {wanted && button && (
        <Suspense fallback={null}>
          <SoftphoneMoreMenu controls={controls} target={button} open={open} onOpenChange={(next) => {
            setOpen(next);
            if (!next) button.focus();
          }} />
        </Suspense>
      )}
    </>
  );
}

/** The bar's buttons, each on one line; what does not fit is in the 更多 menu with the same state and action. */
export function SoftphoneControls({ controls }: { controls: readonly SoftphoneControl[] }) {
  const styles = useSoftphoneBarStyles();
  const box = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [more, setMore] = useState<HTMLButtonElement | null>(null);
  const moreWidth = useRef(32);
  const [width, setWidth] = useState(0);

  useLayoutEffect(() => {
    const node = box.current;
    if (!node) return;
    const observer = new ResizeObserver(() => setWidth(node.clientWidth));
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  // Labels and states change widths (静音 -> 取消静音, 排队 9 -> 10): show every button, measure, hide what does not fit.
  const signature = controls.map((c) => `${c.id}:${c.label}:${c.enabled}:${c.urgent ?? ''}`).join('|');
  useLayoutEffect(() => {
    const node = box.current;
    if (!node) return;
    const buttons = controls.map((c) => node.querySelector<HTMLElement>(`[data-control="${c.id}"]`));
    // Fluent's button sets its own display, so the hidden attribute alone would not hide it: the style does.
    for (const b of buttons) b?.style.removeProperty('display');
    const gap = parseFloat(getComputedStyle(node).columnGap) || 0;
    const widths = buttons.map((b) => (b ? b.getBoundingClientRect().width + gap : 0));
    if (more) moreWidth.current = more.getBoundingClientRect().width + gap || moreWidth.current;
    const next = controlsToHide(controls, widths, node.clientWidth - END_PADDING, moreWidth.current);
    buttons.forEach((b, i) => next.has(controls[i]!.id) && b?.style.setProperty('display', 'none'));
    setHidden((current) => (current.size === next.size && [...next].every((id) => current.has(id)) ? current : next));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature, width, more]);

  const overflowing = controls.filter((c) => hidden.has(c.id));
  return (
    <div ref={box} className={styles.controls} data-part="controls">
      {controls.map((control) => (
        <Button key={control.id} size="small" appearance={control.primary ? 'primary' : 'subtle'} icon={control.icon} disabled={!control.enabled}
          onClick={control.onClick} className={styles.control} data-control={control.id} style={hidden.has(control.id) ? { display: 'none' } : undefined}>
          {control.label}
        </Button>
      ))}
      {overflowing.length > 0 && <MoreMenu controls={overflowing} button={more} setButton={setMore} />}
    </div>
  );
}
