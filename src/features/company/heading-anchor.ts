/** In-page anchors for headings ("Reporting Concerns" → "reporting-concerns"), unique per page. */

export function headingSlug(text: string): string {
  const slug = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  // An id must not be empty or start with a digit, so such slugs get a prefix.
  return slug === '' || /^\d/.test(slug) ? `section-${slug || 'untitled'}` : slug;
}

/** One anchor per heading, in order; a repeated heading gets "-2", "-3"... */
export function headingAnchors(headings: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return headings.map((heading) => {
    const slug = headingSlug(heading);
    const count = (seen.get(slug) ?? 0) + 1;
    seen.set(slug, count);
    return count === 1 ? slug : `${slug}-${count}`;
  });
}
