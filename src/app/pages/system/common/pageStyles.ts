// Layout shared by the admin pages, so the paged lists (岗位, 角色) and the tree pages (部门, 菜单) look alike.
import { makeStyles, tokens } from '@fluentui/react-components';

export { useListPageStyles } from '../../../../shared/ui/AdminList/index.ts';

/** A tree table page: search panel, toolbar with 展开全部 / 折叠全部, tree table. */
export const useTreePageStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
  toolbar: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
});
