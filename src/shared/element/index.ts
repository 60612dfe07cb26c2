export { defineElement } from './defineElement.tsx';
export type { AttributeType, ElementOptions } from './defineElement.tsx';
export { ElementShell, useEmit, useHost } from './ElementShell.tsx';
export { emit } from './events.ts';
export type { HotlineEventMap, HotlineEventName } from './events.ts';
export { hostThemeSheet } from './hostSheet.ts';
