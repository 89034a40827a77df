import { readFileSync } from 'node:fs';
import path from 'node:path';

const builtPrefix = '/_next/static/';

/**
 * Reads the brotli copy that scripts/build.mjs wrote beside one of Next's built files
 * (`.next/static/chunks/x.js.br` for `/_next/static/chunks/x.js`), or undefined when there is
 * none. An address that would leave the build's static folder is never read.
 */
export function builtBrotliReader(staticFolder: string): (urlPath: string) => Buffer | undefined {
  return (urlPath) => {
    if (!urlPath.startsWith(builtPrefix)) return undefined;
    let relative: string;
    try {
      relative = decodeURIComponent(urlPath.slice(builtPrefix.length));
    } catch {
      return undefined;
    }
    const file = path.resolve(staticFolder, relative);
    if (!file.startsWith(`${staticFolder}${path.sep}`)) return undefined;
    try {
      return readFileSync(`${file}.br`);
    } catch {
      return undefined;
    }
  };
}
