import type { Metadata } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';

import { AdminNav } from '@/components/admin/admin-nav';
import { LogoMark } from '@/components/layout/logo-mark';
import { Container } from '@/components/ui/section';
import { dealer } from '@/content/dealer';
import { may } from '@/features/staff/access';
import { currentStaff } from '@/features/staff/server/current-staff';
import { staffDisplayName } from '@/features/staff/staff-roles';

export const metadata: Metadata = {
  title: { absolute: `Staff area | ${dealer.name}` },
  robots: { index: false, follow: false },
};

export default async function AdminLayout({ children }: { children: ReactNode }) {
  const staff = await currentStaff();
  return (
    <>
      <header className="border-b border-line bg-brand-950 text-white">
        {/* Past the staff area's links to the page's own work, as on the public pages (WCAG 2.4.1). */}
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <Container className="flex min-h-16 flex-wrap items-center justify-between gap-x-4 gap-y-2 py-2">
          <Link href="/admin" className="flex items-center gap-2.5 font-extrabold">
            <LogoMark />
            <span>
              <span className="hidden lg:inline">{dealer.name} · </span>Staff
            </span>
          </Link>
          {staff && (
            <AdminNav
              rentalDesk={may(staff, 'rentals.desk')}
              serviceDesk={may(staff, 'service.board')}
              payments={may(staff, 'payments.view')}
              accounts={may(staff, 'staff.manage')}
            />
          )}
          {staff && (
            <form action="/admin/sign-out" method="post" className="flex items-center gap-3 text-sm">
              <Link href="/admin/account" className="text-white/80 underline-offset-4 hover:underline">
                <span className="sr-only sm:not-sr-only">{staffDisplayName(staff)}</span>
                <span className="sm:hidden">Your account</span>
              </Link>
              <button
                type="submit"
                className="rounded-full border border-white/60 px-4 py-2 font-semibold whitespace-nowrap hover:bg-white/10"
              >
                Sign out
              </button>
            </form>
          )}
        </Container>
      </header>
      <main id="main" className="flex-1 bg-surface">
        {children}
      </main>
    </>
  );
}
