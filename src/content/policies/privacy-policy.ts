import { dealer } from '@/content/dealer';
import { generalContactItems } from '@/content/policies/policy-text';
import type { Policy } from '@/content/policies/policy-types';

export const privacyPolicy: Policy = {
  path: '/privacy',
  title: 'Privacy Policy',
  metaDescription: `How ${dealer.name} collects, uses and protects your personal information: enquiry form data, no tracking cookies, no selling of data, your rights.`,
  keywords: [
    'privacy policy',
    `${dealer.name} privacy`,
    'golf cart dealer privacy',
    'personal information',
    'cookies',
    'data protection',
  ],
  intro: `${dealer.legalName} ("${dealer.name}", "we", "us") respects your privacy. This Privacy Policy explains what personal information we collect through this website, by phone and at our showrooms in New Jersey and Pennsylvania, how we use and share it, how long we keep it and the choices you have. It applies to this website and to our sales, rental, service, parts, storage and delivery activities.`,
  sections: [
    {
      heading: 'Information We Collect',
      paragraphs: [
        'Information you give us through the enquiry form on this website. When you send a message, request a quote, ask to reserve a rental or schedule a test drive, the form asks for:',
      ],
      items: [
        'your first name (firstName) and last name (lastName);',
        'your e-mail address (email) and phone number (phone);',
        'the subject of your enquiry (interest): sales, service, parts, rentals or general;',
        'your message (message), which may include the vehicle, rental plan or town you were looking at when you opened the form.',
      ],
      subsections: [
        {
          heading: 'Information you give us in person or by phone',
          paragraphs: [
            "When you buy, rent, service or store a cart, we collect what the transaction requires, such as your name, address, phone number, e-mail, the vehicle identification number, and payment details. For rentals we also record your driver's license and ID details and the details of any additional driver, and we take a credit card for the security deposit. Financing applications are made directly on the lender's own website and are handled under the lender's privacy policy.",
          ],
        },
        {
          heading: 'Technical information',
          paragraphs: [
            'Like most websites, our web server records standard technical information with each request, such as the IP address, browser type, the page requested and the time. We use it to keep the website running, secure and free of abuse. We do not use it to build profiles of visitors.',
          ],
        },
      ],
    },
    {
      heading: 'How We Use Your Information',
      items: [
        'to answer your enquiry, prepare quotes and arrange test drives, rentals, deliveries, service appointments and storage;',
        'to complete sales, rental, service and storage agreements, take payments and process refunds;',
        'to register warranties and handle warranty claims and safety recalls with the manufacturer;',
        'to keep records required by tax, vehicle and consumer protection laws;',
        'to respond to feedback and corrections requests and improve our service;',
        'to protect our customers, staff, vehicles and website from fraud and misuse.',
      ],
      paragraphs: [
        'We use your contact details to follow up on your own enquiry or transaction. We will only send you marketing messages if you have asked to receive them, and you can stop them at any time.',
      ],
    },
    {
      heading: 'Sharing Your Information',
      paragraphs: [
        'We do not sell your personal information, and we do not share it with third parties for their own marketing. We share it only as needed:',
      ],
      items: [
        'with service providers who host our website, deliver e-mail or process card payments for us, under obligations to protect it and use it only for our instructions;',
        'with vehicle manufacturers, for warranty registration, warranty claims and recalls;',
        'with insurers, when a claim arises from a rental or storage agreement;',
        'with authorities, when required by law, or to protect the rights, property or safety of our customers, staff or business.',
      ],
    },
    {
      heading: 'Cookies and Third-Party Content',
      paragraphs: [
        'This website does not set tracking or advertising cookies and does not load third-party analytics, advertising or social media scripts when you view a page.',
        "Some pages offer an optional map. The map provider's content loads only if you ask for it by choosing to show the map; the provider then receives your IP address and browser information and may set its own cookies under its own privacy policy. Links to our financing partner, review sites and social media pages open those external sites, whose own privacy policies apply.",
      ],
    },
    {
      heading: 'How Long We Keep Information',
      paragraphs: [
        'We keep enquiries for as long as needed to answer them and follow up on the resulting conversation. We keep records of sales, rentals, service and storage for as long as the law requires and as needed to support warranties, resolve disputes and enforce our agreements. When we no longer need information, we delete it or make it anonymous.',
      ],
    },
    {
      heading: 'How We Protect Information',
      paragraphs: [
        'We limit access to personal information to staff who need it for their work, and we use reasonable administrative, technical and physical safeguards to protect it. No method of transmission or storage is completely secure, so we cannot guarantee absolute security, but we will notify you of a breach affecting your information as required by law.',
      ],
    },
    {
      heading: 'Your Choices and Rights',
      paragraphs: [
        'You may ask us to tell you what personal information we hold about you, to correct it, to give you a copy or to delete it, and you may opt out of any marketing messages. Depending on where you live, including New Jersey, state privacy law may give you further rights, such as the right to appeal a decision we make about your request. We will not treat you differently for exercising your rights.',
        'To make a request, contact us using the details below. We may ask you to confirm your identity before acting on a request, and we may keep information the law requires us to retain.',
      ],
    },
    {
      heading: "Children's Privacy",
      paragraphs: [
        'This website and our services are intended for adults. We do not knowingly collect personal information from children. If you believe a child has sent us personal information, contact us and we will delete it.',
      ],
    },
    {
      heading: 'Changes to This Policy',
      paragraphs: [
        'We may update this Privacy Policy when our practices or the law change. The effective date at the top of the page shows when it was last revised. If we make a material change to how we use personal information, we will say so on this page before it takes effect.',
      ],
    },
    {
      heading: 'Contact Us',
      paragraphs: [
        `For privacy questions or requests, contact ${dealer.legalName}. We respond ${dealer.responseTime.promise}.`,
      ],
      items: generalContactItems(),
    },
  ],
};
