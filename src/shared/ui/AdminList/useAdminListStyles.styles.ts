// Layout of the searched, paged list pages (the admin lists and the other pages built the same way), so they look alike.
import { makeStyles, tokens } from '@fluentui/react-components';

/** A searched, paged list page: search panel, toolbar, table, pager. */
export const useListPageStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalM, minWidth: 0 },
  // A page with a panel beside its list (用户管理's department tree); one column on a phone.
  withAside: {
    display: 'grid', gridTemplateColumns: '240px minmax(0, 1fr)', gap: tokens.spacingHorizontalM, padding: tokens.spacingHorizontalM, alignItems: 'start',
    '@media (max-width: 991px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  main: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
});
