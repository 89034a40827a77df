import { runInNewContext } from 'node:vm';

import { describe, expect, it } from 'vitest';

import { scriptLoaderId, scriptsAfterParsing } from '@/http-server/scripts-after-parsing';

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

/**
 * Runs the loader as a browser tab would: `visibility` is the tab's state when the parser reaches
 * it, `reportsPaints` whether the browser reports paint timing. Paints, frames, timers and
 * visibility changes happen when the test says, and `added` lists the sources added so far.
 */
function runLoader(html: string, visibility: 'visible' | 'hidden', reportsPaints = true) {
  const loader = new RegExp(`<script id="${scriptLoaderId}">([^<]*)</script></body>`).exec(html)?.[1];
  if (!loader) throw new Error('No loader at the end of the body');
  const added: string[] = [];
  const addedWithoutAsync: string[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const visibilityListeners: (() => void)[] = [];
  const paintObservers: { report: (names: string[]) => void; observing: boolean }[] = [];
  class PerformanceObserver {
    static supportedEntryTypes = reportsPaints ? ['paint', 'resource'] : ['resource'];
    #observer;
    constructor(callback: (list: unknown, observer: unknown) => void) {
      this.#observer = {
        observing: false,
        report: (names: string[]) =>
          callback({ getEntriesByName: (name: string) => names.filter((entry) => entry === name) }, this),
      };
    }
    observe(options: { type: string; buffered: boolean }) {
      if (options.type === 'paint' && options.buffered) {
        this.#observer.observing = true;
        paintObservers.push(this.#observer);
      }
    }
    disconnect() {
      this.#observer.observing = false;
    }
  }
  const loadListeners: (() => void)[] = [];
  const delays: number[] = [];
  const window = {
    PerformanceObserver,
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'load') loadListeners.push(listener);
    },
  };
  runInNewContext(loader, {
    window,
    PerformanceObserver,
    document: {
      visibilityState: visibility,
      createElement: () => ({ src: '', async: false }),
      head: {
        appendChild: (script: { src: string; async: boolean }) => {
          added.push(script.src);
          if (!script.async) addedWithoutAsync.push(script.src);
        },
      },
      addEventListener: (type: string, listener: () => void) => {
        if (type === 'visibilitychange') visibilityListeners.push(listener);
      },
    },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, delay = 0) => {
      delays.push(delay);
      timers.push(callback);
    },
  });
  const runAll = (queue: (() => void)[]) => queue.splice(0).forEach((callback) => callback());
  return {
    added,
    addedWithoutAsync,
    paint: (...names: string[]) =>
      paintObservers.filter((observer) => observer.observing).forEach((observer) => observer.report(names)),
    drawFrame: () => runAll(frames),
    /** Runs the timers due, and any they set, until none is left. */
    runTimers: () => {
      while (timers.length > 0) runAll(timers);
    },
    /** Runs the one timer set first: a task of its own. */
    runOneTimer: () => timers.shift()?.(),
    changeVisibility: () => visibilityListeners.forEach((listener) => listener()),
    load: () => loadListeners.forEach((listener) => listener()),
    delays,
  };
}

const movedSources = [
  '/_next/static/chunks/react.js',
  '/_next/static/chunks/page.js',
  '/_next/static/chunks/boot.js',
];

describe('scriptsAfterParsing', () => {
  const moved = scriptsAfterParsing(Buffer.from(page)).toString();

  it('leaves no built script and no preload of one where the browser would fetch it before the page paints', () => {
    const head = moved.slice(0, moved.indexOf('</head>'));
    expect(head).not.toMatch(/<script src="[^"]+" async=""/);
    expect(head).not.toContain('chunks/boot.js');
    expect(moved.match(/async=""/g)).toBeNull();
  });

  it('adds every one of them, once, from one script at the very end of the body, after the first contentful paint', () => {
    expect(moved.endsWith('</script></body></html>')).toBe(true);
    const tab = runLoader(moved, 'visible');
    expect(tab.added).toEqual([]);
    // A paint of the background alone is not the page's content yet.
    tab.paint('first-paint');
    expect(tab.added).toEqual([]);
    tab.paint('first-contentful-paint');
    tab.runTimers();
    expect(tab.added).toEqual(movedSources);
    tab.paint('first-contentful-paint');
    tab.changeVisibility();
    tab.runTimers();
    expect(tab.added).toEqual(movedSources);
  });

  it('marks each script async, as Next wrote it: React looks for them by that attribute and adds again any it does not find', () => {
    const tab = runLoader(moved, 'visible');
    tab.paint('first-contentful-paint');
    tab.runTimers();
    expect(tab.added).toEqual(movedSources);
    expect(tab.addedWithoutAsync).toEqual([]);
  });

  it('adds one script a task, the first at once: ten added in one task held a phone for up to 100 ms', () => {
    const tab = runLoader(moved, 'visible');
    tab.paint('first-contentful-paint');
    expect(tab.added).toEqual(movedSources.slice(0, 1));
    tab.runOneTimer();
    expect(tab.added).toEqual(movedSources.slice(0, 2));
    tab.runOneTimer();
    expect(tab.added).toEqual(movedSources);
    expect(tab.delays.every((delay) => delay === 0)).toBe(true);
  });

  it('where the browser reports no paints, adds them just after the next frame is drawn', () => {
    const tab = runLoader(moved, 'visible', false);
    tab.drawFrame();
    // Just before the frame is drawn is still too early: the requests would come before the paint.
    expect(tab.added).toEqual([]);
    tab.runTimers();
    expect(tab.added).toEqual(movedSources);
  });

  it('adds them three seconds after load on a page that has reported no contentful paint by then', () => {
    const tab = runLoader(moved, 'visible');
    tab.paint('first-paint');
    tab.load();
    expect(tab.added).toEqual([]);
    expect(tab.delays).toEqual([3000]);
    tab.runTimers();
    expect(tab.added).toEqual(movedSources);
  });

  it('adds them at once in a hidden tab, which paints nothing, or when a tab is hidden before it paints', () => {
    const hidden = runLoader(moved, 'hidden');
    hidden.runTimers();
    expect(hidden.added).toEqual(movedSources);
    const tab = runLoader(moved, 'visible');
    tab.changeVisibility();
    tab.runTimers();
    expect(tab.added).toEqual(movedSources);
    tab.paint('first-paint', 'first-contentful-paint');
    tab.runTimers();
    expect(tab.added).toEqual(movedSources);
  });

  it('keeps everything else where it was: the stylesheet, other preloads, data, inline scripts, the old-browser script', () => {
    for (const part of [
      '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/elsewhere.js"/>',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script type="application/ld+json">{"@type":"AutoDealer"}</script>',
      '<script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({})</script>',
      `<script>(self.__next_f=self.__next_f||[]).push([0])</script><script id="${scriptLoaderId}">`,
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
