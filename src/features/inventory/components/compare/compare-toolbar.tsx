import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';

import { compareHref } from '../../compare';
import { listOfNames } from './compare-table';

/** Above the table: what is compared, and the differences-only switch (a link, so no script). */
export function CompareToolbar({
  ids,
  names,
  diffOnly,
}: {
  ids: readonly string[];
  /** The carts compared, in order: named where a cart added or removed lands the visitor. */
  names: readonly string[];
  diffOnly: boolean;
}) {
  const several = ids.length > 1;
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <p id="comparing" className="text-muted">
        {several ? (
          <>
            Comparing <strong className="text-ink">{ids.length} carts</strong>: {listOfNames(names)}.{' '}
            {diffOnly
              ? 'Only the rows where they differ are shown.'
              : 'Rows where they differ are highlighted.'}
          </>
        ) : (
          `${names[0]}. Add another cart below to compare it with this one.`
        )}
      </p>
      {several && (
        <p className="w-full text-sm text-muted lg:hidden">Scroll the table sideways to see every cart.</p>
      )}
      {several && (
        <ButtonLink href={compareHref(ids, { diff: !diffOnly })} variant="secondary" size="sm">
          <Icon name="sliders-horizontal" className="size-4" />
          {diffOnly ? 'Show all rows' : 'Show only differences'}
        </ButtonLink>
      )}
    </div>
  );
}
