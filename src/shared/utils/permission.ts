// Permission guard rule of spec §5: a guarded element needs a permission list and stays only if one is held.

/** Thrown when the guard gets no permission list. */
export const MISSING_PERMISSION_LIST = 'missing unique directive';

/**
 * True when `held` contains at least one of `required`.
 * Throws Error('missing unique directive') unless `required` is a non-empty array of strings.
 */
export function hasAnyPermission(required: unknown, held: readonly string[]): boolean {
  if (!Array.isArray(required) || required.length === 0 || !required.every((p) => typeof p === 'string')) {
    throw new Error(MISSING_PERMISSION_LIST);
  }
  const owned = new Set(held);
  return required.some((permission: string) => owned.has(permission));
}
