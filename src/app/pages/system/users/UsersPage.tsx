import { EmptyState } from '../../../../shared/ui/EmptyState.tsx';

/** Placeholder until the screen is built (issue 14). */
export default function UsersPage() {
  return <EmptyState kind="underConstruction" />;
}
