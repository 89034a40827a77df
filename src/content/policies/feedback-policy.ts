import { dealer } from '@/content/dealer';
import { hoursText, showroomLines } from '@/content/policies/policy-text';
import type { Policy } from '@/content/policies/policy-types';
import { responseTimes } from '@/content/policy-figures';

const f = responseTimes.feedback;

export const feedbackPolicy: Policy = {
  path: '/policies/feedback-policy',
  title: 'Customer Feedback Policy',
  metaDescription: `Share praise, suggestions or complaints with ${dealer.name}. See how we log and answer feedback, our response times and how concerns are escalated.`,
  keywords: [
    'customer feedback',
    'complaints policy',
    'golf cart dealer complaint',
    'customer service',
    `${dealer.name} feedback`,
  ],
  intro: `Feedback from the people who buy, rent, service and store carts with us is how ${dealer.name} gets better. Whether you want to thank a technician, suggest an improvement or tell us something went wrong, this Customer Feedback Policy explains how to reach us, how quickly we respond, how we investigate concerns and how we use what you tell us.`,
  sections: [
    {
      heading: 'How to Give Feedback',
      items: [
        `By phone: ${dealer.phone.display}, or toll-free ${dealer.tollFreePhone.display}, during business hours (${hoursText(dealer.businessHours)}).`,
        `By e-mail: ${dealer.email}.`,
        'Through the contact form on our website, choosing the subject closest to your feedback.',
        'In person at any of our showrooms, with the salesperson, technician or showroom manager.',
        'On the review pages linked from each showroom card. We read reviews and respond to them, but if you need us to act on a problem, please contact us directly as well so we can reach you.',
      ],
      subsections: [
        {
          heading: 'Our showrooms',
          items: showroomLines(),
        },
      ],
    },
    {
      heading: 'What to Include',
      paragraphs: [
        "To help us act quickly, please tell us your name and how to reach you, the showroom or service involved, the date, and any reference such as a purchase, rental, work order or storage agreement number. Photos are helpful for concerns about a cart's condition. You may give feedback anonymously, but we cannot reply to anonymous feedback.",
      ],
    },
    {
      heading: 'Response Times',
      items: [
        `Urgent matters: we respond within ${f.urgentHours} hours. Urgent means a safety concern with a cart, a rental cart that has stopped working or been damaged during your rental, or a delivery problem on the day of delivery. For an emergency involving injury, call the emergency services first.`,
        `General feedback: we respond within ${f.generalHours} hours. This covers complaints, suggestions, questions about a charge and compliments.`,
      ],
      paragraphs: [
        'A response means a reply from a member of our team acknowledging your feedback and, where possible, resolving it or telling you what happens next. Please raise urgent matters by phone rather than by e-mail or the website form, so that they reach a member of our team straight away.',
      ],
    },
    {
      heading: 'How We Handle Concerns',
      items: [
        'We record your feedback and assign it to the manager responsible for the showroom or service involved.',
        'We review the facts, including agreements, work orders, delivery receipts and photos, and speak to the staff involved.',
        'We contact you with our findings and proposed resolution, such as a repair, replacement, refund or credit under the relevant policy, or an explanation where we believe the original decision was correct.',
        'If you are not satisfied with the response, ask for your concern to be reviewed by the owner of the business, who will review it and reply to you personally.',
      ],
    },
    {
      heading: 'Fair Treatment',
      paragraphs: [
        'Everyone who raises a concern will be treated courteously and will not be disadvantaged for complaining. We ask for the same courtesy toward our staff; we may end a conversation that becomes abusive and continue it in writing.',
        'Feedback about the conduct of our staff, or about possible dishonesty or unsafe practice, can also be raised confidentially under our Code of Ethics and Business Conduct.',
      ],
    },
    {
      heading: 'How We Use Feedback',
      paragraphs: [
        'Managers review feedback regularly to find patterns and fix their causes: clearer rental instructions, better delivery scheduling, changes to stock, or additional training for our team. Feedback about information on our website is passed to the team responsible for the content and handled under our Corrections Policy.',
        'We use personal information in feedback only to respond to you and improve our service, as described in our Privacy Policy. We will not publish your feedback or name without your permission.',
      ],
    },
  ],
};
