// The 更多 menu of the softphone's buttons that do not fit: loaded on its first opening, so the bar's first paint
// carries no menu, positioning or arrow-key navigation code (about 20 KB gzip).
import { Menu, MenuItem, MenuList, MenuPopover } from '@fluentui/react-components';
import type { SoftphoneControl } from './SoftphoneControls.tsx';

function OverflowMenuItem({ control, onDone }: { control: SoftphoneControl; onDone: () => void }) {
  return (
    <MenuItem icon={control.icon} disabled={!control.enabled} onClick={() => { onDone(); control.onClick(); }} data-overflow-control={control.id}>
      {control.label}
    </MenuItem>
  );
}

export interface SoftphoneMoreMenuProps {
  /** The buttons that do not fit on the bar. */
  controls: readonly SoftphoneControl[];
  /** The ⋯ button the menu opens from (and gives focus back to). */
  target: HTMLElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export default function SoftphoneMoreMenu({ controls, target, open, onOpenChange }: SoftphoneMoreMenuProps) {
  return (
    <Menu open={open} onOpenChange={(_, data) => onOpenChange(data.open)} positioning={{ target, position: 'below', align: 'end' }}>
      <MenuPopover>
        <MenuList>
          {controls.map((control) => <OverflowMenuItem key={control.id} control={control} onDone={() => onOpenChange(false)} />)}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
