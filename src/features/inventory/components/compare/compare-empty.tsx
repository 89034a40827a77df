import { ButtonLink } from '@/components/ui/button';

import { maxCompared } from '../../compare';

/** Nothing to compare (no ids, or none that names a cart): where to find carts. */
export function CompareEmpty() {
  return (
    <div className="rounded-card border border-dashed border-line bg-surface px-6 py-14 text-center">
      {/* Where removing the last cart lands (the page's #comparison names "comparing"). */}
      <h2 id="comparing" className="text-2xl font-bold">
        No carts to compare yet
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-muted">
        Press Compare on any cart in the inventory, or choose one below, and add up to {maxCompared - 1} more
        to see them side by side.
      </p>
      <ButtonLink href="/inventory" className="mt-6">
        Browse the inventory
      </ButtonLink>
    </div>
  );
}
