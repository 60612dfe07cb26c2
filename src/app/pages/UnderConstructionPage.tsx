import { EmptyState } from '../../shared/ui/EmptyState.tsx';

/** Pages that a later part of the product builds. */
export default function UnderConstructionPage() {
  return <EmptyState kind="underConstruction" />;
}
