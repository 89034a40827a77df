import { readdirSync } from 'node:fs';

import { expect, it } from 'vitest';

/**
 * src/lib is for small helpers any domain uses (docs/decisions/0015-code-layout.md); it had grown
 * to 25 modules, most of them one domain's own. Past 15, move the one-domain pieces to their domain.
 */
it('keeps src/lib to at most 15 modules', () => {
  const modules = readdirSync(import.meta.dirname).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
  );
  expect(modules.length, modules.join(', ')).toBeLessThanOrEqual(15);
});
