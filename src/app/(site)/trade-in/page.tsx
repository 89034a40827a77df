import Link from 'next/link';

import { dealer } from '@/content/dealer';
import { findVehicle } from '@/features/inventory/server/vehicle-queries';
import { isListed, vehiclePath } from '@/features/inventory/vehicle';
import { EnquiryForm } from '@/features/leads/components/enquiry-form';
import { EnquirySummary } from '@/features/leads/components/enquiry-summary';
import { RequestPage } from '@/features/leads/components/request-forms/request-page';
import { tradeInSpec } from '@/features/leads/components/request-forms/request-specs';
import { requestFormState } from '@/features/leads/request-form-state';
import { readEnquiryDraft } from '@/features/leads/server/enquiry-drafts';
import { metadataFor } from '@/features/seo/server/site-metadata';

const path = '/trade-in';

export const metadata = metadataFor({
  title: 'Trade In Your Golf Cart',
  description: `Trade in your golf cart at ${dealer.name}: send its make, model, year, battery and condition with photos, and our sales team replies with an appraisal.`,
  path,
  keywords: ['golf cart trade-in', 'sell my golf cart', 'golf cart appraisal NJ'],
});

export default async function TradeInPage({ searchParams }: PageProps<'/trade-in'>) {
  const query = await searchParams;
  const draft = typeof query.draft === 'string' ? await readEnquiryDraft(query.draft) : undefined;
  const wanted = draft?.vehicleId ?? (typeof query.vehicleId === 'string' ? query.vehicleId : undefined);
  const found = wanted ? await findVehicle(wanted) : undefined;
  const vehicle = found && isListed(found) ? found : undefined;
  const { values, errors } = requestFormState('trade-in', { vehicleId: vehicle?.id ?? '' }, draft);
  return (
    <RequestPage
      title="Trade In Your Golf Cart"
      lead={`Tell us about the cart you have now. Our sales team replies ${dealer.responseTime.promise} with what it is worth toward your next one.`}
      crumbs={[{ name: 'Trade-in', path }]}
      formTitle="Your trade-in"
      intro={vehicle ? <EnquirySummary parts={[`Trade-in toward the ${vehicle.name}`]} /> : undefined}
      form={<EnquiryForm request={tradeInSpec()} defaults={values} initialErrors={errors} />}
      asideTitle="How a trade-in works"
      aside={
        <ol className="grid list-decimal gap-3 pl-5 text-sm">
          <li>Send the details and a few photos: front, side, seats and the battery.</li>
          <li>
            We reply with an estimated value, and book a short inspection at a showroom or at your home.
          </li>
          <li>
            The value you agree goes toward{' '}
            {vehicle ? (
              <Link href={vehiclePath(vehicle)} className="link-prose">
                the {vehicle.name}
              </Link>
            ) : (
              <Link href="/inventory" className="link-prose">
                any cart in our inventory
              </Link>
            )}
            .
          </li>
        </ol>
      }
    />
  );
}
