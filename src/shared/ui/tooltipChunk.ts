// Fluent's Tooltip (with its positioning and portal) as a chunk of its own, for lazyTooltip.ts.
export { Tooltip } from '@fluentui/react-components';
