// Menu tree and button permissions of the signed-in user.
import { request } from '../http/client.ts';
import type { MenuItem, NavButtonResult } from './types.ts';

export const fetchMenuNav = () => request<MenuItem[]>('/api/sys/menu/nav');
export const fetchNavButtons = () => request<NavButtonResult>('/api/sys/menu/navButton');
