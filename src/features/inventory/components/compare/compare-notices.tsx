import { displayId, maxCompared, quotedIds } from '../../compare';
import { listOfNames } from './compare-table';

/**
 * What the address asked for that the comparison does not show: ids that name no vehicle on the
 * site (mistyped, or archived since the link was shared) and ids beyond the three compared.
 */
export function CompareNotices({
  unknown,
  leftOut,
  comparedCount,
}: {
  unknown: readonly string[];
  leftOut: number;
  comparedCount: number;
}) {
  if (unknown.length === 0 && leftOut === 0) return null;
  const quoted = unknown.slice(0, quotedIds).map((id) => `“${displayId(id)}”`);
  const more = unknown.length - quoted.length;
  return (
    <div className="mt-6 space-y-3">
      {unknown.length > 0 && (
        <div className="rounded-card border border-accent-400 bg-accent-50 p-5">
          {/* An id from a mangled link may be one long word: it wraps rather than widen the page. */}
          <p className="font-bold wrap-anywhere">
            We could not find {listOfNames(more > 0 ? [...quoted, `${more} more`] : quoted)}.
          </p>
          <p className="mt-1 text-muted">
            {unknown.length === 1 ? 'That cart is' : 'Those carts are'} no longer on the site, or the address
            was mistyped.
            {comparedCount > 0
              ? ` The comparison below leaves ${unknown.length === 1 ? 'it' : 'them'} out.`
              : ''}
          </p>
        </div>
      )}
      {leftOut > 0 && (
        <div className="rounded-card border border-accent-400 bg-accent-50 p-5">
          <p className="font-bold">
            You can compare up to {maxCompared} carts at a time, so we left out the other {leftOut} you asked
            for.
          </p>
          <p className="mt-1 text-muted">Remove a cart from the comparison to make room for another.</p>
        </div>
      )}
    </div>
  );
}
