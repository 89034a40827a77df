import 'server-only';

import { requestDetailRows, type RequestDetails } from '@/features/requests/request-details';
import { database, type Executor } from '@/server/db/database';

/**
 * What the inbox search finds a request by: its fields' values as staff read them, one a line
 * ("Trade-in appraisal", "2019", "EZGO"), never the stored JSON's keys or ids.
 */
export function detailsSearchText(details: RequestDetails): string {
  return requestDetailRows(details)
    .map(([, value]) => value)
    .join('\n');
}

/** A stored request's JSON read back; unreadable JSON is no request. */
export function parseDetails(json: string | null): RequestDetails | null {
  if (!json) return null;
  try {
    const details = JSON.parse(json) as RequestDetails;
    return typeof details === 'object' && details !== null && 'kind' in details ? details : null;
  } catch {
    return null;
  }
}

const fillBatch = 200;

/** A stored request's search text; an empty one for a request it cannot read or describe. */
function storedSearchText(json: string): string {
  const details = parseDetails(json);
  if (!details) return '';
  try {
    return detailsSearchText(details);
  } catch {
    // An older shape the page cannot describe either: not found by its words, never in the way.
    return '';
  }
}

/**
 * A batch of the leads whose search text is still to write: read through an index that holds only
 * them (migration 051), so a start with nothing left to fill reads no lead.
 */
export const leadsWithoutDetailsText = (db: Executor) =>
  db
    .selectFrom('leads')
    .select(['id', 'details'])
    .where('details', 'is not', null)
    .where('details_text', 'is', null)
    .limit(fillBatch);

/**
 * Writes the search text of the leads an earlier release stored without it, a batch at a time;
 * run at start. Answers how many it filled. A request it cannot read gets an empty text, so it is
 * not read again. Each is written only while its request is still the one read: an erasure
 * between the read and the write leaves nothing to find.
 */
export async function fillMissingDetailsText(on?: Executor): Promise<number> {
  const db = on ?? (await database());
  let filled = 0;
  for (;;) {
    const rows = await leadsWithoutDetailsText(db).execute();
    if (rows.length === 0) return filled;
    for (const row of rows) {
      if (row.details === null) continue;
      await db
        .updateTable('leads')
        .set({ details_text: storedSearchText(row.details) })
        .where('id', '=', row.id)
        .where('details_text', 'is', null)
        .where('details', '=', row.details)
        .execute();
    }
    filled += rows.length;
  }
}
