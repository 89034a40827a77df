/**
 * "price", "price and status", "price, status and colour": a short list as a sentence says it. Here
 * with the content because the policy and about copy say lists too, and content imports nothing
 * above it.
 */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
