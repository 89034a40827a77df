import { dealer } from '@/content/dealer';
import { generalContactItems, hoursText } from '@/content/policies/policy-text';
import type { Policy } from '@/content/policies/policy-types';
import { storageFigures, usd } from '@/content/policy-figures';

const s = storageFigures;
const lien = s.lienProcessDaysOverdue;

export const storagePolicy: Policy = {
  path: '/policies/storage-policy',
  title: 'Storage Policy',
  metaDescription: `Golf cart storage at ${dealer.name}: indoor and covered monthly rates, winter and summer packages, maintenance add-ons, payment and notice terms.`,
  keywords: [
    'golf cart storage',
    'winter golf cart storage',
    'indoor golf cart storage',
    'covered golf cart storage',
    'seasonal storage package',
    `${dealer.name} storage`,
  ],
  intro: `${dealer.name} stores golf carts and utility vehicles between seasons and while owners are away, with optional battery care and pre-season preparation so the cart is ready to drive when you collect it. This Storage Policy sets out our storage options and rates, what we do while your cart is with us, payment terms, how to end storage and what happens if an account is not paid. Your storage agreement incorporates this policy.`,
  sections: [
    {
      heading: 'Storage Options and Monthly Rates',
      items: [
        `Indoor storage: ${usd(s.monthly.indoor)} per month. Your cart is kept inside an enclosed building, protected from weather, sun and road salt.`,
        `Covered storage: ${usd(s.monthly.covered)} per month. Your cart is kept under a roof, protected from rain, snow and direct sun.`,
      ],
      paragraphs: [
        'The storage location for your cart is confirmed in your storage agreement. Monthly storage continues from month to month until it is ended as described below.',
      ],
    },
    {
      heading: 'Seasonal Packages',
      paragraphs: ['Seasonal packages cover a full season at a set price, paid at the start of the season:'],
      items: [
        `Winter package (${s.winterPackage.starts} to ${s.winterPackage.ends}): ${usd(s.winterPackage.indoor)} indoor, ${usd(s.winterPackage.covered)} covered.`,
        `Summer package (${s.summerPackage.starts} to ${s.summerPackage.ends}): ${usd(s.summerPackage.indoor)} indoor, ${usd(s.summerPackage.covered)} covered.`,
      ],
      subsections: [
        {
          heading: 'Staying past the end of a season',
          paragraphs: [
            'A cart that remains in storage after its package ends continues on the monthly rate for its storage type until it is collected, unless you book a new package.',
          ],
        },
      ],
    },
    {
      heading: 'Maintenance and Preparation Services',
      items: [
        `Maintenance add-on: ${usd(s.maintenanceAddOnMonthly)} per month. Our technicians keep the batteries charged and check their condition and the tire pressures while the cart is stored, so the batteries are not left to discharge over the season.`,
        `Pre-season preparation: ${usd(s.preSeasonPrep)}. Before you collect the cart, we inspect it, check the batteries, charging system, brakes, lights and tires, fully charge it and test drive it. We tell you about anything that needs repair; repairs are quoted separately at our normal service rates and are not carried out without your approval.`,
      ],
    },
    {
      heading: 'Check-In and Condition',
      paragraphs: [
        'When your cart arrives, we record its condition, accessories and keys on a check-in report, which you receive a copy of. Please remove personal belongings and valuables before storage. Lead acid batteries should be fully charged at check-in; let us know if the cart has had recent battery or charging problems so that we can advise you.',
      ],
    },
    {
      heading: 'Access and Collection',
      paragraphs: [
        `Stored carts can be collected or visited by appointment during business hours (${hoursText(dealer.businessHours)}). Please give us notice of your collection date so the cart can be brought out, and charged if you have the maintenance add-on or pre-season preparation. A cart is released only to the owner named on the storage agreement, or to a person the owner authorises in writing, once the account is paid in full.`,
      ],
    },
    {
      heading: 'Payment and Late Fees',
      paragraphs: [
        `Monthly storage and add-ons are payable in advance at the start of each month; seasonal packages are payable at the start of the season. A late fee of ${usd(s.lateFee.amount)} applies when a payment is more than ${s.lateFee.afterDaysOverdue} days overdue.`,
      ],
    },
    {
      heading: 'Ending Storage',
      paragraphs: [
        `Either you or we may end monthly storage by giving ${s.terminationNoticeDays} days' written notice. Storage charges run until the end of the notice period or until the cart is collected, whichever is later. A seasonal package ends on its end date.`,
      ],
    },
    {
      heading: 'Unpaid Accounts: Lien and Sale',
      paragraphs: [
        'We have a lien on a stored cart for unpaid storage and service charges, as permitted by the law of the state where the cart is stored. If an account falls overdue, we follow these steps and will always try to resolve the matter with you first:',
      ],
      items: [
        `${lien.firstNotice} days overdue: we send written notice of the amount due to the address and e-mail on the storage agreement, and the cart cannot be collected until the account is paid.`,
        `${lien.finalNotice} days overdue: we send a final notice stating the amount due and that the lien will be enforced if it is not paid.`,
        `${lien.lienNotice} days overdue: we give formal notice of lien enforcement, including the date after which the cart may be sold, as required by law.`,
        `${lien.sale} days overdue: the cart may be sold in accordance with applicable law. The proceeds pay the amount owed and the costs of the sale, and any balance is paid to the owner.`,
      ],
      subsections: [
        {
          heading: 'Paying to stop the process',
          paragraphs: [
            'You may stop the lien and sale process at any time before the sale by paying the full amount owed, including late fees. If a lender holds a lien on the cart, we notify the lender as the law requires.',
          ],
        },
      ],
    },
    {
      heading: 'Care, Responsibility and Insurance',
      paragraphs: [
        "We take reasonable care of every stored cart and keep our storage areas secured. We are responsible for loss or damage caused by our negligence. Owners should keep their own insurance on the cart while it is in storage, as we do not insure customers' carts against fire, theft, weather or other events outside our control.",
      ],
    },
    {
      heading: 'Storage Questions',
      paragraphs: [
        `To book storage, arrange a collection or ask about your account, contact ${dealer.name}.`,
      ],
      items: generalContactItems(),
    },
  ],
};
