// A card-like surface for static content. Fluent's Card brings focus management for interactive cards (6.6 KB gzip
// with its helpers) that the sign-in form and the dashboard's tiles do not use, on the console's first visit.
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { HTMLAttributes } from 'react';

const usePanelStyles = makeStyles({
  panel: {
    display: 'flex', flexDirection: 'column', gap: '12px', padding: '12px', boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground1, color: tokens.colorNeutralForeground1,
    borderRadius: tokens.borderRadiusMedium, boxShadow: tokens.shadow4,
  },
});

/** Looks like Fluent's Card (same background, radius, shadow, padding and gap); `className` adds to it. */
export function Panel({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  const styles = usePanelStyles();
  return <div className={mergeClasses(styles.panel, className)} {...rest} />;
}
