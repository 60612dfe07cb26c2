// Fluent's own Tooltip, its code (positioning, portal) loaded on the first hover or focus of an element that has one, so
// a page's first load carries none of it. Until then the element carries the words itself (aria-label/aria-description).
import type { PositioningShorthand, Tooltip as FluentTooltip } from '@fluentui/react-components';
import { cloneElement, useEffect, useState, useRef, type FocusEvent, type PointerEvent, type ReactElement, type Ref } from 'react';

type TooltipComponent = typeof FluentTooltip;
let loadedTooltip: TooltipComponent | undefined;
let loading: Promise<TooltipComponent | undefined> | undefined;

/** The Tooltip's chunk, once per page; after a failure the next hover tries again. */
function loadTooltip(): Promise<TooltipComponent | undefined> {
  loading ??= import('./tooltipChunk.ts').then(
    (m) => (loadedTooltip = m.Tooltip),
    (error: unknown) => {
      loading = undefined;
      console.warn('[hotline] 提示加载失败', error);
      return undefined;
    },
  );
  return loading;
}

interface ChildProps {
  ref?: Ref<HTMLElement>;
  'aria-expanded'?: boolean | 'true' | 'false';
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

export interface LazyTooltipProps {
  content: string;
  /** label: the words name the element (an icon button); description: they explain it; inaccessible: they repeat its text. */
  relationship: 'label' | 'description' | 'inaccessible';
  positioning?: PositioningShorthand;
  withArrow?: boolean;
  /** Shows the tooltip only while this holds for the element (a cell whose text is cut). */
  showIf?: (element: HTMLElement) => boolean;
  children: ReactElement<ChildProps>;
}

function setRef(ref: Ref<HTMLElement> | undefined, node: HTMLElement | null): void {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

/**
 * The element is wrapped in Fluent's Tooltip from its own first hover or focus on (a long list has no tooltip per cell);
 * that first time the tooltip is shown for the pointer or focus already there, then Fluent's delays and Esc rule it.
 */
export function LazyTooltip({ content, relationship, positioning, withArrow, showIf, children }: LazyTooltipProps) {
  const [armed, setArmed] = useState(false);
  const [visible, setVisible] = useState(false);
  const element = useRef<HTMLElement | null>(null);
  const pointer = useRef(false);
  const focus = useRef<'none' | 'plain' | 'visible'>('none');
  // Wrapping remounts the element: a focused one gets its focus back.
  const refocus = useRef(false);
  const own = children.props;
  const allowed = () => !showIf || (element.current !== null && showIf(element.current));
  useEffect(() => {
    // After the Tooltip's own effects, so its focus handler hears this focus.
    if (armed && refocus.current) element.current?.focus();
    refocus.current = false;
  }, [armed]);

  const arrive = (target: HTMLElement) => {
    element.current = target;
    if (armed || !allowed()) return;
    void loadTooltip().then((Tooltip) => {
      const expanded = element.current?.getAttribute('aria-expanded') === 'true';
      // Not while the element's own popup is open: remounting would move it off its anchor.
      if (!Tooltip || expanded || (!pointer.current && focus.current === 'none') || !allowed()) return;
      refocus.current = focus.current !== 'none';
      setVisible(pointer.current || focus.current === 'visible');
      setArmed(true);
    });
  };
  const trigger = cloneElement(children, {
    ...(armed ? {} : relationship === 'label' ? { 'aria-label': content } : relationship === 'description' ? { 'aria-description': content } : {}),
    ...(armed && {
      ref: (node: HTMLElement | null) => {
        setRef(own.ref, node);
        element.current = node ?? element.current;
      },
    }),
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      own.onPointerEnter?.(event);
      pointer.current = true;
      arrive(event.currentTarget);
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      own.onPointerLeave?.(event);
      pointer.current = false;
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event);
      focus.current = event.currentTarget.matches(':focus-visible') ? 'visible' : 'plain';
      arrive(event.currentTarget);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      own.onBlur?.(event);
      focus.current = 'none';
    },
  } as ChildProps);
  const Tooltip = loadedTooltip;
  if (!armed || !Tooltip) return trigger;
  return (
    <Tooltip content={content} relationship={relationship} positioning={positioning} withArrow={withArrow}
      visible={visible} onVisibleChange={(_, data) => setVisible(data.visible && allowed())}>
      {trigger}
    </Tooltip>
  );
}
