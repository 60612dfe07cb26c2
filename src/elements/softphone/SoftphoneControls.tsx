// The softphone's buttons in the width the bar has left: Fluent's Overflow hides the ones that do not fit (disabled ones
// first, then from the end) and lists them in a 更多 menu, so no label ever wraps or runs into the next control.
import {
  Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, Overflow, OverflowItem, useIsOverflowItemVisible, useOverflowMenu,
} from '@fluentui/react-components';
import { MoreHorizontalRegular } from '@fluentui/react-icons';
import { useState, type ReactElement } from 'react';
import { softphoneText } from '../../shared/i18n/zh-CN.ts';
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

function OverflowMenuItem({ control }: { control: SoftphoneControl }) {
  const visible = useIsOverflowItemVisible(control.id);
  if (visible) return null;
  return (
    <MenuItem icon={control.icon} disabled={!control.enabled} onClick={control.onClick} data-overflow-control={control.id}>
      {control.label}
    </MenuItem>
  );
}

function MoreMenu({ controls }: { controls: readonly SoftphoneControl[] }) {
  const { ref, isOverflowing, overflowCount } = useOverflowMenu<HTMLButtonElement>();
  if (!isOverflowing) return null;
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button ref={ref} size="small" appearance="subtle" icon={<MoreHorizontalRegular />} aria-label={t.more(overflowCount)} title={t.more(overflowCount)}
          data-control="overflow" />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {controls.map((control) => <OverflowMenuItem key={control.id} control={control} />)}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

/** Space kept free at the container's end (px), so a focused button's outline is never cut. */
const END_PADDING = 8;

/**
 * The overflow manager measures again when its container resizes or its options change, not when a label grows
 * (静音 → 取消静音, 排队 9 → 排队 10); so each change of the labels nudges the padding by half a pixel.
 */
function usePaddingFor(labels: string): number {
  const [seen, setSeen] = useState({ labels, version: 0 });
  if (seen.labels !== labels) setSeen({ labels, version: seen.version + 1 });
  return END_PADDING + (seen.version % 2) / 2;
}

/** The bar's buttons, each on one line; what does not fit is in the 更多 menu with the same state and action. */
export function SoftphoneControls({ controls }: { controls: readonly SoftphoneControl[] }) {
  const styles = useSoftphoneBarStyles();
  const padding = usePaddingFor(controls.map((control) => control.label).join('|'));
  return (
    <Overflow padding={padding}>
      <div className={styles.controls} data-part="controls">
        {controls.map((control) => (
          <OverflowItem key={control.id} id={control.id} priority={priorityOf(control)}>
            <Button size="small" appearance={control.primary ? 'primary' : 'subtle'} icon={control.icon} disabled={!control.enabled} onClick={control.onClick}
              className={styles.control} data-control={control.id}>
              {control.label}
            </Button>
          </OverflowItem>
        ))}
        <MoreMenu controls={controls} />
      </div>
    </Overflow>
  );
}
