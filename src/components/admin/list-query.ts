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

/** A filter's kind: free text, or one of a fixed list of values. */
type FilterKind = 'text' | readonly string[];
type FilterValue<Kind extends FilterKind> = Kind extends readonly (infer Choice extends string)[]
  ? Choice
  : string;

type ParsedFilters<Spec extends Record<string, FilterKind>> = {
  [Key in keyof Spec]?: FilterValue<Spec[Key]>;
} & { page: number };

/** A list's filters as read from the URL (each one set or not, and the page), from its listFilters. */
export type FiltersQuery<Filters extends { parse: (query: SearchParams) => object }> = ReturnType<
  Filters['parse']
>;

/**
 * A staff list's URL filters declared once: each key with its kind ('text', or the allowed
 * values). Reading and writing the address both follow the declaration, in its key order, so a
 * filter added to the list cannot be read and then dropped from the links, or the other way round.
 */
export function listFilters<const Spec extends Record<string, FilterKind>>(spec: Spec) {
  const keys = Object.keys(spec) as (keyof Spec & string)[];
  return {
    parse: (query: SearchParams): ParsedFilters<Spec> => {
      const filters: Record<string, string | undefined> = {};
      for (const key of keys) {
        const kind = spec[key] as FilterKind;
        filters[key] = kind === 'text' ? queryText(query, key) : queryChoice(query, key, kind);
      }
      return { ...(filters as { [Key in keyof Spec]?: FilterValue<Spec[Key]> }), page: queryPage(query) };
    },
    queryString: (query: Partial<ParsedFilters<Spec>>): string =>
      listQueryString(query as Partial<Record<string, string>> & { page?: number }, keys),
  };
}
