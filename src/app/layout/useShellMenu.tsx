// A menu whose code loads on first use: the trigger is a plain button that fetches the menu's chunk on first
// pointerenter/focus and opens it on click, Enter/Space or ↓ (or a context menu); Esc closes it and gives focus back.
import type { PositioningProps, PositioningVirtualElement } from '@fluentui/react-components';
import { Suspense, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { retryableLazy } from '../../shared/ui/retryableLazy.ts';

const ShellMenu = retryableLazy(() => import('./ShellMenu.tsx'));
/** Starts the menu chunk's download (hover or focus on a trigger), so a click finds it loaded. */
export const preloadShellMenu = ShellMenu.preload;

export interface ShellMenuItem {
  key: string;
  label: string;
  icon?: ReactElement;
  disabled?: boolean;
  dividerBefore?: boolean;
  onClick: () => void;
}

type Target = HTMLElement | PositioningVirtualElement;

/** A point on the screen as a positioning target (where a context menu was asked for). */
const pointAt = (x: number, y: number): PositioningVirtualElement => ({
  getBoundingClientRect: () => ({ x, y, top: y, left: x, bottom: y, right: x, width: 0, height: 0 }),
});

export interface ShellMenuControl {
  open: boolean;
  /** Spread on a button that opens the menu below it. */
  buttonProps: {
    'aria-haspopup': 'menu';
    'aria-expanded': boolean;
    onPointerEnter: () => void;
    onFocus: () => void;
    onClick: (event: MouseEvent<HTMLElement>) => void;
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  };
  /** Opens the menu for a contextmenu event: at the pointer, or below the element when the keyboard asked. */
  openAtContext: (event: MouseEvent<HTMLElement>, element: HTMLElement) => void;
  /** The menu itself, to render anywhere (it lives in a portal). */
  menu: ReactNode;
}

/** Where the menu opens beside its trigger. */
export type ShellMenuPlacement = Pick<PositioningProps, 'position' | 'align'>;

export function useShellMenu(items: readonly ShellMenuItem[], placement: ShellMenuPlacement = { position: 'below', align: 'start' }): ShellMenuControl {
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState<Target | null>(null);
  const focusBack = useRef<HTMLElement | null>(null);
  const show = (at: Target, trigger: HTMLElement) => {
    focusBack.current = trigger;
    setTarget(at);
    setOpen(true);
  };
  return {
    open,
    buttonProps: {
      'aria-haspopup': 'menu',
      'aria-expanded': open,
      onPointerEnter: preloadShellMenu,
      onFocus: preloadShellMenu,
      onClick: (event) => (open ? setOpen(false) : show(event.currentTarget, event.currentTarget)),
      onKeyDown: (event) => {
        if (event.key !== 'ArrowDown') return;
        event.preventDefault();
        show(event.currentTarget, event.currentTarget);
      },
    },
    openAtContext: (event, element) => {
      event.preventDefault();
      // A keyboard's context menu (Shift+F10, the menu key) comes at 0,0 or without a pointer: open below the element.
      const fromKeyboard = event.button !== 2 && event.clientX === 0 && event.clientY === 0;
      show(fromKeyboard ? element : pointAt(event.clientX, event.clientY), element);
    },
    menu: target && (
      <Suspense fallback={null}>
        <ShellMenu items={items} open={open} positioning={{ ...placement, target }}
          onOpenChange={(next, restoreFocus) => {
            setOpen(next);
            if (!next && restoreFocus) focusBack.current?.focus();
          }} />
      </Suspense>
    ),
  };
}
