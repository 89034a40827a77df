'use client';

import { useState } from 'react';

import { EnquiryForm, type RequestFormSpec } from '@/components/contact/enquiry-form';
import type { FieldErrors } from '@/lib/contact-schema';

import { EstimatePanel } from './estimate-panel';
import { paymentEstimateView, paymentInputsFrom } from './payment-estimate-lines';

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
  const [values, setValues] = useState(defaults);
  const view = paymentEstimateView(paymentInputsFrom(values, price, salesTaxPercent));
  return (
    <EnquiryForm
      request={spec}
      defaults={defaults}
      initialErrors={initialErrors}
      onValuesChange={setValues}
      estimate={
        <EstimatePanel
          id="payment-estimate"
          title="Your payment estimate"
          lines={view.lines}
          empty={view.disclosure}
          note={view.lines ? view.disclosure : 'An estimate, not an offer of credit.'}
        />
      }
    />
  );
}
