import { runInNewContext } from 'node:vm';

import { describe, expect, it } from 'vitest';

import { scriptsAfterParsing } from '@/http-server/scripts-after-parsing';

/** A page as Next writes it: its scripts async in the head, the first preloaded, one in the body. */
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/elsewhere.js"/>',
  '<script src="/_next/static/chunks/react.js" async=""></script>',
  '<script src="/_next/static/chunks/page.js" async=""></script>',
  '<title>Code of Ethics</title>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '</head><body><main><h1>Code of Ethics</h1></main>',
  '<script type="application/ld+json">{"@type":"AutoDealer"}</script>',
  '<script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({})</script>',
  '<script src="/_next/static/chunks/boot.js" async=""></script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '</body></html>',
].join('');

/** The sources the loader adds when it runs, in order. */
function sourcesAdded(html: string): string[] {
  const loader = /<script>([^<]*)<\/script><\/body>/.exec(html)?.[1];
  if (!loader) return [];
  const added: string[] = [];
  runInNewContext(loader, {
    document: {
      createElement: () => ({ src: '' }),
      head: { appendChild: (script: { src: string }) => added.push(script.src) },
    },
  });
  return added;
}

describe('scriptsAfterParsing', () => {
  const moved = scriptsAfterParsing(Buffer.from(page)).toString();

  it('leaves no built script and no preload of one where the browser would fetch it before the page paints', () => {
    const head = moved.slice(0, moved.indexOf('</head>'));
    expect(head).not.toMatch(/<script src="[^"]+" async=""/);
    expect(head).not.toContain('chunks/boot.js');
    expect(moved.match(/async=""/g)).toBeNull();
  });

  it('adds every one of them, once, from one script at the very end of the body', () => {
    expect(sourcesAdded(moved)).toEqual([
      '/_next/static/chunks/react.js',
      '/_next/static/chunks/page.js',
      '/_next/static/chunks/boot.js',
    ]);
    expect(moved.endsWith('</script></body></html>')).toBe(true);
  });

  it('keeps everything else where it was: the stylesheet, other preloads, data, inline scripts, the old-browser script', () => {
    for (const part of [
      '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/elsewhere.js"/>',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script type="application/ld+json">{"@type":"AutoDealer"}</script>',
      '<script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({})</script>',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>',
    ])
      expect(moved).toContain(part);
  });

  it('returns a document with nothing to move, or no end of body, byte for byte', () => {
    const still = Buffer.from('<html><head><title>Plain</title></head><body><p>Hello</p></body></html>');
    expect(scriptsAfterParsing(still)).toBe(still);
    const cut = Buffer.from(page.replace('</body></html>', ''));
    expect(scriptsAfterParsing(cut)).toBe(cut);
  });
});
