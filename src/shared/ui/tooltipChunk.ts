// Fluent's Tooltip (with its positioning and portal) as a chunk of its own, for LazyTooltip.tsx.
export { Tooltip } from '@fluentui/react-components';
