import { describe, expect, it } from 'vitest';

import { inlineIconIdPrefix, inlineIconSymbols } from '@/http-server/inline-icons';

const sprite = '/icons.svg?v=1hdyy5r';
const icon = (name: string) =>
  `<svg class="icon size-4" aria-hidden="true"><use href="${sprite}#${name}"></use></svg>`;

/** A stored page as Next writes it: icons in the markup, the same icons named in React's payload. */
const page = [
  '<!DOCTYPE html><html lang="en-US"><head><title>Contact</title></head><body>',
  `<header><a href="tel:+19085550142">${icon('phone')} Call Now</a><button>${icon('menu')}</button></header>`,
  `<main><h1>Contact</h1><p>${icon('phone')} Call us</p><p>${icon('mail')} Write</p></main>`,
  `<script>self.__next_f.push([1,"5:[\\"$\\",\\"use\\",null,{\\"href\\":\\"${sprite}#phone\\"}]"])</script>`,
  '</body></html>',
].join('');

function symbolIds(html: string): string[] {
  const hidden = /<div hidden=""><svg>(.*?)<\/svg><\/div><\/body>/.exec(html)?.[1] ?? '';
  return [...hidden.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]!);
}

describe('inlineIconSymbols', () => {
  it('writes each icon the markup draws once, at the end of the body, and points the markup at it', () => {
    const html = inlineIconSymbols(Buffer.from(page)).toString();
    expect(symbolIds(html)).toEqual(['phone', 'menu', 'mail'].map((name) => `${inlineIconIdPrefix}${name}`));
    const markup = html.slice(0, html.indexOf('<script>'));
    expect(markup).not.toContain(sprite);
    expect(markup.match(/<use href="#icon-phone">/g)).toHaveLength(2);
    expect(markup).toContain('<use href="#icon-menu">');
  });

  it('leaves React’s payload naming the sprite, for the pages a visitor reaches by a link', () => {
    const html = inlineIconSymbols(Buffer.from(page)).toString();
    expect(html).toContain(`\\"href\\":\\"${sprite}#phone\\"`);
  });

  it('keeps an icon the sprite does not have pointing at the sprite, and changes nothing without icons', () => {
    const unknown = page.replace(`${sprite}#mail`, `${sprite}#no-such-icon`);
    const html = inlineIconSymbols(Buffer.from(unknown)).toString();
    expect(html).toContain(`<use href="${sprite}#no-such-icon">`);
    expect(symbolIds(html)).not.toContain(`${inlineIconIdPrefix}no-such-icon`);
    const plain = Buffer.from('<!DOCTYPE html><html><body><h1>Hi</h1></body></html>');
    expect(inlineIconSymbols(plain)).toBe(plain);
  });
});
