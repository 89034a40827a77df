import { dealer } from '@/content/dealer';
import { listInWords } from '@/content/list-in-words';
import { generalContactItems } from '@/content/policies/policy-text';
import type { Policy } from '@/content/policies/policy-types';
import { responseTimes, rangeText } from '@/content/policy-figures';

const brands = listInWords(['denago', 'evolution', ...dealer.otherBrands]);

export const publishingPolicy: Policy = {
  path: '/policies/publishing-policy',
  title: 'Publishing Policy',
  metaDescription: `How ${dealer.name} publishes golf cart specifications, prices, images, reviews and policies on its website, and how to ask about our content.`,
  keywords: [
    'publishing policy',
    'editorial standards',
    'golf cart specifications',
    'content accuracy',
    `${dealer.name} publishing`,
  ],
  intro: `Visitors use our website to compare golf carts, check prices and plan rentals, service and storage, so what we publish has to be accurate and honest. This Publishing Policy explains how ${dealer.name} prepares and maintains the content of this website and our social media pages: where our product information comes from, how we present prices and images, how we handle reviews and claims, and how you can ask about or challenge anything we publish.`,
  sections: [
    {
      heading: 'Scope',
      paragraphs: [
        'This policy covers the vehicle catalogue and inventory listings, brand and model pages, rental rates, service and storage information, local area pages, our policy pages and the posts on our own social media accounts. It does not cover the websites of manufacturers, our financing partner or review sites that we link to.',
      ],
    },
    {
      heading: 'Product Information and Specifications',
      paragraphs: [
        `We sell and service carts from ${brands}. Specifications such as seating, range, top speed, battery type and drive type come from the manufacturer's published information for each model and are entered once in our catalogue, so that every page showing a model shows the same figures.`,
        "We publish only the specifications the manufacturer gives. Where a figure is not available to us, the page says so and invites you to ask, rather than showing an estimate. Range and performance figures are the manufacturer's ratings; real-world range depends on load, terrain, temperature, battery condition and driving style.",
      ],
    },
    {
      heading: 'Prices and Availability',
      items: [
        "Prices are shown in US dollars and are the dealer's advertised prices at the time of publication. They do not include taxes, title or registration unless the page says so.",
        'Rental rates, renewal rates and savings labels are published as set in our rental rate card, identically on every rental page.',
        'Availability changes daily. A listing shows a model we offer; please contact us to confirm whether a specific cart is in stock.',
        'The purchase, rental or service agreement confirms the final price of any transaction.',
      ],
    },
    {
      heading: 'Images',
      paragraphs: [
        "Vehicle images on this website are either photographs or illustrations drawn from the model's own data, such as its number of seats and stance. Illustrations show the general layout of a model, not its exact appearance, colour or options. Please ask us or visit a showroom to see a specific cart.",
      ],
    },
    {
      heading: 'New Products and Updates',
      paragraphs: [
        `When a manufacturer confirms details of a new model or a change to an existing one, we publish the information within ${responseTimes.newProductInfoHours} hours. Until then we do not publish rumoured specifications or prices. Policy pages show their effective date and are updated when our terms change.`,
      ],
    },
    {
      heading: 'Claims and Reviews',
      paragraphs: [
        `Statements about our business, such as serving ${dealer.claims.customers} customers and ${dealer.claims.years} years of experience, are based on our own records. Financing offers such as "${dealer.claims.financing}" are published as the lender makes them available and are subject to its approval.`,
        "When we show a customer review, we show it with the customer's permission, without changing its meaning, and with the star rating the customer gave. Any overall rating we display is calculated only from the reviews shown with it.",
      ],
    },
    {
      heading: 'Links to Other Websites',
      paragraphs: [
        'Links to our financing partner, partner dealers, manufacturers, map providers and review sites take you to websites we do not control. Links to our financing partner and partner dealers open in a new tab. We do not accept payment to publish third-party content on our website.',
      ],
    },
    {
      heading: 'Content Inquiries and Corrections',
      paragraphs: [
        `If you have a question about anything we publish, or believe something is inaccurate, contact us. We answer content inquiries within ${rangeText(responseTimes.contentInquiryHours)} hours. Errors are handled under our Corrections Policy, which sets out how quickly we correct them.`,
      ],
      items: generalContactItems(),
    },
  ],
};
