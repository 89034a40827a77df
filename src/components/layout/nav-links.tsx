'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';

import { ariaCurrent, mainNavigation, navItemState, siteMenuId } from '@/content/navigation';

const looks = {
  bar: {
    link: 'rounded-full px-3 py-2 text-[0.95rem] transition-colors hover:bg-brand-50 hover:text-brand-800',
    current: 'font-bold text-brand-800',
    other: 'font-medium text-ink',
  },
  drawer: {
    link: 'block rounded-xl px-4 py-3 text-lg hover:bg-brand-50',
    current: 'bg-brand-50 font-bold text-brand-800',
    other: 'font-medium',
  },
} as const;

/** A drawer link closes the phone menu: a client-side navigation does not reload the page. */
const closeSiteMenu = () => document.getElementById(siteMenuId)?.hidePopover();

/**
 * The main navigation's items, for the desktop bar and the phone menu: the page's own item is
 * aria-current="page", its section's item aria-current="true", and both are bold (docs/decisions/0011).
 */
export function NavLinks({ look }: { look: keyof typeof looks }) {
  const pathname = usePathname();
  const style = looks[look];
  return mainNavigation.map((item) => {
    const state = navItemState(item.href, pathname);
    return (
      <li key={item.href}>
        <Link
          href={item.href}
          onClick={look === 'drawer' ? closeSiteMenu : undefined}
          aria-current={ariaCurrent(state)}
          className={`${style.link} ${state ? style.current : style.other}`}
        >
          {item.label}
        </Link>
      </li>
    );
  });
}
