// Protocol constants the server and the browser share (DESIGN §2): plain values with no imports beyond this folder, so
// both sides may import them. One file per concern, so a browser bundle takes each along with the part that uses it.
export * from './announcements.ts';
export * from './cti.ts';
export * from './files.ts';
export * from './reminders.ts';
export * from './roles.ts';
export * from './push.ts';
