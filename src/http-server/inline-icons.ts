/**
 * A stored page carries the icons it draws. Every icon is `<svg><use href="/icons.svg?v=…#name">`,
 * and a `<use>` that points at another file is fetched as soon as the parser meets it: on every
 * page the sprite (3.4 KB) was fetched beside the stylesheet, and the icons of the first screen
 * (the header's phone, the menu) waited for it. Lighthouse counts every request that ends before
 * the first paint into the LCP: the sprite alone put it 150 ms after the first paint on every page
 * type, where the paint itself is the LCP.
 *
 * This writes the `<symbol>` of each icon the page's HTML draws into one hidden `<svg>` at the end
 * of the body (about 200 bytes an icon, 5 to 19 icons a page) and points the page's `<use>`s at
 * them, so no icon of a stored page costs a request. React's payload still names the sprite: a
 * page the browser draws later from it (a link followed) fetches the sprite as before, once, and
 * keeps it. React does not rewrite an attribute it did not change, so hydration leaves the local
 * references alone.
 *
 * Applied with `scriptsAfterParsing` to the pages the response cache holds back whole
 * (src/http-server/serve.ts).
 */
import { iconSymbol } from '@/components/ui/icon-sprite';

/** The prefix of an inlined symbol's id, so that it never meets an id of the page's own. */
export const inlineIconIdPrefix = 'icon-';

const spriteUse = /<use href="\/icons\.svg\?v=[\w-]+#([\w-]+)"/g;

export function inlineIconSymbols(html: Buffer): Buffer {
  const text = html.toString('utf8');
  const end = text.lastIndexOf('</body>');
  if (end === -1) return html;
  const symbols = new Map<string, string>();
  const withLocalUses = text.slice(0, end).replace(spriteUse, (use, name: string) => {
    const id = `${inlineIconIdPrefix}${name}`;
    if (!symbols.has(name)) {
      const symbol = iconSymbol(name, id);
      // An icon the sprite does not have stays as it was: the site audit names it.
      if (!symbol) return use;
      symbols.set(name, symbol);
    }
    return `<use href="#${id}"`;
  });
  if (symbols.size === 0) return html;
  // `hidden` on a <div>: HTML does not allow it on an <svg>, nor the `inert` the phone menu puts
  // on the body's other children while it is open.
  const sprite = `<div hidden=""><svg>${[...symbols.values()].join('')}</svg></div>`;
  return Buffer.from(withLocalUses + sprite + text.slice(end), 'utf8');
}
