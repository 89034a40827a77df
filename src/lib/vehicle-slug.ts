/**
 * The slug rule of the brand pages (spec section 2): the model name lowercased, words joined by
 * hyphens; on the evolution lineup the leading "evolution-" is dropped. Such short ids must never
 * dead-end, so they resolve to the canonical catalogue slug.
 */

export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const brandPrefixes = ['denago-', 'evolution-'] as const;

/**
 * The canonical id a request id stands for: itself when it is known, or the known id it
 * names once a brand prefix is added ("d5-ranger-4-plus" -> "evolution-d5-ranger-4-plus").
 */
export function resolveVehicleId(id: string, isKnown: (candidate: string) => boolean): string | undefined {
  let decoded = id;
  try {
    decoded = decodeURIComponent(id);
  } catch {
    // A malformed escape is just an unknown id.
  }
  const normalized = slugify(decoded);
  if (isKnown(id)) return id;
  if (normalized && isKnown(normalized)) return normalized;
  for (const prefix of brandPrefixes) {
    if (isKnown(`${prefix}${normalized}`)) return `${prefix}${normalized}`;
  }
  return undefined;
}
