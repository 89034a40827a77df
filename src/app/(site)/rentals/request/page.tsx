import Link from 'next/link';

import { municipalities, municipalityBySlug } from '@/content/municipalities';
import { golfCartRentalPolicy } from '@/content/policies/rental-policy';
import { cartTypes, rentalPolicy, type CartTypeId, type PlanId } from '@/content/rental-plans';
import {
  RentalRequestForm,
  type DeliveryTable,
} from '@/features/leads/components/request-forms/rental-request-form';
import { RequestPage } from '@/features/leads/components/request-forms/request-page';
import { rentalRequestSpec } from '@/features/leads/components/request-forms/request-specs';
import { requestFormState } from '@/features/leads/request-form-state';
import { readEnquiryDraft } from '@/features/leads/server/enquiry-drafts';
import { locationCity, rentalBase } from '@/features/places/town-location';
import { findPlan } from '@/features/requests/rental-quote';
import { dealerToday } from '@/features/requests/request-dates';
import { metadataFor } from '@/features/seo/server/site-metadata';
import { formatPrice } from '@/lib/format-price';

const path = '/rentals/request';

export const metadata = metadataFor({
  title: 'Request a Golf Cart Rental',
  description:
    'Choose a cart, a plan, your dates and the town we deliver to: see the rental price, deposit and delivery fee, and send the request to our rentals team.',
  path,
  keywords: ['golf cart rental request', 'rent a golf cart NJ', 'golf cart delivery'],
});

const deliveryTable = (): DeliveryTable =>
  Object.fromEntries(
    municipalities.map((town) => {
      const { location, miles } = rentalBase(town);
      return [town.slug, { name: town.name, from: `our ${locationCity(location)} showroom`, miles }];
    }),
  );

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

export default async function RentalRequestPage({ searchParams }: PageProps<'/rentals/request'>) {
  const query = await searchParams;
  const draft = first(query.draft) ? await readEnquiryDraft(first(query.draft)) : undefined;
  const today = dealerToday();
  // Only choices we know are passed on into the form.
  const cartType = first(query.cartType) as CartTypeId;
  const plan = first(query.plan) as PlanId;
  const known = findPlan(cartType, plan) !== undefined;
  const knownType = cartTypes.some((type) => type.id === cartType);
  const town = municipalityBySlug(first(query.municipality));
  const { values, errors } = requestFormState(
    'rental',
    {
      // What the link named, else nothing: an unsure visitor is asked, not sent a weekly 4 seater.
      cartType: knownType ? cartType : '',
      plan: known ? plan : '',
      carts: '1',
      municipality: town?.slug ?? '',
    },
    draft,
    today,
  );
  return (
    <RequestPage
      title="Request a Rental"
      lead="Tell us the cart, the dates and where to deliver it. You see the price as you choose, and our rentals team confirms availability and the total."
      crumbs={[
        { name: 'Rentals', path: '/rentals' },
        { name: 'Request a rental', path },
      ]}
      formTitle={town ? `Rent a golf cart in ${town.name}` : 'Your rental request'}
      form={
        <RentalRequestForm
          spec={rentalRequestSpec(today)}
          defaults={values}
          initialErrors={errors}
          towns={deliveryTable()}
        />
      }
      asideTitle="Published rates"
      aside={
        <div className="grid gap-6 text-sm">
          {cartTypes.map((type) => (
            <div key={type.id}>
              <h3 className="text-base font-bold">{type.title}</h3>
              <dl className="mt-2 grid gap-1">
                {type.plans.map((rentalPlan) => (
                  <div key={rentalPlan.id} className="flex justify-between gap-4">
                    <dt className="text-muted">{rentalPlan.title}</dt>
                    <dd className="font-semibold tabular-nums">
                      {formatPrice(rentalPlan.price)} {rentalPlan.period}
                    </dd>
                  </div>
                ))}
                <div className="flex justify-between gap-4">
                  <dt className="text-muted">Security deposit</dt>
                  <dd className="font-semibold tabular-nums">{formatPrice(type.securityDeposit)}</dd>
                </div>
              </dl>
            </div>
          ))}
          <p className="text-muted">
            Extra days are charged at the plan&apos;s renewal rate. The deposit is refunded{' '}
            {rentalPolicy.depositRefund} after return.{' '}
            <Link href={golfCartRentalPolicy.path} className="link-prose">
              Rental policy
            </Link>
          </p>
        </div>
      }
    />
  );
}
