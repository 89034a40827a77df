'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';

import { ariaCurrent, mainNavigation, navItemState } from '@/content/navigation';

/** The desktop navigation bar; the current section is bold and marked for screen readers. */
export function MainNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {mainNavigation.map((item) => {
          const state = navItemState(item.href, pathname);
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={ariaCurrent(state)}
                className={`rounded-full px-3 py-2 text-[0.95rem] transition-colors hover:bg-brand-50 hover:text-brand-800 ${
                  state ? 'font-bold text-brand-800' : 'font-medium text-ink'
                }`}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
