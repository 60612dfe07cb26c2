// Page step-back after deleting rows (spec §5 "Deleting the only item on the last page steps the page number back").

export interface PageAfterDeleteInput {
  /** 1-based page currently shown. */
  page: number;
  pageSize: number;
  /** Total row count before the delete. */
  total: number;
  /** Rows deleted (default 1). */
  deletedCount?: number;
}

/** Number of pages for `total` rows; an empty list still has page 1. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/**
 * The page to show after deleting `deletedCount` rows from `page`: the same page while it still has rows,
 * otherwise the new last page (one step back for a single delete), never below 1.
 */
export function pageAfterDelete({ page, pageSize, total, deletedCount = 1 }: PageAfterDeleteInput): number {
  if (!Number.isInteger(pageSize) || pageSize < 1) throw new RangeError(`pageSize must be a positive integer: ${pageSize}`);
  const remaining = Math.max(0, total - Math.max(0, deletedCount));
  const current = Number.isFinite(page) ? Math.max(1, Math.floor(page)) : 1;
  return Math.min(current, pageCount(remaining, pageSize));
}
