/**
 * Next writes a page's scripts as `<script async>` in its head (and preloads the first), so the
 * browser fetches them while the stylesheet is still on its way and runs each as soon as it
 * arrives, often before the page's first paint: on a phone the text waits for the framework.
 * This moves those scripts to the end of the document: one inline script, the last thing in the
 * body, adds them once the HTML has been parsed, so the HTML and stylesheet have the connection
 * to themselves and the page can paint before any script runs. The scripts were async already
 * (no order between them); added by a script they still are, and they still hold back the load
 * event, so the page is hydrated by `load` as before.
 *
 * Applied to the pages the response cache holds back whole (src/http-server/response-cache.ts),
 * before their Content-Security-Policy hashes the inline scripts: the loader is one of them, and
 * the scripts it adds come from this site ('self').
 */

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
  const loader =
    `<script>${JSON.stringify(sources)}.forEach(function(source){` +
    `var script=document.createElement("script");script.src=source;document.head.appendChild(script)})</script>`;
  return Buffer.from(withoutPreloads + loader + text.slice(end), 'utf8');
}
