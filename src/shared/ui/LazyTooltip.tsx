// A tooltip whose code loads on the first hover or focus of its element, so a page's first paint carries no tooltip or
// positioning code (hidden, as Fluent's, while the element's popup is open). Until then the element carries the words itself (aria-label, or aria-description), as Fluent's would.
import type { PositioningProps } from '@fluentui/react-components';
import { Suspense, cloneElement, useEffect, useRef, useState, type FocusEvent, type PointerEvent, type ReactElement } from 'react';
import { retryableLazy } from './retryableLazy.ts';

const FloatingTip = retryableLazy(() => import('./FloatingTip.tsx'));

/** Fluent Tooltip's own delays. */
const SHOW_DELAY_MS = 250;
const HIDE_DELAY_MS = 250;

interface ChildProps {
  'aria-expanded'?: boolean;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

export interface LazyTooltipProps {
  content: string;
  /** label: the words name the element (an icon button); description: they explain it. */
  relationship: 'label' | 'description';
  placement?: Pick<PositioningProps, 'position' | 'align'>;
  withArrow?: boolean;
  children: ReactElement<ChildProps>;
}

export function LazyTooltip({ content, relationship, placement = { position: 'above' }, withArrow, children }: LazyTooltipProps) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const later = (next: boolean, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setVisible(next), delay);
  };
  const show = (element: HTMLElement) => {
    setTarget(element);
    later(true, SHOW_DELAY_MS);
  };
  const own = children.props;
  const trigger = cloneElement(children, {
    ...(relationship === 'label' ? { 'aria-label': content } : { 'aria-description': content }),
    onPointerEnter: (event: PointerEvent<HTMLElement>) => { own.onPointerEnter?.(event); show(event.currentTarget); },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => { own.onPointerLeave?.(event); later(false, HIDE_DELAY_MS); },
    onFocus: (event: FocusEvent<HTMLElement>) => { own.onFocus?.(event); if (event.currentTarget.matches(':focus-visible')) show(event.currentTarget); },
    onBlur: (event: FocusEvent<HTMLElement>) => { own.onBlur?.(event); later(false, 0); },
  } as ChildProps);
  return (
    <>
      {trigger}
      {target && (
        <Suspense fallback={null}>
          <FloatingTip target={target} content={content} visible={visible && own['aria-expanded'] !== true} placement={placement} withArrow={withArrow}
            onDismiss={() => { clearTimeout(timer.current); setVisible(false); }} />
        </Suspense>
      )}
    </>
  );
}
