import { describe, expect, it } from 'vitest';

import { escapeXml, xmlElement } from '@/lib/xml';

describe('xmlElement', () => {
  it('escapes its text and every attribute value, so no value can close the element or the quote', () => {
    expect(xmlElement('name', `O'Neil & <Sons>`, { part: 'full "x"', type: 'voice' })).toBe(
      '<name part="full &quot;x&quot;" type="voice">O&apos;Neil &amp; &lt;Sons&gt;</name>',
    );
  });

  it('writes a prefixed element with no attributes, and an empty one with both tags', () => {
    expect(xmlElement('g:price', '12.00 USD')).toBe('<g:price>12.00 USD</g:price>');
    expect(xmlElement('year', '')).toBe('<year></year>');
  });
});

describe('escapeXml', () => {
  it('leaves out the control characters XML 1.0 forbids, and keeps tabs and line breaks', () => {
    expect(escapeXml('a\u0001b\tc\nd\u0000')).toBe('ab\tc\nd');
  });
});
