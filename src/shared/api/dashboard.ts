// 工作台: the user's figures, and the orders or calls behind one of them.
import { call } from '../http/client.ts';
import type { DashboardOrdersRequest } from './contracts/dashboard.ts';

export const fetchDashboard = (signal?: AbortSignal) => call('/api/dashboard', { body: {}, signal });

export const fetchDashboardOrders = (query: DashboardOrdersRequest, signal?: AbortSignal) => call('/api/dashboard/orders', { body: query, signal });

export const fetchDashboardCalls = (query: { page: number; size: number }, signal?: AbortSignal) => call('/api/dashboard/calls', { body: query, signal });
