import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';

import { compareHref } from '../../compare';

/** Above the table: what is compared, and the differences-only switch (a link, so no script). */
export function CompareToolbar({ ids, diffOnly }: { ids: readonly string[]; diffOnly: boolean }) {
  const several = ids.length > 1;
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-muted">
        {several ? (
          <>
            Comparing <strong className="text-ink">{ids.length} carts</strong>.{' '}
            {diffOnly
              ? 'Only the rows where they differ are shown.'
              : 'Rows where they differ are highlighted.'}
          </>
        ) : (
          'Add another cart below to compare it with this one.'
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
