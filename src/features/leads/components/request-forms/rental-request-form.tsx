'use client';

import { useScriptsRunning } from '@/components/ui/scripts-running';
import { rentalDelivery, type CartTypeId, type PlanId } from '@/content/rental-plans';
import { milesText } from '@/features/places/miles-text';
import { EstimatePanel, type EstimateLine } from '@/features/requests/components/estimate-panel';
import { formatMonthly } from '@/features/requests/payment-estimate';
import {
  cheaperPlan,
  rentalDatesProblem,
  rentalQuote,
  type RentalQuoteInputs,
} from '@/features/requests/rental-quote';
import { dealerToday } from '@/features/requests/request-dates';
import { formatDollarsAndCents } from '@/lib/format-price';

import { EnquiryFormWithEstimate, type RequestFormProps } from './enquiry-form-with-estimate';

/** Per town: its name, and the showroom a cart comes from and how far (whole miles). */
export type DeliveryTable = Record<string, { name: string; from: string; miles: number }>;

function quoteInputs(values: Record<string, string>, towns: DeliveryTable): RentalQuoteInputs | undefined {
  const town = towns[values.municipality ?? ''];
  const carts = Number(values.carts);
  if (!town || !Number.isInteger(carts)) return undefined;
  return {
    cartType: values.cartType as CartTypeId,
    plan: values.plan as PlanId,
    carts,
    startDate: values.startDate ?? '',
    endDate: values.endDate ?? '',
    deliveryMiles: town.miles,
  };
}

function estimateLines(values: Record<string, string>, towns: DeliveryTable): EstimateLine[] | undefined {
  const town = towns[values.municipality ?? ''];
  const inputs = quoteInputs(values, towns);
  const quote = inputs && rentalQuote(inputs);
  if (!town || !inputs || !quote) return undefined;
  const carts = inputs.carts;
  return [
    {
      label: `Rental, ${quote.days} ${quote.days === 1 ? 'day' : 'days'} × ${carts} ${carts === 1 ? 'cart' : 'carts'}${quote.extraDays ? ` (${quote.extraDays} extra ${quote.extraDays === 1 ? 'day' : 'days'} at the renewal rate)` : ''}`,
      value: formatMonthly(quote.rentalPrice),
    },
    {
      label: `Delivery to ${town.name}, about ${milesText(town.miles)} from ${town.from}${quote.chargedMiles ? ` (${milesText(quote.chargedMiles)} beyond the free ${rentalDelivery.includedMiles})` : ` (free within ${milesText(rentalDelivery.includedMiles)})`}`,
      value: quote.deliveryFee === 0 ? 'Free' : formatMonthly(quote.deliveryFee),
    },
    { label: 'Estimated total', value: formatMonthly(quote.total), emphasis: true },
    { label: 'Security deposit, refunded after return', value: formatDollarsAndCents(quote.deposit) },
  ];
}

/** Chooses another plan in the form's own select, as the visitor would, so the form hears it. */
function switchPlan(button: HTMLButtonElement, plan: PlanId) {
  const select = button.form?.elements.namedItem('plan');
  if (!(select instanceof HTMLSelectElement)) return;
  select.value = plan;
  select.dispatchEvent(new Event('input', { bubbles: true }));
  select.dispatchEvent(new Event('change', { bubbles: true }));
  select.focus();
}

/** A cheaper plan for the same dates, with the way to choose it. */
function CheaperPlan({ values, towns }: { values: Record<string, string>; towns: DeliveryTable }) {
  const inputs = quoteInputs(values, towns);
  const cheaper = inputs && cheaperPlan(inputs);
  // The switch is done by script: without it the sentence still says which plan to choose.
  const scripted = useScriptsRunning();
  if (!cheaper) return null;
  return (
    <div className="mt-3 rounded-xl border border-brand-200 bg-white p-3 text-sm">
      <p>
        The <strong>{cheaper.plan.title}</strong> plan costs {formatMonthly(cheaper.rentalPrice)} for these
        dates, {formatMonthly(cheaper.saving)} less.
      </p>
      {scripted && (
        <button
          type="button"
          onClick={(event) => switchPlan(event.currentTarget, cheaper.plan.id)}
          className="mt-2 font-semibold text-brand-800 underline"
        >
          Switch to the {cheaper.plan.title} plan
        </button>
      )}
    </div>
  );
}

/** The rental request: the enquiry form with the rental's fields and a live price estimate. */
export function RentalRequestForm({ towns, ...form }: RequestFormProps & { towns: DeliveryTable }) {
  return (
    <EnquiryFormWithEstimate
      {...form}
      estimate={(values) => (
        <EstimatePanel
          id="rental-estimate"
          title="Your estimate"
          lines={estimateLines(values, towns)}
          problem={rentalDatesProblem(values.startDate ?? '', values.endDate ?? '', dealerToday())?.message}
          empty="Choose the cart, plan, dates and town, and the price appears here."
          note={`Estimate from our published rates, confirmed by our team. Delivery is free within ${rentalDelivery.includedMiles} miles of the nearest showroom, then $${rentalDelivery.feePerMile} a mile, by straight-line distance.`}
        >
          <CheaperPlan values={values} towns={towns} />
        </EstimatePanel>
      )}
    />
  );
}
