import { dealer } from '@/content/dealer';
import { generalContactItems } from '@/content/policies/policy-text';
import type { Policy } from '@/content/policies/policy-types';
import { responseTimes } from '@/content/policy-figures';

const c = responseTimes.corrections;

export const correctionsPolicy: Policy = {
  path: '/policies/corrections-policy',
  title: 'Corrections Policy',
  metaDescription: `How ${dealer.name} corrects errors in golf cart prices, specifications and policies on its website, with correction times for each level of priority.`,
  keywords: [
    'corrections policy',
    'report an error',
    'website accuracy',
    'price correction',
    `${dealer.name} corrections`,
  ],
  intro: `${dealer.name} works to keep every price, specification, fee and policy on this website accurate, but mistakes can happen. This Corrections Policy explains how to tell us about an error, how we decide how urgent it is, how quickly we correct it and how we treat customers who relied on the information before it was corrected.`,
  sections: [
    {
      heading: 'What You Can Report',
      items: [
        'a price, rental rate, fee or deposit that differs from what we charge;',
        "a specification, such as seating, range, top speed, battery or drive type, that differs from the manufacturer's information;",
        'an error in a policy, for example a time window or condition that conflicts with another page;',
        'wrong contact details, addresses, opening hours or service area information;',
        'safety information that is missing, unclear or incorrect;',
        'spelling mistakes, broken links and pages that do not display properly.',
      ],
    },
    {
      heading: 'Priority Levels and Correction Times',
      paragraphs: [
        'Each report is assessed on receipt and given a priority level. The time shown is the time within which we correct the error, or, where a correction needs more than one step, publish a holding correction that removes the wrong information.',
      ],
      items: [
        `Critical, corrected within ${c.criticalHours} hours: errors that could affect someone's safety, or lead a customer to pay more than we would charge or to rely on terms we do not offer.`,
        `Important, corrected within ${c.importantHours} hours: incorrect specifications, rental, delivery, storage or return terms, contact details and opening hours.`,
        `Minor, corrected within ${c.minorHours} hours: spelling and grammar, formatting, broken links and wording that is unclear but not misleading.`,
        `Complex, corrected within ${c.complexHours} hours: errors that need confirmation from a manufacturer, a financing partner or another third party, or a review of several pages, before the correct information can be published.`,
      ],
    },
    {
      heading: 'How to Report an Error',
      paragraphs: [
        'Tell us the page where you saw the error (the page address is the most helpful), what you believe is wrong and, if you have one, the source of the correct information, such as a manufacturer brochure. Include your name and contact details if you would like to hear the outcome.',
      ],
      items: generalContactItems(),
    },
    {
      heading: 'How We Correct',
      paragraphs: [
        'Each price, specification and policy figure on our website is kept in one place and shown from there on every page that uses it, so a correction is made once and applies everywhere the information appears. We check the corrected information against its source before publishing it.',
        "We do not quietly change policy terms to a customer's disadvantage. A change to a policy, as opposed to the correction of an error, takes effect from the effective date shown on that policy page. We will tell you the outcome of your report, including when we decide that the published information was correct.",
      ],
    },
    {
      heading: 'If You Relied on Incorrect Information',
      paragraphs: [
        'If you enquired about or agreed to a purchase, rental, service or storage booking on the basis of information that turns out to be wrong, we will contact you before completing the transaction, explain the correction and let you choose whether to go ahead on the correct terms or cancel without charge. Terms already set out in a signed agreement are honoured as agreed.',
      ],
    },
    {
      heading: 'Social Media and Other Channels',
      paragraphs: [
        'Errors in posts on our own social media accounts are corrected in the same time frames. Where a post cannot be edited, we delete it or add a correction beneath it. Errors in information published by manufacturers or other websites are reported by us to the publisher; we cannot correct them ourselves.',
        'Questions about information on our website that are not errors are handled under our Publishing Policy, and general comments under our Customer Feedback Policy.',
      ],
    },
  ],
};
