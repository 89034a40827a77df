'use client';

import { useEffect } from 'react';

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * While the phone menu is open it is the page: focus moves into it, Tab and Shift+Tab go round
 * inside it, the rest of the page is inert (no focus, no clicks, no reading) and does not scroll.
 * Closed by Escape or its button, focus goes back to the menu button. The platform's popover
 * opens and closes it without script; this adds what a modal menu owes a keyboard.
 */
export function DrawerFocusKeeper({ menuId }: { menuId: string }) {
  useEffect(() => {
    const drawer = document.getElementById(menuId);
    if (!drawer) return;
    const opener = document.querySelector<HTMLElement>(
      `[popovertarget="${menuId}"]:not([popovertargetaction="hide"])`,
    );
    let inerted: Element[] = [];
    const focusables = () =>
      [...drawer.querySelectorAll<HTMLElement>(focusableSelector)].filter((element) => element.offsetParent);

    const keepTabInside = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = focusables();
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !drawer.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !drawer.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };

    const holdFocusInside = () => {
      // Every element beside the drawer and its ancestors, up to the body.
      for (
        let node: Element = drawer;
        node.parentElement && node !== document.body;
        node = node.parentElement
      )
        for (const sibling of node.parentElement.children)
          if (sibling !== node && !sibling.hasAttribute('inert')) {
            sibling.setAttribute('inert', '');
            inerted.push(sibling);
          }
      document.documentElement.classList.add('drawer-open');
      document.addEventListener('keydown', keepTabInside);
      if (!drawer.contains(document.activeElement)) focusables()[0]?.focus();
    };

    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'open') return holdFocusInside();
      for (const element of inerted) element.removeAttribute('inert');
      inerted = [];
      document.documentElement.classList.remove('drawer-open');
      document.removeEventListener('keydown', keepTabInside);
      // The button was inert while the platform tried to give focus back to it.
      const active = document.activeElement;
      if (!active || active === document.body || drawer.contains(active)) opener?.focus();
    };

    drawer.addEventListener('toggle', onToggle);
    // A visitor who opened the menu before this script ran has the platform's popover already.
    if (drawer.matches(':popover-open')) holdFocusInside();
    return () => {
      drawer.removeEventListener('toggle', onToggle);
      document.removeEventListener('keydown', keepTabInside);
      for (const element of inerted) element.removeAttribute('inert');
      document.documentElement.classList.remove('drawer-open');
    };
  }, [menuId]);
  return null;
}
