import { dealer } from '@/content/dealer';
import { listInWords } from '@/content/list-in-words';
import { generalContactItems, hoursText, showroomLines } from '@/content/policies/policy-text';
import type { Policy } from '@/content/policies/policy-types';
import { serviceFigures, usd, rangeText } from '@/content/policy-figures';
import { rentalPolicy } from '@/content/rental-plans';

export const termsOfServicePolicy: Policy = {
  path: '/terms',
  title: 'Terms of Service',
  metaDescription: `The terms for using the ${dealer.name} website and our golf cart sales, rental, service and repair offers, with New Jersey governing law.`,
  keywords: [
    'terms of service',
    `${dealer.name} terms`,
    'golf cart dealer terms',
    'website terms of use',
    'golf cart sales terms',
    'New Jersey golf cart dealer',
  ],
  intro: `These Terms of Service govern your use of the ${dealer.name} website and describe the general terms on which ${dealer.legalName} ("${dealer.name}", "we", "us") offers electric golf carts, utility vehicles, rentals, service, parts, storage and delivery from our showrooms in New Jersey and Pennsylvania and through our online store. Please read them carefully. Our individual policies, linked below, give the detailed terms for returns, delivery, rentals and storage.`,
  sections: [
    {
      heading: '1. Acceptance of Terms',
      paragraphs: [
        'By visiting this website, sending us an enquiry or using any of our services, you agree to these Terms of Service and to the policies they refer to. If you do not agree, please do not use the website.',
        'A purchase agreement, rental agreement, service work order or storage agreement that you sign with us governs that transaction. Where such a signed agreement and these Terms differ, the signed agreement controls for that transaction.',
      ],
    },
    {
      heading: '2. Our Services',
      paragraphs: [
        `${dealer.name} sells new electric golf carts and utility vehicles, including the denago and evolution ranges and carts from ${listInWords(dealer.otherBrands)}. We also offer golf cart rentals, maintenance and repair, battery service, custom modifications, warranty service, parts and accessories, storage and delivery. Financing is offered by an independent lender through its own application page; we do not make credit decisions.`,
        'Our showrooms are:',
      ],
      items: showroomLines(),
    },
    {
      heading: '3. Website Use and Restrictions',
      paragraphs: [
        'You may use this website to learn about our products and services and to contact us. You agree not to:',
      ],
      items: [
        'use the website for any unlawful purpose or in breach of these Terms;',
        'send enquiries containing false contact details, or information about another person without their permission;',
        'attempt to gain unauthorised access to the website, its servers or any connected system, or interfere with its normal operation;',
        'copy, scrape or harvest content or prices by automated means for commercial use without our written permission;',
        'upload or transmit malicious code, spam or content that is abusive, defamatory or infringes the rights of others.',
      ],
    },
    {
      heading: '4. Sales',
      paragraphs: [
        'Prices on this website are shown in US dollars and are for information. Models, colours, options and availability change, and a listing does not guarantee that a particular cart is in stock. A sale is made only when you and we sign a purchase agreement, which states the vehicle, price, taxes, fees and any deposit.',
        'We work to keep prices and specifications accurate. If we find an error in a price or description, we will correct it and tell you before completing the sale; you may then proceed at the correct price or cancel. Vehicle images on this website may be illustrations, and the delivered cart may differ in colour and detail.',
        `Offers such as "${dealer.claims.financing}" are subject to the lender's approval and terms. Returns are governed by our Return Policy and deliveries by our Delivery Policy.`,
      ],
    },
    {
      heading: '5. Rentals',
      paragraphs: [
        `Golf cart rentals are governed by our Golf Cart Rental Policy and the rental agreement signed at the start of each rental. Renters must be at least ${rentalPolicy.minimumAge} years old and present a valid ID, a driver's license and a credit card for the security deposit.`,
        'A reservation request sent through this website is a request only. A rental is confirmed when our staff confirm the cart, dates and price with you.',
      ],
    },
    {
      heading: '6. Service and Repairs',
      paragraphs: [
        `Maintenance and battery labour starts from ${usd(serviceFigures.labourFromPerHour)} per hour. We give you an estimate before starting work and ask for your approval before doing additional work that the estimate does not cover. Most routine maintenance and battery work is completed within ${rangeText(serviceFigures.turnaroundHours)} hours, but turnaround depends on parts availability and the work needed and is not guaranteed.`,
        `Our service hours are ${hoursText(dealer.serviceHours)}. Warranty work is performed under the terms of the manufacturer's warranty for your cart.`,
      ],
    },
    {
      heading: '7. Intellectual Property',
      paragraphs: [
        `The text, illustrations, layout and other content of this website belong to ${dealer.legalName} or are used with permission. You may view and print pages for your personal, non-commercial use. Brand names and logos such as ${listInWords(['denago', 'evolution', ...dealer.otherBrands])} are the property of their respective owners and are used only to identify the products we sell and service.`,
      ],
    },
    {
      heading: '8. Limitation of Liability',
      paragraphs: [
        'The website and its content are provided "as is" for general information. We do not warrant that the website will be uninterrupted or free of errors.',
        "Golf carts and utility vehicles must be operated safely and in line with the owner's manual and local rules. Whether a cart may be driven on public roads depends on the vehicle and on state and municipal law; the operator is responsible for complying with them.",
        'To the fullest extent permitted by law, we are not liable for indirect, incidental, special or consequential damages arising from your use of the website. Nothing in these Terms limits any warranty or right that cannot be limited under applicable law, or our liability for our own negligence where the law does not allow it to be limited.',
      ],
    },
    {
      heading: '9. Indemnification',
      paragraphs: [
        `You agree to indemnify and hold harmless ${dealer.legalName}, its owners and employees from claims, losses and reasonable costs, including legal fees, that arise from your breach of these Terms or your misuse of the website, to the extent permitted by law.`,
      ],
    },
    {
      heading: '10. Privacy',
      paragraphs: [
        'Our Privacy Policy explains what information we collect through this website and at our showrooms, how we use it and the choices you have. By using the website you acknowledge that policy.',
      ],
    },
    {
      heading: '11. Governing Law',
      paragraphs: [
        'These Terms are governed by the laws of the State of New Jersey, without regard to its conflict-of-law rules. Any dispute arising from these Terms or the website will be brought in the state or federal courts located in New Jersey, unless the law of your state of residence gives you the right to bring it elsewhere.',
        'Nothing in these Terms takes away consumer protection rights that you have under the law of the state where you live, including Pennsylvania.',
      ],
    },
    {
      heading: '12. Changes to These Terms',
      paragraphs: [
        'We may update these Terms from time to time. The updated Terms apply from the effective date shown on this page. Changes do not affect a purchase, rental, service or storage agreement already signed.',
      ],
    },
    {
      heading: '13. Severability',
      paragraphs: [
        'If any part of these Terms is found invalid or unenforceable, that part will be limited or removed to the minimum extent necessary, and the rest of the Terms remain in full force.',
      ],
    },
    {
      heading: '14. Contact',
      paragraphs: [
        `Questions about these Terms can be sent to ${dealer.legalName} by phone, e-mail or at any of our showrooms. We respond ${dealer.responseTime.promise}.`,
      ],
      items: generalContactItems(),
    },
  ],
};
