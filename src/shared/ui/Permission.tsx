import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { session } from '../session/session.store.ts';
import { hasAnyPermission } from '../utils/permission.ts';

/** True when the signed-in user holds one of `required`; throws 'missing unique directive' without a list. */
export function usePermission(required: readonly string[]): boolean {
  const { permissions } = useSnapshot(session);
  return hasAnyPermission(required, permissions);
}

/** Renders its children only for users holding one of the listed permissions (the spec's permission guard). */
export function Permission({ value, children }: { value: readonly string[]; children: ReactNode }) {
  return usePermission(value) ? children : null;
}

/** The spec's separate permission check helper, which always denies; kept so callers of it behave as specified. */
export function checkPermi(): boolean {
  return false;
}
