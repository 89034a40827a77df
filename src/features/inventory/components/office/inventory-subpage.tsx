import Link from 'next/link';
import type { ReactNode } from 'react';

import { Container } from '@/components/ui/section';

/** A page below the inventory list (a record, a new vehicle, the import), with the way back to it. */
export function InventorySubpage({
  widthClass,
  children,
}: {
  /** How wide the page's content may grow, e.g. "max-w-5xl" for the vehicle form. */
  widthClass: string;
  children: ReactNode;
}) {
  return (
    <Container className={`${widthClass} py-10`}>
      <Link href="/admin/inventory" className="text-sm font-semibold text-brand-800 hover:underline">
        ← Inventory
      </Link>
      {children}
    </Container>
  );
}
