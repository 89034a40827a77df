'use client';

import {
  paymentInputsFrom,
  typedPaymentProblems,
} from '@/features/requests/components/payment-estimate-lines';
import { PaymentEstimatePanel } from '@/features/requests/components/payment-estimate-panel';

import { EnquiryFormWithEstimate, type RequestFormProps } from './enquiry-form-with-estimate';

/** The pre-approval request: the enquiry form with the estimate's inputs and its live figure. */
export function FinancingRequestForm({
  price,
  salesTaxPercent,
  ...form
}: RequestFormProps & { price: number; salesTaxPercent: number }) {
  return (
    <EnquiryFormWithEstimate
      {...form}
      checkAlso={(values) => typedPaymentProblems(values, price, salesTaxPercent)}
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
