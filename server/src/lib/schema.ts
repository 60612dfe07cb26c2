// Helpers the routes share around their schemas (the schemas themselves are the contracts': src/shared/api/contracts).

export function pageOf(input: { page?: number; current?: number; size?: number }): { current: number; size: number; offset: number } {
  const current = input.current ?? input.page ?? 1;
  const size = input.size ?? 10;
  return { current, size, offset: (current - 1) * size };
}

/** Escapes LIKE wildcards so a user's '%' or '_' matches literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
