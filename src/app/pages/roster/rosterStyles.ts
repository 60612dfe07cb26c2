// The roster forms' layout: two columns, wide rows for remarks and members.
import { makeStyles, tokens } from '@fluentui/react-components';

export const useRosterFormStyles = makeStyles({
  surface: { width: '640px', maxWidth: 'calc(100vw - 32px)' },
  form: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}` },
  wide: { gridColumn: '1 / -1' },
});
