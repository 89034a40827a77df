import Link from 'next/link';

import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import { golfCartRentalPolicy } from '@/content/policies/rental-policy';
import { cartTypes, rentalPolicy, type CartType } from '@/content/rental-plans';
import { formatPrice } from '@/lib/format-price';
import { rentalRequestHref } from '@/lib/request-links';

import { PlanCard } from './plan-card';

function CartTypePlans({
  cartType,
  municipality,
  tone,
}: {
  cartType: CartType;
  municipality?: string;
  tone: 'white' | 'surface';
}) {
  return (
    <Section
      id={cartType.id}
      eyebrow={cartType.seats}
      title={cartType.title}
      lead={cartType.summary}
      tone={tone}
    >
      <p className="-mt-4 mb-10 flex items-start gap-2 text-sm">
        <Icon name="shield-check" className="mt-0.5 size-4 shrink-0 text-brand-700" />
        <span>
          Security deposit: <strong className="tabular-nums">{formatPrice(cartType.securityDeposit)}</strong>,
          refunded {rentalPolicy.depositRefund} after return.{' '}
          <Link
            href={golfCartRentalPolicy.path}
            className="font-semibold whitespace-nowrap text-brand-800 underline underline-offset-4 hover:text-brand-900"
          >
            Rental policy
          </Link>
        </span>
      </p>
      <ul className="grid gap-6 pt-2 sm:grid-cols-2 xl:grid-cols-4">
        {cartType.plans.map((plan) => (
          <li key={plan.id}>
            <PlanCard
              cartType={{ id: cartType.id, title: cartType.title }}
              plan={plan}
              reserveHref={rentalRequestHref({ cartType: cartType.id, plan: plan.id, municipality })}
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}

/**
 * The three plan tables (4 seater, 6 seater, utility) of four plans each, shared by /rentals and
 * every town's rental page. With a town slug, each RESERVE TODAY link carries the town too.
 */
export function RentalPlanSections({ municipality }: { municipality?: string }) {
  return cartTypes.map((cartType, index) => (
    <CartTypePlans
      key={cartType.id}
      cartType={cartType}
      municipality={municipality}
      tone={index % 2 === 0 ? 'white' : 'surface'}
    />
  ));
}
