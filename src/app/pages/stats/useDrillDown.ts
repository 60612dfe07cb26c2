// 下钻明细's logic: the cell named by the address (the spec's seven query parameters), its orders page by page, the export.
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { StatDetailExportRequest } from '../../../shared/api/contracts/stats.ts';
import { exportStatDetail, fetchStatDetail } from '../../../shared/api/stats.ts';
import { exportStamp } from '../../../shared/utils/dates.ts';
import { useResource } from '../../../shared/data/index.ts';
import { statsText as t } from '../../../shared/i18n/stats.zh-CN.ts';
import { STAT_INDEX_KEYS, type StatIndexKey } from '../../../shared/protocol/statsFigures.ts';
import { orderDetailPath } from '../../routing/staticRoutes.ts';
import { readDrillDown, type DrillDownQuery } from './drillDown.ts';
import { useExport } from '../../../shared/ui/useExport.ts';

export const DETAIL_PAGE_SIZES = [10, 20, 50, 100];

/** The request the address names, or null when a parameter the server needs is missing. */
export function cellRequest(q: DrillDownQuery): StatDetailExportRequest | null {
  if (!q.tableName || !q.startTime || !q.endTime || !(STAT_INDEX_KEYS as readonly string[]).includes(q.indexName)) return null;
  return { tableName: q.tableName, dimensionValues: q.dimensionValues, indexName: q.indexName as StatIndexKey, startTime: q.startTime, endTime: q.endTime };
}

export function useDrillDown() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const query = readDrillDown(search);
  const cell = cellRequest(query);
  // Paging belongs to the cell: another cell opened in this tab starts on page 1.
  const [paging, setPaging] = useState({ cell: search, page: 1, size: 20 });
  const current = paging.cell === search ? paging : { cell: search, page: 1, size: paging.size };

  const detail = useResource(`stats:detail:${search}`, (signal) => fetchStatDetail({ ...cell!, page: current.page, size: current.size }, signal),
    { args: { page: current.page, size: current.size }, enabled: cell !== null });

  const tableCount = /^\d+$/.test(query.totalCount) ? Number(query.totalCount) : null;
  const { exporting, runExport } = useExport(async () => {
    if (cell) await exportStatDetail(cell, `下钻明细_${query.cellTitle || cell.indexName}_${exportStamp()}.xlsx`.replace(/[\\/:*?"<>|\s·]+/g, '_'));
  }, { done: t.exported });

  return {
    query, cell, tableCount,
    records: detail.data?.records ?? [], total: detail.data?.total ?? null, indexLabel: detail.data?.indexLabel, rowName: detail.data?.rowName,
    loading: detail.loading, error: detail.error, reload: detail.reload,
    paging: current, showPage: (page: number, size: number) => setPaging({ cell: search, page, size }),
    openOrder: (workflowId: string) => navigate(orderDetailPath(workflowId)),
    backToReport: () => navigate('/performance-report/index'),
    exporting, runExport,
  };
}
