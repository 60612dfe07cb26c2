// 绩效统计 and 下钻明细: the statistics table, the orders behind a cell, and their .xlsx exports.
import { call, download } from '../http/client.ts';
import { exportStamp } from '../utils/dates.ts';
import type { StatDetailExportRequest, StatDetailRequest, StatTableRequest } from './contracts/stats.ts';

export const fetchStatTable = (query: StatTableRequest, signal?: AbortSignal) => call('/apo/performanceReport/table', { body: query, signal });

export const exportStatTable = (query: StatTableRequest) =>
  download('/apo/performanceReport/tableExcel', { body: query, filename: `绩效统计_${exportStamp()}.xlsx` });

export const fetchStatDetail = (query: StatDetailRequest, signal?: AbortSignal) => call('/apo/performanceReport/detail', { body: query, signal });

export const exportStatDetail = (query: StatDetailExportRequest, filename: string) =>
  download('/apo/performanceReport/detailExcel', { body: query, filename });

