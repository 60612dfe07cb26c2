export { EmptyState } from './EmptyState.tsx';
export type { EmptyKind, EmptyStateProps } from './EmptyState.tsx';
export { CopyText } from './CopyText.tsx';
export type { CopyTextProps } from './CopyText.tsx';
export { copyToClipboard } from './clipboard.ts';
export { NotifyProvider, useNotify } from './notify.tsx';
export type { Notify } from './notify.tsx';
