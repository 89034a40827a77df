/**
 * Next writes a page's scripts as `<script async>` in its head (and preloads the first), so the
 * browser fetches them while the stylesheet is still on its way and runs each as soon as it
 * arrives, often before the page's first paint: on a phone the text waits for the framework.
 * This moves those scripts to the end of the document: one inline script, the last thing in the
 * body, adds them once the page has painted its content from the HTML and stylesheet. Adding
 * them as soon as the parser reached it was not enough: a document that arrives whole is parsed
 * in one go, and the scripts were asked for before the first frame was drawn. On a slow network
 * their 130 KB then shared the connection with what that frame needed, and a script already in
 * the browser's cache (a second visit) ran before it. Lighthouse counted them all into the LCP
 * whenever that happened (home: about 1,060 ms, or 1,580-2,100 ms on such a run).
 * A hidden tab paints nothing, so it gets them at once, or as soon as it is hidden.
 *
 * The scripts were async already (no order between them); added by a script they still are, and
 * each carries the `async` attribute as Next wrote it. React looks for a page's scripts by that
 * attribute (`script[async][src=...]`) when it commits the hydrated page: without it, React found
 * none of the layout's and page's scripts and added them again, so the browser ran two or three
 * chunks twice on every page (the layout's and the page's own).
 * They are asked for after the first paint, which can come after `load`, so `load` does not mean
 * that the page has come alive: the end-to-end tests wait for `window.next`, which Next sets as it
 * starts hydrating, on every page that has this loader (tests/support/browser-test.ts).
 *
 * Applied to the pages the response cache holds back whole (src/http-server/response-cache.ts),
 * before their Content-Security-Policy hashes the inline scripts: the loader is one of them, and
 * the scripts it adds come from this site ('self').
 */

/** The loader's id, by which a test knows that a page adds Next's scripts later. */
export const scriptLoaderId = 'next-scripts';

/** Next's own built scripts: the only ones this moves. */
const builtScript = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g;
const scriptPreload =
  /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/[^"<>]+\.js)"\/>/g;

export function scriptsAfterParsing(html: Buffer): Buffer {
  const text = html.toString('utf8');
  const end = text.lastIndexOf('</body>');
  if (end === -1) return html;
  const sources: string[] = [];
  const withoutScripts = text.slice(0, end).replace(builtScript, (_, source: string) => {
    sources.push(source);
    return '';
  });
  if (sources.length === 0) return html;
  // The preload of a moved script would fetch it early all the same.
  const withoutPreloads = withoutScripts.replace(scriptPreload, (preload, source: string) =>
    sources.includes(source) ? '' : preload,
  );
  // The browser reports the first contentful paint once that frame is on screen. Where it does
  // not report paints, requestAnimationFrame runs just before the next frame is drawn and the
  // timeout just after it. Three seconds after `load`, a page that has still reported no paint
  // gets its scripts all the same: its buttons must never stay dead.
  // One script a task, the first at once: adding ten in one go was a task of 14-24 ms here, four
  // times that on the phone Lighthouse simulates, and all of it over the 50 ms a task may take.
  const loader =
    `<script id="${scriptLoaderId}">(function(){var added=false;function add(){if(added)return;added=true;` +
    `var sources=${JSON.stringify(sources)};(function next(i){if(i===sources.length)return;` +
    `var script=document.createElement("script");script.async=true;script.src=sources[i];document.head.appendChild(script);` +
    `setTimeout(function(){next(i+1)},0)})(0)}` +
    `if(document.visibilityState!=="visible"){add();return}` +
    `document.addEventListener("visibilitychange",add);` +
    `window.addEventListener("load",function(){setTimeout(add,3000)});` +
    `var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];` +
    `if(types.indexOf("paint")===-1){requestAnimationFrame(function(){setTimeout(add,0)});return}` +
    `new PerformanceObserver(function(list,observer){` +
    `if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();add()}` +
    `}).observe({type:"paint",buffered:true})` +
    `})()</script>`;
  return Buffer.from(withoutPreloads + loader + text.slice(end), 'utf8');
}
