// The console shell's menus (user menu, tab actions, the collapsed sidebar's groups): a chunk loaded on a menu's first
// use, so the shell's first paint carries no menu, positioning or arrow-key code.
import { Menu, MenuDivider, MenuItem, MenuList, MenuPopover, type PositioningShorthand } from '@fluentui/react-components';
import { Fragment } from 'react';
import type { ShellMenuItem } from './useShellMenu.tsx';

export interface ShellMenuProps {
  items: readonly ShellMenuItem[];
  open: boolean;
  positioning: PositioningShorthand;
  /** restoreFocus: closed from the keyboard or by a choice, so focus goes back to the trigger. */
  onOpenChange: (open: boolean, restoreFocus: boolean) => void;
}

const CLOSED_ELSEWHERE = new Set(['clickOutside', 'scrollOutside', 'menuMouseEnter']);

export default function ShellMenu({ items, open, positioning, onOpenChange }: ShellMenuProps) {
  return (
    // At a pointer (a context menu), a scroll elsewhere closes it, as Fluent's openOnContext does.
    <Menu open={open} positioning={positioning} closeOnScroll={typeof positioning === 'object' && !(positioning.target instanceof HTMLElement)} hasIcons={items.some((item) => item.icon)}
      onOpenChange={(_, data) => onOpenChange(data.open, !CLOSED_ELSEWHERE.has(data.type))}>
      <MenuPopover>
        <MenuList>
          {items.map((item) => (
            <Fragment key={item.key}>
              {item.dividerBefore && <MenuDivider />}
              <MenuItem icon={item.icon} disabled={item.disabled} onClick={item.onClick}>
                {item.label}
              </MenuItem>
            </Fragment>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
