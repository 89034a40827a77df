import { returnPolicyFigures } from '@/content/policy-figures';

const { min, max } = returnPolicyFigures.refund.cardPostingDays;

/** When a card refund shows on the statement, as the dealer's return policy says it. */
export const cardRefundTiming = `Card refunds usually show within ${min}-${max} days.`;

/** "it is refunded to your card in full." once the refund was sent to Stripe; "being" until then. */
export const cardRefundSaid = (sent: boolean) =>
  `it is ${sent ? '' : 'being '}refunded to your card in full.`;
