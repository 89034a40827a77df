'use client';

import { paymentInputsFrom } from '@/features/requests/components/payment-estimate-lines';
import { PaymentEstimatePanel } from '@/features/requests/components/payment-estimate-panel';

import type { FieldErrors } from '../../contact-schema';
import type { RequestFormSpec } from '../enquiry-form';
import { EnquiryFormWithEstimate } from './enquiry-form-with-estimate';

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
