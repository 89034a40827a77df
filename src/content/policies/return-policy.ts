import { dealer, locationById } from '@/content/dealer';
import { showroomLines } from '@/content/policies/policy-text';
import type { Policy } from '@/content/policies/policy-types';
import { returnPolicyFigures, rangeText } from '@/content/policy-figures';

const { newCarts, usedCarts, parts, defective, refund } = returnPolicyFigures;
const onlineStore = locationById('online-store');

export const returnPolicy: Policy = {
  path: '/policies/return-policy',
  title: 'Return Policy',
  metaDescription: `${dealer.name} return policy: ${newCarts.windowDays}-day returns on new golf carts, ${usedCarts.windowDays} days on used carts, ${parts.windowDays} days on parts, restocking fees and refund timing.`,
  keywords: [
    'golf cart return policy',
    'return a golf cart',
    'restocking fee',
    'golf cart parts return',
    'return authorization',
    `${dealer.name} returns`,
  ],
  intro: `We want you to be confident in every cart and part you buy from ${dealer.name}. This Return Policy explains when a new or used golf cart, utility vehicle, part or accessory bought from our showrooms or our online store can be returned, what fees apply and how refunds are paid. Manufacturer warranties are separate from this policy and are not affected by it.`,
  sections: [
    {
      heading: 'Return Windows at a Glance',
      items: [
        `New golf carts and utility vehicles: within ${newCarts.windowDays} days of delivery, with fewer than ${newCarts.maxMiles} miles of use; ${newCarts.restockingFeePercent}% restocking fee.`,
        `Used golf carts: within ${usedCarts.windowDays} days of delivery; ${usedCarts.restockingFeePercent}% restocking fee. Carts sold "as is" cannot be returned.`,
        `Parts and accessories: within ${parts.windowDays} days of purchase; ${parts.restockingFeePercent}% restocking fee.`,
        `Defective or damaged items: reported within ${defective.reportWithinHours} hours of delivery; no restocking fee.`,
        `Refunds: issued within ${refund.processingBusinessDays} business days of our approving the return; card refunds take a further ${rangeText(refund.cardPostingDays)} days to appear.`,
      ],
    },
    {
      heading: 'New Golf Carts and Utility Vehicles',
      paragraphs: [
        `You may return a new cart within ${newCarts.windowDays} days of delivery if it has been driven fewer than ${newCarts.maxMiles} miles and is in the condition in which it was delivered: undamaged, unmodified, clean, and with all keys, the charger, manuals and any accessories supplied with it.`,
        `A restocking fee of ${newCarts.restockingFeePercent}% of the vehicle purchase price applies. It covers inspection, reconditioning and the loss in value of a cart that can no longer be sold as new. Carts that have been registered, titled, modified or fitted with accessories at your request will be assessed individually; we will tell you before you return the cart whether the return can be accepted.`,
      ],
    },
    {
      heading: 'Used Golf Carts',
      paragraphs: [
        `A used cart may be returned within ${usedCarts.windowDays} days of delivery in the same condition in which it was delivered, subject to a ${usedCarts.restockingFeePercent}% fee on the purchase price. Carts sold "as is" are identified as such on the purchase agreement and cannot be returned; please inspect and test drive an as-is cart before you buy it.`,
      ],
    },
    {
      heading: 'Parts and Accessories',
      paragraphs: [
        `Unused parts and accessories in their original, undamaged packaging may be returned within ${parts.windowDays} days of purchase, subject to a ${parts.restockingFeePercent}% restocking fee. This applies to parts bought at our showrooms and through our online store. Parts that have been installed, used, cut or altered, and parts ordered specially for you, can be returned only if they are defective.`,
      ],
    },
    {
      heading: 'Defective or Damaged Items',
      paragraphs: [
        `If a cart, part or accessory arrives defective or damaged, report it to us within ${defective.reportWithinHours} hours of delivery. Please include photos and a description of the problem where you can. We will inspect the item and repair it, replace it or accept its return with no restocking fee. Problems that appear later are handled under the manufacturer's warranty, and our service team can help you with the claim.`,
      ],
    },
    {
      heading: 'How to Start a Return',
      paragraphs: [
        'Every return needs a return authorization (RA) number, issued before the item comes back to us. Items returned without an RA number cannot be accepted.',
      ],
      items: [
        'Contact the showroom where you bought the item, or our online store team for online parts orders, and give your name, the date of purchase and the reason for the return.',
        'We confirm whether the item is eligible, which fee applies, and issue your RA number.',
        'For carts, we agree with you how and when the cart will be brought back to the showroom; for parts, bring or ship the item with the RA number clearly marked.',
        'We inspect the item on arrival and confirm the refund amount to you.',
      ],
      subsections: [
        {
          heading: 'Where to call',
          items: [...showroomLines(), `${onlineStore.name}: ${onlineStore.phone.display}`],
        },
      ],
    },
    {
      heading: 'Refunds',
      paragraphs: [
        `Once a return is inspected and approved, we issue the refund, less any restocking fee, within ${refund.processingBusinessDays} business days. Refunds are paid to the original form of payment. Card refunds normally appear on your statement ${rangeText(refund.cardPostingDays)} days after we issue them, depending on your card issuer.`,
        'If the purchase was financed, the refund is paid to the lender to settle the financed amount, and any balance is paid to you. Sales tax is refunded as the law of the state where the sale took place allows. Damage or missing items found at inspection that were not present at delivery are deducted from the refund, and we will show you the deduction.',
      ],
    },
    {
      heading: 'What This Policy Does Not Cover',
      paragraphs: [
        'Rentals, service work and storage are not returns of goods. Rental refunds and cancellations follow our Golf Cart Rental Policy, storage follows our Storage Policy, and concerns about completed service work should be raised with our service team, who will inspect the work and make it right where it was not done correctly.',
        `Questions about this policy can be sent to ${dealer.email} or raised by phone at ${dealer.phone.display}.`,
      ],
    },
  ],
};
