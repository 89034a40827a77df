import { describe, expect, it } from 'vitest';

import { serializeJsonLd } from './json-ld';

describe('serializeJsonLd', () => {
  it('escapes "<" so a value cannot close the script element', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('round-trips ordinary structured data unchanged', () => {
    const data = { '@context': 'https://schema.org', '@type': 'Product', offers: { price: 11995 } };
    expect(JSON.parse(serializeJsonLd(data))).toEqual(data);
  });
});
