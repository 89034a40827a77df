import Link from 'next/link';

import { Container } from '@/components/ui/section';

/** What staff who are not managers see at a manager's page or after a manager's action (403). */
export default function ManagersOnly() {
  return (
    <Container className="py-16">
      <h1 className="text-3xl font-extrabold tracking-tight">Managers only</h1>
      <p className="mt-3 max-w-prose text-lg">
        Only a manager can do this: the staff list, the finance settings, the CSV import and archiving a cart.
        Nothing was changed. Ask a manager if it needs doing.
      </p>
      <Link href="/admin/leads" className="mt-6 inline-block font-semibold text-brand-800 underline">
        Back to the leads
      </Link>
    </Container>
  );
}
