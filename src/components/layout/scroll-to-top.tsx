'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/**
 * Brings a link's #target into view (below the sticky header) and focuses a form's first field,
 * or why it was refused, or the answer to it (`data-lands-on`: a question asked by a plain GET
 * form comes back as a new page, where a live region announces nothing).
 */
function landOnTarget(hash: string): boolean {
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // Use the hash as written.
  }
  const target = id ? document.getElementById(id) : null;
  if (!target) return false;
  // A form that came back refused lands on why (its focusable alert), not on its first field.
  const refusal = target.querySelector<HTMLElement>('[role="alert"][tabindex="-1"]');
  // A question the page has answered (data-lands-on names the answer) lands on the answer.
  const answer = !refusal && target.dataset.landsOn ? document.getElementById(target.dataset.landsOn) : null;
  if (answer) {
    answer.tabIndex = -1;
    answer.scrollIntoView({ block: 'start' });
    answer.focus({ preventScroll: true });
    return true;
  }
  const first = target.querySelector<HTMLElement>(
    'input:not([type="hidden"]):not([tabindex="-1"]), select, textarea',
  );
  // A group of choices lands on the one chosen, as Tab does: Space on an unchosen one would change it.
  const chosen =
    first instanceof HTMLInputElement && first.type === 'radio' && first.name
      ? target.querySelector<HTMLElement>(`input[type="radio"][name="${CSS.escape(first.name)}"]:checked`)
      : null;
  const field = refusal ?? chosen ?? first;
  // scroll-padding-top (globals.css) keeps both below the sticky header.
  target.scrollIntoView({ block: 'start' });
  field?.focus({ preventScroll: true });
  return true;
}

/**
 * Scrolling on a route change (docs/decisions/0006-canonical-routes-and-aliases.md): a link with a #target lands on
 * it; Back and Forward keep the position the browser restores; any other route change starts at
 * the top, once at once and again after 10 ms for content that shifts the page (brief, section 2).
 */
export function ScrollToTop() {
  const pathname = usePathname();
  const historyMove = useRef(false);
  const firstRender = useRef(true);

  useEffect(() => {
    const onPopState = () => {
      historyMove.current = true;
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  useEffect(() => {
    const arriving = firstRender.current;
    firstRender.current = false;
    if (historyMove.current) {
      historyMove.current = false;
      return;
    }
    if (window.location.hash) {
      landOnTarget(window.location.hash);
      return;
    }
    // A fresh load or reload keeps the browser's own position.
    if (arriving) return;
    window.scrollTo(0, 0);
    const timer = window.setTimeout(() => window.scrollTo(0, 0), 10);
    return () => window.clearTimeout(timer);
  }, [pathname]);
  return null;
}
