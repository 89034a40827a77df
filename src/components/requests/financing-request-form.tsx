'use client';

import type { RequestFormSpec } from '@/components/contact/enquiry-form';
import type { FieldErrors } from '@/lib/contact-schema';

import { EnquiryFormWithEstimate } from './enquiry-form-with-estimate';
import { paymentInputsFrom } from './payment-estimate-lines';
import { PaymentEstimatePanel } from './payment-estimate-panel';

/** The pre-approval request: the enquiry form with the estimate's inputs and its live figure. */
export function FinancingRequestForm({
  spec,
  defaults,
  initialErrors,
  price,
  salesTaxPercent,
}: {
  spec: RequestFormSpec;
  defaults: Record<string, string>;
  initialErrors: FieldErrors;
  price: number;
  salesTaxPercent: number;
}) {
  return (
    <EnquiryFormWithEstimate
      spec={spec}
      defaults={defaults}
      initialErrors={initialErrors}
      estimate={(values) => (
        <PaymentEstimatePanel
          id="payment-estimate"
          title="Your payment estimate"
          inputs={paymentInputsFrom(values, price, salesTaxPercent)}
        />
      )}
    />
  );
}
