/**
 * Vehicle ids are slugs of the name (brief section 2: lowercased, words joined by hyphens), given
 * once when a vehicle is created and never changed. Shorter forms of an id that people and the
 * old brand pages use ("d5-ranger-4-plus", "ranger-4-plus", "nomad-xl") must never dead-end: they
 * resolve to the one vehicle whose id ends with them, or to nothing when several do.
 */

/** Latin letters that lose nothing to a plain-letter spelling but do not come apart under NFKD. */
const plainSpellings: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  þ: 'th',
  ı: 'i',
};

/** "Muñoz Cart Éclat" is "munoz-cart-eclat": accents are dropped, never the letters that carry them. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđþı]/g, (letter) => plainSpellings[letter]!)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');
}

/** A slug for a new vehicle that no existing id uses: "name", then "name-2", "name-3" ... */
export function uniqueSlug(name: string, isTaken: (id: string) => boolean): string {
  const base = slugify(name) || 'vehicle';
  if (!isTaken(base)) return base;
  for (let suffix = 2; ; suffix++) {
    const candidate = `${base}-${suffix}`;
    if (!isTaken(candidate)) return candidate;
  }
}

/**
 * The id a requested id stands for: itself when it is a vehicle's id, otherwise the single id that
 * equals or ends with its slug form ("EV%20CITY" -> "denago-ev-city"); undefined when none or
 * several match.
 */
export function resolveVehicleId(requested: string, ids: Iterable<string>): string | undefined {
  let decoded = requested;
  try {
    decoded = decodeURIComponent(requested);
  } catch {
    // A malformed escape is just an unknown id.
  }
  const known = ids instanceof Set ? (ids as Set<string>) : new Set(ids);
  if (known.has(requested)) return requested;
  const normalized = slugify(decoded);
  if (!normalized) return undefined;
  if (known.has(normalized)) return normalized;
  let match: string | undefined;
  for (const id of known) {
    if (!id.endsWith(`-${normalized}`)) continue;
    if (match) return undefined;
    match = id;
  }
  return match;
}
