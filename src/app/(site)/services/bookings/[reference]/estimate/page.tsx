import { notFound } from 'next/navigation';

import { PageHero } from '@/components/layout/page-hero';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/section';
import { formatCents } from '@/features/rentals/rental-price';
import { metadataFor } from '@/features/seo/server/site-metadata';
import { EstimateDecisionForm } from '@/features/service/components/estimate-decision-form';
import { estimateForLink, linesTotal } from '@/features/service/server/estimates';
import { formatDateTime } from '@/lib/format-date';

export async function generateMetadata({ params }: PageProps<'/services/bookings/[reference]/estimate'>) {
  const { reference } = await params;
  return metadataFor({
    title: 'Your Service Estimate',
    description: 'Approve or decline each line of the estimate for your cart.',
    path: `/services/bookings/${encodeURIComponent(reference)}/estimate`,
    noIndex: true,
  });
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/** One estimate round, opened with its own signed link: each line approved or declined, once. */
export default async function EstimatePage({
  params,
  searchParams,
}: PageProps<'/services/bookings/[reference]/estimate'>) {
  const [{ reference }, query] = await Promise.all([params, searchParams]);
  const key = first(query.key);
  const found = await estimateForLink(reference, Number(first(query.round)), key);
  if (!found) notFound();
  const { booking, round, lines, superseded } = found;
  const answered = lines.find((line) => line.decidedAt);
  return (
    <>
      <PageHero
        title={`Estimate for ${booking.reference}`}
        lead={`${booking.firstName}, here is what we found and what it costs.`}
      />
      <Container className="max-w-3xl py-10 sm:py-14">
        {first(query.answered) === '1' && (
          <p role="status" className="mb-6 rounded-xl bg-brand-50 p-4 font-semibold text-brand-900">
            Thank you: your answer is recorded and the workshop goes on with what you approved.
          </p>
        )}
        <Card className="p-5 sm:p-8">
          <h2 className="text-2xl font-extrabold tracking-tight">
            {lines.length} {lines.length === 1 ? 'line' : 'lines'}, {formatCents(linesTotal(lines))} in all
          </h2>
          <div className="mt-5">
            {superseded ? (
              <p>This estimate has been replaced by a newer one: use the link in our latest e-mail.</p>
            ) : answered ? (
              <>
                <p>You answered this estimate on {formatDateTime(answered.decidedAt!)}.</p>
                <ul className="mt-4 grid gap-2 text-sm">
                  {lines.map((line) => (
                    <li key={line.id} className="flex justify-between gap-4 border-b border-line/70 pb-2">
                      <span>{line.description}</span>
                      <span className="tabular-nums">
                        {formatCents(line.cents)} · {line.decision === 'approved' ? 'Approved' : 'Declined'}
                      </span>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <EstimateDecisionForm reference={booking.reference} round={round} linkKey={key} lines={lines} />
            )}
          </div>
        </Card>
      </Container>
    </>
  );
}
