// One part failing (a chunk that cannot load while the server is down, a component that throws) must not blank the
// rest: the boundary says what failed, with the error, and 重试 renders the part again (and imports it again).
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Component, Fragment, type ErrorInfo, type ReactNode } from 'react';
import { zhCN } from '../i18n/zh-CN.ts';
import { isLoadError, retryFailedLoads } from './retryableLazy.ts';

const b = zhCN.boundary;

export interface ErrorBoundaryProps {
  /** What the children are, in Chinese ('页面', '软电话'): the message reads 页面加载失败 or 软电话出错了. */
  what: string;
  /** Shown small, in one line (a top-bar part), instead of a block. */
  inline?: boolean;
  /** Renders instead of the message (null hides a failed helper such as the toaster). */
  fallback?: (error: Error, retry: () => void) => ReactNode;
  /** A change of any of these after a failure renders the children again by itself. */
  resetKeys?: readonly unknown[];
  children?: ReactNode;
}

interface State {
  error: Error | null;
  /** Each retry remounts the children, so nothing half-made by the failed render is kept. */
  attempt: number;
  keys: readonly unknown[] | undefined;
}

const useStyles = makeStyles({
  block: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`,
    textAlign: 'center',
  },
  inline: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minWidth: 0, whiteSpace: 'nowrap' },
  title: { color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase300 },
  blockTitle: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  // A native button in Fluent's look: every element carries this boundary, and Fluent's Button would add 8 KB to each.
  retry: {
    fontFamily: 'inherit', fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold, cursor: 'pointer',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`, borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`, backgroundColor: tokens.colorNeutralBackground1, color: tokens.colorNeutralForeground1,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
  },
  retryPrimary: {
    backgroundColor: tokens.colorBrandBackground, color: tokens.colorNeutralForegroundOnBrand, border: `${tokens.strokeWidthThin} solid transparent`,
    ':hover': { backgroundColor: tokens.colorBrandBackgroundHover },
  },
  detail: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, wordBreak: 'break-word', maxWidth: '640px' },
});

function errorOf(value: unknown): Error {
  return value instanceof Error ? value : new Error(String(value));
}

/** What failed and 重试: a block for a page or part, one line for a top-bar part. */
function ErrorNotice({ what, error, inline, onRetry }: { what: string; error: Error; inline?: boolean; onRetry: () => void }) {
  const styles = useStyles();
  const loading = isLoadError(error);
  const title = loading ? b.loadFailed(what) : b.failed(what);
  const retry = (
    <button type="button" className={mergeClasses(styles.retry, !inline && styles.retryPrimary)} onClick={onRetry}>
      {zhCN.common.retry}
    </button>
  );
  if (inline) {
    return (
      <span className={styles.inline} role="alert" data-error-boundary={what} title={`${title}：${error.message}`}>
        <span className={styles.title}>{title}</span>
        {retry}
      </span>
    );
  }
  return (
    <div className={styles.block} role="alert" data-error-boundary={what}>
      <span className={mergeClasses(styles.title, styles.blockTitle)}>{title}</span>
      <span className={styles.detail}>{error.message}</span>
      {loading && <span className={styles.detail}>{b.loadHint}</span>}
      {retry}
    </div>
  );
}

/** Catches what its children throw while rendering; shows what failed with 重试 instead of taking the page down. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null, attempt: 0, keys: this.props.resetKeys };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: errorOf(error) };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: State): Partial<State> | null {
    if (props.resetKeys === state.keys) return null;
    const changed = !sameKeys(props.resetKeys, state.keys);
    if (state.error && changed) {
      retryFailedLoads();
      return { error: null, attempt: state.attempt + 1, keys: props.resetKeys };
    }
    return { keys: props.resetKeys };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[hotline] ${this.props.what}出错`, error, info.componentStack);
  }

  readonly retry = (): void => {
    retryFailedLoads();
    this.setState((state) => ({ error: null, attempt: state.attempt + 1 }));
  };

  override render(): ReactNode {
    const { error, attempt } = this.state;
    if (error) {
      if (this.props.fallback) return this.props.fallback(error, this.retry);
      return <ErrorNotice what={this.props.what} error={error} inline={this.props.inline} onRetry={this.retry} />;
    }
    return <Fragment key={attempt}>{this.props.children}</Fragment>;
  }
}

function sameKeys(a: readonly unknown[] | undefined, b: readonly unknown[] | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  return a.every((value, index) => Object.is(value, b[index]));
}
