import { EmptyState } from '../../../../shared/ui/EmptyState.tsx';

/** Placeholder until the screen is built (issue 14). */
export default function MenusPage() {
  return <EmptyState kind="underConstruction" />;
}
