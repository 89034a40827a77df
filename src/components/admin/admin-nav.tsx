'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';

const sections = [
  {
    href: '/admin',
    label: 'Dashboard',
    matches: (path: string) => path === '/admin',
  },
  {
    href: '/admin/leads',
    label: 'Leads',
    matches: (path: string) => path.startsWith('/admin/leads'),
  },
  {
    href: '/admin/inventory',
    label: 'Inventory',
    matches: (path: string) => path.startsWith('/admin/inventory'),
  },
  {
    href: '/admin/rentals',
    label: 'Rentals',
    matches: (path: string) => path.startsWith('/admin/rentals'),
    rentalDesk: true,
  },
  {
    href: '/admin/service',
    label: 'Service',
    matches: (path: string) => path.startsWith('/admin/service'),
    serviceDesk: true,
  },
  {
    href: '/admin/payments',
    label: 'Payments',
    matches: (path: string) => path.startsWith('/admin/payments'),
    managersOnly: true,
  },
  {
    href: '/admin/staff',
    label: 'Staff',
    matches: (path: string) => path.startsWith('/admin/staff'),
    managersOnly: true,
  },
];

/**
 * The staff area's sections (Staff for managers, Rentals and Service for those who may use those
 * desks); the current one is marked for every reader.
 */
export function AdminNav({
  manager,
  rentalDesk,
  serviceDesk,
}: {
  manager: boolean;
  rentalDesk: boolean;
  serviceDesk: boolean;
}) {
  const path = usePathname();
  return (
    <nav aria-label="Staff area">
      <ul className="flex flex-wrap gap-1">
        {sections
          .filter((section) => manager || !('managersOnly' in section))
          .filter((section) => rentalDesk || !('rentalDesk' in section))
          .filter((section) => serviceDesk || !('serviceDesk' in section))
          .map((section) => {
            const current = section.matches(path);
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
