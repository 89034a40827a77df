import type { PaymentInputs } from '../payment-estimate';
import { EstimatePanel } from './estimate-panel';
import { paymentEstimateView } from './payment-estimate-lines';

/**
 * A payment estimate beside its form (the vehicle page's estimator, the pre-approval request):
 * the figures with the disclosure that goes with every monthly figure, or why there is none yet.
 */
export function PaymentEstimatePanel({
  id,
  title,
  inputs,
}: {
  id: string;
  title: string;
  inputs: PaymentInputs;
}) {
  const view = paymentEstimateView(inputs);
  return (
    <EstimatePanel
      id={id}
      title={title}
      lines={view.lines}
      empty={view.disclosure}
      note={view.lines ? view.disclosure : 'An estimate, not an offer of credit.'}
    />
  );
}
