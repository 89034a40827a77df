import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import type { Page } from '@playwright/test';

/** The WCAG 2.2 AA rules every page is held to. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const axeSource = readFileSync(createRequire(__filename).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's WCAG 2.2 AA violations on the page as it is now, one line each ("rule: targets").
 *
 * It runs axe in the page's own frame. @axe-core/playwright's AxeBuilder does the same work in
 * about four times the time (it injects axe into every frame and finishes in a second, blank
 * page), which over the whole sitemap was most of the suite's time. Our pages have no frames
 * when this runs (the service-area map's frame loads only when asked for), so nothing is lost.
 */
export async function axeViolations(
  page: Page,
  { exclude = [] }: { exclude?: string[] } = {},
): Promise<string[]> {
  // After a client-side navigation (a server action's redirect) Next puts the new page's <title>
  // in once its metadata has streamed, a moment after the heading; on a busy machine axe could
  // run in between. Wait for it a while, then let axe judge: a page without one still fails.
  await page
    .waitForFunction(() => document.title.trim() !== '', undefined, { timeout: 10_000 })
    .catch(() => undefined);
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async ({ tags, exclude }) => {
      const axe = (window as unknown as { axe: AxeRunner }).axe;
      const context = exclude.length
        ? { include: [['html']], exclude: exclude.map((selector) => [selector]) }
        : document;
      // Passes and incomplete checks are not needed here, and collecting them takes time.
      const results = await axe.run(context, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    },
    { tags: wcagTags, exclude },
  );
  return violations;
}

/** The part of axe-core's API used here (its own types describe the page-side global loosely). */
interface AxeRunner {
  run(
    context: Document | { include: string[][]; exclude: string[][] },
    options: { runOnly: { type: 'tag'; values: string[] }; resultTypes: 'violations'[] },
  ): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
}

/**
 * The page as axe reads it, without its words: every element with its attributes, each text
 * reduced to "some text", each value that is prose or an address (alt, title, labels, links,
 * sources, dates) reduced to present or empty, and a run of identical siblings (list items, cards,
 * table rows) reduced to one. Two pages of one shape give axe the same elements, roles, names
 * present or missing, ids, references, classes and styles; they differ in wording, which the WCAG
 * rules axe runs judge by presence. (Longer words can make a target larger or a region overflow:
 * a run of pages of one shape is judged on its first.) The sitemap audit runs axe once a shape: a
 * town page, a town's rental page or a vehicle page is one of a few shapes, and a page whose
 * markup differs gets its own run.
 */
export function pageShape(page: Page): Promise<string> {
  return page.evaluate(() => {
    const prose = new Set([
      'alt',
      'title',
      'aria-label',
      'aria-description',
      'aria-placeholder',
      'aria-valuetext',
      'placeholder',
      'href',
      'src',
      'srcset',
      'sizes',
      'datetime',
      'value',
      'action',
      'poster',
      'content',
    ]);
    const attribute = (element: Element, { name, value }: Attr) => {
      // In-page links must lead to an element of the page: kept whole, like every id.
      if (name === 'href' && value.startsWith('#')) return `${name}=${value}`;
      // The viewport's settings decide whether a phone may zoom.
      if (name === 'content' && element.getAttribute('name') === 'viewport') return `${name}=${value}`;
      if (prose.has(name) || name.startsWith('data-')) return `${name}=${value.trim() ? 'some' : 'none'}`;
      return `${name}=${value}`;
    };
    const shape = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent?.trim() ? '#text' : '';
      if (!(node instanceof Element)) return '';
      const attributes = [...node.attributes].map((each) => attribute(node, each)).sort();
      const children: string[] = [];
      for (const child of node.childNodes) {
        const childShape = shape(child);
        if (childShape && children.at(-1) !== childShape) children.push(childShape);
      }
      return `<${node.localName} ${attributes.join(' ')}>${children.join('')}</${node.localName}>`;
    };
    return shape(document.documentElement);
  });
}
