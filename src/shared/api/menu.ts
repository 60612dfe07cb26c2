// Menu tree and button permissions of the signed-in user.
import { call } from '../http/client.ts';

export const fetchMenuNav = () => call('/api/sys/menu/nav');
export const fetchNavButtons = () => call('/api/sys/menu/navButton');
