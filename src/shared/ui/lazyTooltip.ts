// Fluent's Tooltip loads after the page has painted, or when first needed: a page's first load need not carry its
// positioning and portal code for hints nobody has pointed at yet.
import type { Tooltip as FluentTooltip } from '@fluentui/react-components';

/** The Tooltip once loaded; until then (or if it cannot load) callers render without it. */
export let loadedTooltip: typeof FluentTooltip | undefined;
let loading: Promise<typeof FluentTooltip | undefined> | undefined;

export function loadTooltip(): Promise<typeof FluentTooltip | undefined> {
  loading ??= import('./tooltipChunk.ts').then(
    (m) => (loadedTooltip = m.Tooltip),
    (error: unknown) => {
      loading = undefined;
      console.warn('[hotline] 提示加载失败', error);
      return undefined;
    },
  );
  return loading;
}
