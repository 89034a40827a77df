import type { Metadata } from 'next';
import Link from 'next/link';

import { Container } from '@/components/ui/section';
import { leadRefusals, type LeadRefusal } from '@/features/leads/lead-access';

/** Which lead refusal the address names ("?lead=owned"), if any. */
const leadRefusalAsked = (lead: string | string[] | undefined): LeadRefusal | undefined =>
  typeof lead === 'string' && Object.hasOwn(leadRefusals, lead) ? (lead as LeadRefusal) : undefined;

export async function generateMetadata({ searchParams }: PageProps<'/admin/not-allowed'>): Promise<Metadata> {
  const refusal = leadRefusalAsked((await searchParams).lead);
  return { title: { absolute: `${refusal ? 'Not your lead' : 'Not for your role'} | Staff area` } };
}

/**
 * Where staff land at a page or after an action their role does not allow: a manager's, or a lead
 * someone else owns (src/features/staff/access.ts). Drawn on the server like any staff page, with
 * and without JavaScript; the proxy answers it 403.
 */
export default async function NotAllowedPage({ searchParams }: PageProps<'/admin/not-allowed'>) {
  const refusal = leadRefusalAsked((await searchParams).lead);
  if (refusal)
    return (
      <Container className="py-16">
        <h1 className="text-3xl font-extrabold tracking-tight">Not your lead</h1>
        <p className="mt-3 max-w-prose text-lg">{leadRefusals[refusal]}</p>
        <p className="mt-3 max-w-prose">
          {refusal === 'owned' && 'A lead can pass to a colleague after its e-mail reached you. '}Nothing was
          changed; ask a manager if it needs you.
        </p>
        <Link href="/admin/leads" className="mt-6 inline-block font-semibold text-brand-800 underline">
          Back to the leads
        </Link>
      </Container>
    );
  return (
    <Container className="py-16">
      <h1 className="text-3xl font-extrabold tracking-tight">Not for your role</h1>
      <p className="mt-3 max-w-prose text-lg">
        Your role does not allow what you asked for. Nothing was changed. Who may do what:
      </p>
      <ul className="mt-3 max-w-prose list-disc space-y-1 pl-5">
        <li>The rental desk: the rentals team and managers.</li>
        <li>The service job board and the shop&apos;s settings: the service team and managers.</li>
        <li>
          Managers only: the staff list and the desk&apos;s routing, the inventory settings, the CSV import,
          archiving a cart, a price change beyond the set share, the lead export, the fleet&apos;s turnaround
          buffer, and leads that someone else owns.
        </li>
      </ul>
      <p className="mt-3 max-w-prose">Ask a manager if it needs doing.</p>
      <Link href="/admin/leads" className="mt-6 inline-block font-semibold text-brand-800 underline">
        Back to the leads
      </Link>
    </Container>
  );
}
