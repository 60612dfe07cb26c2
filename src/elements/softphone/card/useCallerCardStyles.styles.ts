// The ringing caller's card: a panel under the bar's left end (the ring notice sits at the right), above the page.
import { makeStyles, tokens } from '@fluentui/react-components';

export const useCallerCardStyles = makeStyles({
  root: {
    position: 'absolute', top: '50px', left: 0, zIndex: 10, width: '380px', maxWidth: '100%', boxSizing: 'border-box',
    display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1, borderRadius: tokens.borderRadiusMedium, boxShadow: tokens.shadow16,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  grow: { flexGrow: 1, minWidth: 0 },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  // Pills drawn here as the bar draws its own: Fluent's Badge is a 3 KB chunk of its own.
  pill: {
    display: 'inline-flex', alignItems: 'center', height: '20px', padding: `0 ${tokens.spacingHorizontalS}`, borderRadius: tokens.borderRadiusCircular,
    fontSize: tokens.fontSizeBase200, fontWeight: tokens.fontWeightSemibold, lineHeight: tokens.lineHeightBase200, whiteSpace: 'nowrap',
  },
  danger: { backgroundColor: tokens.colorPaletteRedBackground1, color: tokens.colorPaletteRedForeground1, border: `${tokens.strokeWidthThin} solid ${tokens.colorPaletteRedBorder1}` },
  warning: { backgroundColor: tokens.colorStatusWarningBackground1, color: tokens.colorStatusWarningForeground1, border: `${tokens.strokeWidthThin} solid ${tokens.colorStatusWarningBorder1}` },
  open: { backgroundColor: tokens.colorBrandBackground2, color: tokens.colorBrandForeground2 },
  closed: { backgroundColor: tokens.colorNeutralBackground3, color: tokens.colorNeutralForeground2 },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  order: { display: 'grid', gridTemplateColumns: 'auto auto 1fr auto', alignItems: 'center', columnGap: tokens.spacingHorizontalS, fontVariantNumeric: 'tabular-nums' },
  muted: { color: tokens.colorNeutralForeground3 },
  failed: { color: tokens.colorPaletteRedForeground1 },
});
