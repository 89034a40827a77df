/**
 * Writing XML (and the SVG and HTML the server draws as text): every value escaped one way, by
 * one function, whether it lands in an element or an attribute.
 */

/** Text made safe for XML and HTML element content and attribute values. */
export function escapeXml(value: string): string {
  return (
    value
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
      // Characters XML 1.0 forbids outright (control characters other than tab and newlines).
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
  );
}

/**
 * One element with its text: `<name a="1">text</name>`, the text and each attribute value
 * escaped, the attributes in the order given.
 */
export function xmlElement(name: string, text: string, attributes: Record<string, string> = {}): string {
  let opening = name;
  for (const [attribute, value] of Object.entries(attributes))
    opening += ` ${attribute}="${escapeXml(value)}"`;
  return `<${opening}>${escapeXml(text)}</${name}>`;
}
