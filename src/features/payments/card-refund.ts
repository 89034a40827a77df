import { returnPolicyFigures } from '@/content/policy-figures';

const { min, max } = returnPolicyFigures.refund.cardPostingDays;

/** When a card refund shows on the statement, as the dealer's return policy says it. */
export const cardRefundTiming = `Card refunds usually show within ${min}-${max} days.`;
