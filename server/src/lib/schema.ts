// Helpers the routes share around their schemas (the schemas themselves are the contracts': src/shared/api/contracts).

/** Escapes LIKE wildcards so a user's '%' or '_' matches literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
