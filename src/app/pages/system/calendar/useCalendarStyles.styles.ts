import { makeStyles, tokens } from '@fluentui/react-components';

export const useCalendarStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalM, minWidth: 0 },
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  year: { minWidth: '80px', textAlign: 'center', margin: 0 },
  legend: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, marginLeft: 'auto', color: tokens.colorNeutralForeground2 },
  swatch: {
    display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: '20px', height: '20px', fontSize: tokens.fontSizeBase100,
    borderRadius: tokens.borderRadiusSmall, marginLeft: tokens.spacingHorizontalS,
  },
  body: {
    display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 260px', gap: tokens.spacingHorizontalL, alignItems: 'start',
    '@media (max-width: 1199px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  months: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(232px, 1fr))', gap: tokens.spacingHorizontalM },
  month: {
    borderCollapse: 'collapse', width: '100%', tableLayout: 'fixed', backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium,
    '& th': { textAlign: 'center', fontWeight: tokens.fontWeightRegular, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, padding: '2px 0' },
    '& td': { padding: '1px', textAlign: 'center' },
  },
  caption: { fontWeight: tokens.fontWeightSemibold, textAlign: 'left', padding: `${tokens.spacingVerticalXS} 0` },
  day: {
    position: 'relative', display: 'flex', alignItems: 'center', justifyContent: 'center', width: '100%', height: '30px', boxSizing: 'border-box',
    border: 'none', borderRadius: tokens.borderRadiusSmall, backgroundColor: 'transparent', color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase200, fontFamily: 'inherit', cursor: 'default',
  },
  clickable: { cursor: 'pointer', ':hover': { outline: `1px solid ${tokens.colorBrandStroke1}` } },
  off: { color: tokens.colorNeutralForeground3, backgroundColor: tokens.colorNeutralBackground3 },
  holiday: { color: tokens.colorPaletteRedForeground1, backgroundColor: tokens.colorPaletteRedBackground1 },
  swapped: { color: tokens.colorBrandForeground1, backgroundColor: tokens.colorBrandBackground2 },
  mark: { position: 'absolute', top: '0', right: '2px', fontSize: '10px', lineHeight: '12px' },
  summary: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  runs: {
    listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS,
    '& li': { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap', fontSize: tokens.fontSizeBase200 },
  },
  runName: { fontWeight: tokens.fontWeightSemibold },
});
