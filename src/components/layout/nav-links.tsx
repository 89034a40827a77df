'use client';

import { usePathname } from 'next/navigation';

import { IntentLink } from '@/components/ui/intent-link';
import { ariaCurrent, mainNavigation, navItemState, siteMenuId } from '@/content/navigation';

// Styled in src/app/globals.css; aria-current, which the item carries anyway, makes it bold.
const linkClass = { bar: 'nav-link-bar', drawer: 'nav-link-drawer' } as const;

/** A drawer link closes the phone menu: a client-side navigation does not reload the page. */
const closeSiteMenu = () => document.getElementById(siteMenuId)?.hidePopover();

/**
 * The main navigation's items, for the desktop bar and the phone menu: the page's own item is
 * aria-current="page", its section's item aria-current="true", and both are bold (docs/decisions/0011-navigation-and-footer.md).
 */
export function NavLinks({ look }: { look: keyof typeof linkClass }) {
  const pathname = usePathname();
  return mainNavigation.map((item) => {
    const state = navItemState(item.href, pathname);
    return (
      <li key={item.href}>
        <IntentLink
          href={item.href}
          onClick={look === 'drawer' ? closeSiteMenu : undefined}
          aria-current={ariaCurrent(state)}
          className={linkClass[look]}
        >
          {item.label}
        </IntentLink>
      </li>
    );
  });
}
