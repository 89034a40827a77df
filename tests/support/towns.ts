import { municipalityBySlug, type Municipality } from '@/content/municipalities';

/** A served town by its slug; a test that names a town not served fails at once, saying which. */
export function town(slug: string): Municipality {
  const found = municipalityBySlug(slug);
  if (!found) throw new Error(`no town ${slug}`);
  return found;
}
