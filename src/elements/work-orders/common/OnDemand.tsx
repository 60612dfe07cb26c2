// Parts the first screen does not show (dialogs, folded fields) load on demand: a spinner while their chunk comes, and
// the error boundary's 加载失败 with 重试 if it cannot, never a blank.
import { Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { Suspense, type ReactNode } from 'react';
import { workOrdersText, zhCN } from '../../../shared/i18n/zh-CN.ts';
import { ErrorBoundary } from '../../../shared/ui/ErrorBoundary.tsx';

const useStyles = makeStyles({
  // A dialog's stand-in floats where the dialog will open; the dialog itself renders in a portal, leaving this empty.
  floating: {
    position: 'fixed', top: '50%', left: '50%', transform: 'translate(-50%, -50%)', zIndex: 1000000,
    '& > [role="alert"], & > [role="status"]': {
      backgroundColor: tokens.colorNeutralBackground1, borderRadius: tokens.borderRadiusXLarge, boxShadow: tokens.shadow64,
      padding: tokens.spacingHorizontalXXL,
    },
  },
});

/** A dialog from a lazy chunk: renders it when it has loaded, a spinner till then, and what failed if it cannot. */
export function OnDemandDialog({ children }: { children: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.floating}>
      <ErrorBoundary what={workOrdersText.onDemand.dialog}>
        <Suspense fallback={<div role="status"><Spinner label={zhCN.common.loading} /></div>}>{children}</Suspense>
      </ErrorBoundary>
    </div>
  );
}

/** A form field from a lazy chunk, in its place: a small spinner till it has loaded, a one-line failure if it cannot. */
export function OnDemandField({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary what={workOrdersText.onDemand.field} inline>
      <Suspense fallback={<Spinner size="tiny" label={zhCN.common.loading} />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

export interface OnDemandPartProps {
  /** What failed to load, in Chinese. */
  what: string;
  /** A helper (a suggestion list) that cannot load hides instead of alarming the form, and tries again when these change. */
  helperRetryOn?: readonly unknown[];
  children: ReactNode;
}

/** A part from a lazy chunk that shows nothing till it has something to say: no stand-in while it loads. */
export function OnDemandPart({ what, helperRetryOn, children }: OnDemandPartProps) {
  return (
    <ErrorBoundary what={what} inline fallback={helperRetryOn ? () => null : undefined} resetKeys={helperRetryOn}>
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
  );
}
