/**
 * The reading and writing that every staff list's URL filters share. Reading is forgiving: a
 * hand-edited or stale address shows the list with what it could understand, never an error.
 */

/** A page's search params as Next passes them. */
export type SearchParams = Record<string, string | string[] | undefined>;

/** The first value of a parameter, trimmed and capped, or undefined when empty. */
export function queryText(query: SearchParams, key: string): string | undefined {
  const value = query[key];
  return (Array.isArray(value) ? value[0] : value)?.trim().slice(0, 100) || undefined;
}

/** The parameter when it is one of the allowed values, else undefined (so the filter is off). */
export function queryChoice<T extends string>(
  query: SearchParams,
  key: string,
  allowed: readonly T[],
): T | undefined {
  const value = queryText(query, key);
  return allowed.includes(value as T) ? (value as T) : undefined;
}

/** The page number, 1 for anything that is not a positive whole number. */
export function queryPage(query: SearchParams): number {
  const page = Number.parseInt(queryText(query, 'page') ?? '1', 10);
  return Number.isFinite(page) && page > 0 ? page : 1;
}

/** "?status=new&page=2", or "" when no filter is on: the set filters in key order, page 1 left out. */
export function listQueryString<K extends string>(
  query: Partial<Record<K, string>> & { page?: number },
  keys: readonly K[],
): string {
  const params = new URLSearchParams();
  for (const key of keys) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
