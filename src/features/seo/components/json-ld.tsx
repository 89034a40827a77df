/**
 * Structured data for search engines. "<" is escaped so no value can close the script element.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function JsonLd({ data }: { data: Record<string, unknown> | Record<string, unknown>[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

/**
 * og:type for the product types Next's metadata API refuses; React hoists the tag into <head>.
 */
export function OpenGraphType({ type }: { type: 'product' | 'product.group' }) {
  return <meta property="og:type" content={type} />;
}
