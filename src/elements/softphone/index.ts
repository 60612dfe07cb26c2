// The softphone part: the bar the console's top bar shows, and the store every element shares.
export { SoftphoneBar } from './SoftphoneBar.tsx';
export { Softphone } from './Softphone.tsx';
export { softphone, startSoftphone, stopSoftphone, reconnectSoftphone, onSoftphoneEvent } from './softphone.store.ts';
export { controlsFor, statusLabel, callSeconds, formatDuration } from './softphone.view.ts';
export type { Controls } from './softphone.view.ts';
export type { LiveCallView } from './softphone.types.ts';
export { CtiConnection } from './cti/connection.ts';
export type { ConnectionStatus, CtiTimers } from './cti/connection.ts';
