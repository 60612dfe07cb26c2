// LazyTooltip's chunk: Fluent's Tooltip drawn at an element it does not wrap, shown and hidden by LazyTooltip.
import { Tooltip, type PositioningProps } from '@fluentui/react-components';

export interface FloatingTipProps {
  target: HTMLElement;
  content: string;
  visible: boolean;
  /** Esc (Fluent's own listener while the tip shows). */
  onDismiss: () => void;
  placement: Pick<PositioningProps, 'position' | 'align'>;
  withArrow?: boolean;
}

export default function FloatingTip({ target, content, visible, onDismiss, placement, withArrow }: FloatingTipProps) {
  return (
    <Tooltip content={content} relationship="inaccessible" visible={visible} withArrow={withArrow}
      positioning={{ ...placement, target }} onVisibleChange={(_, data) => !data.visible && onDismiss()}>
      <span hidden />
    </Tooltip>
  );
}
