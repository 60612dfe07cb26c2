export { session, startSession, adoptToken, setUserInfo, setPermissions, endSession } from './session.store.ts';
export type { SessionChangeReason } from './session.store.ts';
export { SESSION_KEYS, LOCAL_KEYS } from './keys.ts';
export { readSession, writeSession, readSessionJson, readLocal, writeLocal } from './storage.ts';
export { signIn, signOut, loadCurrentUser } from './signIn.ts';
