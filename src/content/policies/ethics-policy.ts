import { dealer } from '@/content/dealer';
import type { Policy } from '@/content/policies/policy-types';

export const ethicsPolicy: Policy = {
  path: '/policies/ethics-policy',
  title: 'Code of Ethics and Business Conduct',
  metaDescription: `The ${dealer.name} Code of Ethics: integrity, respect and excellence in selling, renting and servicing carts, and how to report a concern in confidence.`,
  keywords: [
    'code of ethics',
    'business conduct',
    'ethics reporting',
    'dealer integrity',
    `${dealer.name} code of conduct`,
  ],
  intro: `This Code of Ethics and Business Conduct describes the standards that everyone at ${dealer.legalName} is expected to meet when selling, renting, servicing, storing and delivering golf carts and utility vehicles. It applies to owners, managers and all employees, whether full-time, part-time or seasonal, and we expect the suppliers and contractors who work with us to follow the same principles.`,
  sections: [
    {
      heading: 'Our Ethical Foundation',
      paragraphs: [
        'A golf cart is a significant purchase for many families, and for a business or community it is often a vehicle that people depend on every day. Customers trust us to tell them the truth about a cart, to charge them fairly and to keep them safe. That trust is the foundation of our business, and every employee is responsible for protecting it.',
        'When a situation is not covered by this Code, ask: is it legal, is it honest, is it safe, and would I be comfortable if the customer or a colleague saw exactly what I did? If the answer to any of these is no, or you are unsure, ask your manager before acting.',
      ],
    },
    {
      heading: 'Core Principles',
      subsections: [
        {
          heading: 'Integrity',
          paragraphs: [
            'We are honest in everything we say and write, keep our commitments, and correct our mistakes openly. We describe vehicles, prices and terms accurately and never hide a fee or a known defect.',
          ],
        },
        {
          heading: 'Respect',
          paragraphs: [
            'We treat customers, colleagues, suppliers and neighbours with courtesy and fairness, listen to their concerns and value the different backgrounds and experience they bring, as set out in our Diversity, Equity & Inclusion Policy.',
          ],
        },
        {
          heading: 'Excellence',
          paragraphs: [
            "We take pride in doing the work well: carts prepared properly before delivery, repairs done right the first time, and advice that puts the customer's needs first. We keep learning so that our knowledge of electric vehicles, batteries and safety stays current.",
          ],
        },
      ],
    },
    {
      heading: 'Customer Relations',
      items: [
        "Recommend the cart, plan or service that suits the customer's needs and budget, not the one that earns the most.",
        'Give clear, written prices and terms before the customer commits, and explain fees, deposits and return conditions in plain language.',
        "Never pressure a customer, misstate a vehicle's specifications, history or condition, or make promises we cannot keep.",
        'Disclose known defects and whether a used cart is sold with a warranty or "as is".',
        "Protect customers' personal information and use it only as our Privacy Policy allows.",
        'Handle complaints promptly and fairly under our Customer Feedback Policy.',
      ],
    },
    {
      heading: 'Employee Conduct',
      items: [
        'Follow safety procedures in the workshop, on test drives and on deliveries, and stop any work that is unsafe.',
        "Never work under the influence of alcohol or drugs, or drive a customer's or a rental cart while impaired.",
        'Treat colleagues with respect; harassment, discrimination and bullying are not tolerated.',
        "Use company vehicles, tools, parts and information only for business purposes, and take care of customers' carts as if they were your own.",
        'Speak for the company in public or on social media only when authorised to do so.',
      ],
    },
    {
      heading: 'Financial Integrity',
      paragraphs: [
        "Every sale, rental, work order, refund, deposit and expense must be recorded accurately and on time. We never alter records, backdate documents, misstate mileage or hours of use, or process a refund or discount that has not been properly approved. Cash and card payments are handled under our procedures and reconciled regularly. Financing applications are submitted with the customer's own, accurate information, and we never encourage a customer to misstate income or other facts to a lender.",
      ],
    },
    {
      heading: 'Conflicts of Interest',
      paragraphs: [
        'Employees must avoid situations in which personal interests conflict, or appear to conflict, with the interests of our customers or the company. Examples include buying a trade-in or used cart for yourself or a relative on terms not available to the public, steering customers to a business you have an interest in, or working for a competing dealer. Conflicts must be disclosed to your manager in advance, so that they can be managed or avoided.',
        'Employees may not accept gifts, payments or favours from customers, suppliers or manufacturers that could influence, or appear to influence, their decisions. Modest courtesies of nominal value are acceptable if they are disclosed to your manager.',
      ],
    },
    {
      heading: 'Supplier Relations',
      paragraphs: [
        'We select manufacturers, parts suppliers and contractors on quality, safety, reliability and value, and we deal with them honestly and pay them on the agreed terms. We expect our suppliers to comply with the law, treat their workers fairly and meet recognised safety standards. Confidential information from suppliers is protected just as we protect our own.',
      ],
    },
    {
      heading: 'Legal Compliance',
      paragraphs: [
        'We comply with the laws of New Jersey, Pennsylvania and the United States that apply to our business, including consumer protection and advertising rules, vehicle titling and registration requirements, employment and workplace safety laws, environmental rules on batteries and hazardous materials, privacy law and tax law. Employees are expected to know the rules that apply to their role and to ask when unsure. Manufacturer safety recalls are carried out promptly and customers are notified.',
      ],
    },
    {
      heading: 'Environmental Responsibility',
      paragraphs: [
        'Electric carts are a cleaner way to get around, and we want the way we run our business to match. We recycle lead acid and lithium ion batteries, tires, oils and packaging through licensed recyclers, store and handle batteries and chemicals safely, and advise customers on charging and battery care that extends battery life.',
      ],
    },
    {
      heading: 'Reporting Concerns',
      paragraphs: [
        `Anyone who believes this Code, the law or our policies have been broken should report it. Employees can speak to their manager or to Human Resources at ${dealer.hrEmail}. Anyone, including customers and suppliers, can report confidentially by e-mail to ${dealer.ethicsEmail}, or by phone using the numbers in the contact box on this page.`,
        'Reports are treated confidentially, shared only with those who need to investigate them, and investigated promptly and fairly. We do not tolerate retaliation against anyone who raises a concern in good faith or takes part in an investigation; retaliation is itself a serious breach of this Code.',
      ],
    },
    {
      heading: 'Training',
      paragraphs: [
        'Every new employee receives this Code during orientation and confirms that they have read it. All employees take part in refresher training on ethics, safety and customer care, and managers receive additional guidance on handling reports and preventing retaliation. Questions about the Code are always welcome.',
      ],
    },
    {
      heading: 'Enforcement',
      paragraphs: [
        'Breaches of this Code lead to disciplinary action appropriate to their seriousness, up to and including termination of employment, and may be reported to the authorities where the law requires. Suppliers and contractors who breach its principles may lose our business. Managers who ignore or fail to report a breach they know about are also accountable.',
        'This Code is reviewed regularly and updated as our business and the law change. The current version is the one published on this page.',
      ],
    },
  ],
};
