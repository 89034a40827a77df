'use client';

import { ButtonLink } from '@/components/ui/button';
import { Badge } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import type { CartType, RentalPlan } from '@/content/rental-plans';
import { formatPrice } from '@/lib/format-price';

/**
 * One rental plan, every field exactly as the rental content module gives it. A client component
 * for the sake of page weight, not interactivity: the page's RSC payload carries the plan's fields
 * instead of the card's element tree, twelve times on a rental page
 * (docs/decisions/0013-page-weight.md).
 */
export function PlanCard({
  cartType,
  plan,
  reserveHref,
}: {
  cartType: Pick<CartType, 'id' | 'title'>;
  plan: RentalPlan;
  reserveHref: string;
}) {
  const headingId = `${cartType.id}-${plan.id}-heading`;
  return (
    <article
      aria-labelledby={headingId}
      className={plan.recommended ? 'plan-card plan-card-recommended' : 'plan-card'}
    >
      {plan.recommended && (
        <p className="plan-ribbon">
          <Icon name="star" className="size-3.5 fill-current" />
          Recommended
        </p>
      )}
      <div className="plan-card-head">
        <div>
          <h3 id={headingId}>{plan.title}</h3>
          <p>{plan.subtitle}</p>
        </div>
        <Badge tone="neutral">{plan.badge}</Badge>
      </div>
      <p className="plan-card-price">
        <span className="plan-card-amount">{formatPrice(plan.price)}</span>
        <span>{plan.period}</span>
      </p>
      {plan.savings ? (
        <p className="mt-3">
          <Badge tone="accent">{plan.savings}</Badge>
        </p>
      ) : (
        <div aria-hidden="true" className="plan-card-no-savings" />
      )}
      <p className="plan-card-summary">{plan.description}</p>
      <ul className="icon-list plan-card-features">
        <li>
          <Icon name="calendar-days" />
          <span>{plan.renewal}</span>
        </li>
        <li>
          <Icon name="truck" />
          <span>{`Delivery: ${plan.deliveryFee}`}</span>
        </li>
      </ul>
      <ButtonLink
        href={reserveHref}
        variant={plan.recommended ? 'primary' : 'secondary'}
        className="mt-6 w-full tracking-wide"
      >
        RESERVE TODAY
        <span className="sr-only">{`: ${cartType.title}, ${plan.title} plan`}</span>
      </ButtonLink>
    </article>
  );
}
