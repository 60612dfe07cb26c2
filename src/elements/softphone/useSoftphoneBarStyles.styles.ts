// The softphone bar's layout: one row, 50 px high. The seat's and the call's labels never wrap and never shrink (the
// caller's number, the seat state and the call timer are always shown); the buttons get the width that is left.
import { makeStyles, tokens } from '@fluentui/react-components';

export const useSoftphoneBarStyles = makeStyles({
  root: { position: 'relative', display: 'flex', alignItems: 'center', height: '50px', minWidth: 0, flexGrow: 1 },
  toolbar: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'nowrap',
    gap: tokens.spacingHorizontalS,
    flexGrow: 1,
    minWidth: 0,
    padding: 0,
  },
  info: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexShrink: 0 },
  /** A label of the info part: one line, its own width. */
  label: { whiteSpace: 'nowrap', flexShrink: 0 },
  caller: { fontVariantNumeric: 'tabular-nums' },
  // Badge-like pills for the connection and the seat state, drawn here: Fluent's Badge is a 3 KB chunk of its own.
  pill: {
    display: 'inline-flex', alignItems: 'center', height: '20px', padding: `0 ${tokens.spacingHorizontalS}`, borderRadius: tokens.borderRadiusCircular,
    fontSize: tokens.fontSizeBase200, fontWeight: tokens.fontWeightSemibold, lineHeight: tokens.lineHeightBase200, border: `${tokens.strokeWidthThin} solid transparent`,
  },
  online: { backgroundColor: tokens.colorPaletteGreenBackground1, color: tokens.colorPaletteGreenForeground1, border: `${tokens.strokeWidthThin} solid ${tokens.colorPaletteGreenBorder1}` },
  offline: { backgroundColor: tokens.colorPaletteRedBackground1, color: tokens.colorPaletteRedForeground1, border: `${tokens.strokeWidthThin} solid ${tokens.colorPaletteRedBorder1}` },
  working: { backgroundColor: tokens.colorBrandBackground, color: tokens.colorNeutralForegroundOnBrand },
  onBreak: { backgroundColor: tokens.colorStatusWarningBackground3, color: tokens.colorNeutralForeground1 },
  signedOut: { backgroundColor: tokens.colorNeutralBackground5, color: tokens.colorNeutralForeground1 },
  /** The caller's place may be long ("内蒙古 呼和浩特市 移动"): at most 10em, the rest as … with the full text on hover. */
  place: { maxWidth: '10em', overflow: 'hidden', textOverflow: 'ellipsis' },
  /** Grows into the width left; its width, not its content, decides how many buttons show (width 0 keeps it out of the bar's minimum). */
  controls: { display: 'flex', alignItems: 'center', flexWrap: 'nowrap', flexGrow: 1, flexShrink: 1, flexBasis: 0, width: 0, minWidth: 0 },
  control: { whiteSpace: 'nowrap', flexShrink: 0, minWidth: 'auto' },
});
