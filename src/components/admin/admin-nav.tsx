'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';

/** Who sees a section: everyone, or those whose role may use it (src/features/staff/access.ts). */
type Audience = 'everyone' | 'rentalDesk' | 'serviceDesk' | 'payments' | 'accounts';

interface AdminSection {
  href: string;
  label: string;
  audience: Audience;
}

const sections: readonly AdminSection[] = [
  { href: '/admin', label: 'Dashboard', audience: 'everyone' },
  { href: '/admin/leads', label: 'Leads', audience: 'everyone' },
  { href: '/admin/inventory', label: 'Inventory', audience: 'everyone' },
  { href: '/admin/rentals', label: 'Rentals', audience: 'rentalDesk' },
  { href: '/admin/service', label: 'Service', audience: 'serviceDesk' },
  { href: '/admin/payments', label: 'Payments', audience: 'payments' },
  { href: '/admin/staff', label: 'Staff', audience: 'accounts' },
];

/**
 * The dashboard is current on its own page only; every other section on its page and every page
 * under it (`/admin/leads/…`, not `/admin/leadsX`).
 */
export const isCurrentSection = (href: string, path: string) =>
  path === href || (href !== '/admin' && path.startsWith(`${href}/`));

/**
 * The staff area's sections, each shown to those who may use it (what the layout asked the access
 * table); the current one is marked for every reader.
 */
export function AdminNav(sees: Record<Exclude<Audience, 'everyone'>, boolean>) {
  const path = usePathname();
  const audiences: Record<Audience, boolean> = { everyone: true, ...sees };
  return (
    <nav aria-label="Staff area">
      <ul className="flex flex-wrap gap-1">
        {sections
          .filter((section) => audiences[section.audience])
          .map((section) => {
            const current = isCurrentSection(section.href, path);
            return (
              <li key={section.href}>
                <Link
                  href={section.href}
                  aria-current={current ? 'page' : undefined}
                  className={`inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold sm:px-4 ${current ? 'bg-white text-brand-950' : 'text-white/85 hover:bg-white/10 hover:text-white'}`}
                >
                  {section.label}
                </Link>
              </li>
            );
          })}
      </ul>
    </nav>
  );
}
