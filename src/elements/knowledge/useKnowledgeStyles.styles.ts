import { makeStyles, shorthands, tokens } from '@fluentui/react-components';

/** The knowledge pages' look: one search column, result cards, the reader, the maintenance tabs. */
export const useKnowledgeStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL, boxSizing: 'border-box', minHeight: '100%' },
  heading: { margin: 0 },
  searchRow: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', maxWidth: '960px' },
  searchBox: { flexGrow: 1, maxWidth: 'none' },
  filters: { display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: tokens.spacingHorizontalM, maxWidth: '960px' },
  // A long department name must not widen its select over the next one.
  filter: { minWidth: 0 },
  filterSelect: { minWidth: 0, '& select': { textOverflow: 'ellipsis' } },
  summary: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center', color: tokens.colorNeutralForeground3 },
  results: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '960px' },
  hit: {
    display: 'block', width: '100%', textAlign: 'left', cursor: 'pointer', font: 'inherit', color: 'inherit',
    backgroundColor: tokens.colorNeutralBackground1, ...shorthands.border('1px', 'solid', tokens.colorNeutralStroke2),
    borderRadius: tokens.borderRadiusMedium, padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    ':hover': { ...shorthands.borderColor(tokens.colorBrandStroke1) },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
    '& mark': { backgroundColor: tokens.colorPaletteYellowBackground2, color: 'inherit', padding: '0 1px' },
  },
  hitTitle: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center', fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForeground1 },
  hitSnippet: { display: 'block', marginTop: tokens.spacingVerticalXS, color: tokens.colorNeutralForeground2, lineHeight: tokens.lineHeightBase300 },
  hitMeta: { marginTop: tokens.spacingVerticalXS, display: 'flex', flexWrap: 'wrap', gap: `0 ${tokens.spacingHorizontalM}`, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  hint: { color: tokens.colorNeutralForeground3, maxWidth: '960px' },
  empty: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingVerticalXL, color: tokens.colorNeutralForeground2, maxWidth: '960px' },
  pager: { maxWidth: '960px' },
  // reader
  readerBody: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`, margin: 0, '& dt': { color: tokens.colorNeutralForeground3 }, '& dd': { margin: 0 } },
  answer: {
    backgroundColor: tokens.colorBrandBackground2, borderRadius: tokens.borderRadiusMedium, padding: tokens.spacingHorizontalM,
    display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, whiteSpace: 'pre-wrap',
  },
  answerHead: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', fontWeight: tokens.fontWeightSemibold },
  richText: {
    lineHeight: tokens.lineHeightBase400, wordBreak: 'break-word',
    '& table': { borderCollapse: 'collapse' }, '& th, & td': { ...shorthands.border('1px', 'solid', tokens.colorNeutralStroke2), padding: '2px 6px' },
  },
  preWrap: { whiteSpace: 'pre-wrap' },
  sectionTitle: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  files: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', alignItems: 'flex-start' },
  warning: { color: tokens.colorPaletteDarkOrangeForeground1 },
  error: { color: tokens.colorPaletteRedForeground1 },
  // forms
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  formGrid: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}` },
  wide: { gridColumn: '1 / -1' },
  wideDialog: { width: '880px', maxWidth: 'calc(100vw - 32px)' },
  diffDialog: { width: '1040px', maxWidth: 'calc(100vw - 32px)' },
  upload: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  // maintenance
  tabs: { borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  toolbar: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  twoColumns: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(420px, 1fr))', gap: tokens.spacingHorizontalL, alignItems: 'start' },
  // diff
  diffRow: { display: 'grid', gridTemplateColumns: '96px 1fr', gap: tokens.spacingHorizontalM, padding: `${tokens.spacingVerticalS} 0`, borderBottom: `1px solid ${tokens.colorNeutralStroke3}` },
  diffLabel: { color: tokens.colorNeutralForeground3 },
  diffText: { whiteSpace: 'pre-wrap', wordBreak: 'break-word', lineHeight: tokens.lineHeightBase400, maxHeight: '360px', overflowY: 'auto' },
  ins: { backgroundColor: tokens.colorPaletteGreenBackground2, color: tokens.colorPaletteGreenForeground2, textDecoration: 'underline' },
  del: { backgroundColor: tokens.colorPaletteRedBackground2, color: tokens.colorPaletteRedForeground2, textDecoration: 'line-through' },
  srOnly: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
  legend: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', fontSize: tokens.fontSizeBase200 },
});
