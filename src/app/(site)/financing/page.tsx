import Link from 'next/link';

import { ButtonLink } from '@/components/ui/button';
import { dealer } from '@/content/dealer';
import { stockSnapshot, vehicleAsAsked } from '@/features/inventory/server/vehicle-queries';
import { effectivePrice, isListed, vehiclePath } from '@/features/inventory/vehicle';
import { EnquirySummary } from '@/features/leads/components/enquiry-summary';
import { FinancingRequestForm } from '@/features/leads/components/request-forms/financing-request-form';
import { RequestPage } from '@/features/leads/components/request-forms/request-page';
import { financingSpec } from '@/features/leads/components/request-forms/request-specs';
import { requestFormState } from '@/features/leads/request-form-state';
import { readEnquiryDraft } from '@/features/leads/server/enquiry-drafts';
import { typedPaymentProblems } from '@/features/requests/components/payment-estimate-lines';
import { defaultPaymentInputs } from '@/features/requests/payment-estimate';
import { financeSettings } from '@/features/requests/server/finance-settings-queries';
import { metadataFor } from '@/features/seo/server/site-metadata';
import { formatPrice } from '@/lib/format-price';

const path = '/financing';

export const metadata = metadataFor({
  title: 'Get Pre-approved for Golf Cart Financing',
  description: `Work out a monthly payment for a cart from ${dealer.name}'s inventory and ask our finance team to pre-approve it.`,
  path,
});

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function FinancingPage({ searchParams }: PageProps<'/financing'>) {
  const query = await searchParams;
  const draftId = first(query.draft);
  const draft = draftId ? await readEnquiryDraft(draftId) : undefined;
  // The vehicle page's estimator sends its figures in the query; a rejected post, in a draft.
  const source: Record<string, string | string[] | undefined> = draft ?? query;
  const wanted = first(source.vehicleId);
  const found = wanted ? vehicleAsAsked(await stockSnapshot(), wanted) : undefined;
  const vehicle = found && isListed(found) ? found : undefined;
  if (!vehicle) {
    return (
      <RequestPage
        title="Get Pre-approved"
        lead="Choose a cart first: each vehicle page works out a monthly payment you can send us for pre-approval."
        crumbs={[{ name: 'Financing', path }]}
        formTitle="Which cart would you like to finance?"
        form={
          <div className="grid gap-4">
            <p className="text-muted">
              {wanted
                ? 'That cart is no longer for sale, or the link is incomplete.'
                : 'This page needs a cart from our inventory.'}{' '}
              Open any cart in our inventory and use its payment estimate.
            </p>
            <ButtonLink href="/inventory" className="justify-self-start">
              Browse Inventory
            </ButtonLink>
          </div>
        }
        asideTitle="Financing"
        aside={<p className="text-sm text-muted">Questions first? Call us at {dealer.phone.display}.</p>}
      />
    );
  }
  const settings = await financeSettings();
  const price = effectivePrice(vehicle);
  const start = defaultPaymentInputs(price, settings);
  const typed = (key: 'downPayment' | 'termMonths' | 'aprPercent') =>
    first(source[key]) ?? String(start[key]);
  const term = typed('termMonths');
  const preset = {
    vehicleId: vehicle.id,
    downPayment: typed('downPayment'),
    // A select shows the option of the very same text: " 66" or "66.0" is the 66-month term.
    termMonths: /^\s*\d{1,3}(\.0+)?\s*$/.test(term) ? String(Number(term)) : term,
    aprPercent: typed('aprPercent'),
  };
  const { values, errors } = requestFormState('financing', preset, draft);
  // The estimate's figures checked as the server will check them; a field the form's own check
  // already faulted (on a refused send) keeps that message.
  const shownErrors = { ...typedPaymentProblems(values, price, settings.salesTaxPercent), ...errors };
  return (
    <RequestPage
      title="Get Pre-approved"
      lead={`Adjust the estimate, add your details, and our finance team replies ${dealer.responseTime.promise} with what a lender can offer.`}
      crumbs={[{ name: 'Financing', path }]}
      formTitle="Your pre-approval request"
      intro={<EnquirySummary parts={['Financing', `${vehicle.name}, ${formatPrice(price)}`]} />}
      form={
        <FinancingRequestForm
          spec={financingSpec(Number(values.termMonths))}
          defaults={values}
          initialErrors={shownErrors}
          price={price}
          salesTaxPercent={settings.salesTaxPercent}
        />
      }
      asideTitle="How pre-approval works"
      aside={
        <ol className="grid list-decimal gap-3 pl-5 text-sm">
          <li>Send the estimate with your details. Nothing here checks your credit.</li>
          <li>Our finance team calls or e-mails you to complete a credit application with a lender.</li>
          <li>
            You get the lender&apos;s actual rate and terms for{' '}
            <Link href={vehiclePath(vehicle)} className="link-prose">
              the {vehicle.name}
            </Link>{' '}
            before you decide.
          </li>
        </ol>
      }
    />
  );
}
