import { dealer } from '@/content/dealer';
import type { Policy } from '@/content/policies/policy-types';

export const diversityPolicy: Policy = {
  path: '/policies/diversity-policy',
  title: 'Diversity, Equity & Inclusion Policy',
  metaDescription: `${dealer.name} commits to equal opportunity, fair treatment and an inclusive workplace for staff and customers across New Jersey and Pennsylvania.`,
  keywords: [
    'diversity equity and inclusion',
    'equal opportunity employer',
    'inclusive workplace',
    'accessibility',
    `${dealer.name} diversity`,
  ],
  intro: `${dealer.name} serves families, retirees, golfers, farmers, marinas, campgrounds, event organisers and businesses in communities from Somerset County and the Jersey Shore to Montgomery and Bucks counties and the Poconos. We want everyone who works with us, and everyone who walks into our showrooms, to be treated fairly and with respect. This Diversity, Equity & Inclusion Policy sets out how we put that commitment into practice.`,
  sections: [
    {
      heading: 'Scope',
      paragraphs: [
        `This policy applies to every employee of ${dealer.legalName}, whether full-time, part-time or seasonal, to job applicants, and to the way we treat customers, suppliers and contractors at our showrooms, on deliveries and service calls, and online.`,
      ],
    },
    {
      heading: 'Equal Opportunity',
      paragraphs: [
        'We make decisions about hiring, pay, training, promotion, scheduling, discipline and termination on the basis of skills, performance and the needs of the role. We do not discriminate on the basis of race, color, religion, creed, national origin, ancestry, nationality, sex, pregnancy or breastfeeding, sexual orientation, gender identity or expression, age, marital, civil union or domestic partnership status, disability, genetic information, military or veteran status, or any other characteristic protected by federal law, the New Jersey Law Against Discrimination or the Pennsylvania Human Relations Act.',
      ],
    },
    {
      heading: 'Recruiting and Hiring',
      items: [
        'We advertise open positions, including seasonal roles, widely and describe the real requirements of each job.',
        'We interview candidates for the same role with the same core questions and assess them against the same criteria.',
        'We welcome applicants changing careers, returning to work or without a dealership background, and train new team members in the skills the role needs.',
        'We consider qualified applicants with criminal records in line with applicable fair-chance hiring laws.',
      ],
    },
    {
      heading: 'Fair Pay and Advancement',
      paragraphs: [
        'Pay for each role is set by its responsibilities, skills and experience, and we review pay to make sure people doing comparable work are paid fairly. Training and development opportunities are open to all employees, and we encourage seasonal and part-time staff to apply for permanent positions as they become available.',
      ],
    },
    {
      heading: 'An Inclusive Workplace',
      items: [
        'Harassment, bullying and discrimination are not tolerated, whether by employees, managers, customers or suppliers.',
        'We provide reasonable accommodations for employees and applicants with disabilities, and for pregnancy and religious observance, unless doing so would cause undue hardship.',
        'We expect everyone to communicate respectfully and to listen to colleagues with different backgrounds and experience.',
        'Managers are responsible for making sure their teams understand and follow this policy.',
      ],
    },
    {
      heading: 'Serving Every Customer',
      paragraphs: [
        'Every customer receives the same courtesy, information and prices, regardless of background. If you need assistance to visit a showroom, test drive a cart, read an agreement or receive a delivery, tell us and we will make reasonable arrangements. Our staff can also help you compare carts with features that suit your needs, such as seating layout and ease of entry.',
        'We want this website to be usable by everyone, including visitors who use screen readers, keyboard navigation or magnification. If any page is difficult to use, please let us know through our Customer Feedback Policy and we will provide the information in another way and fix the problem.',
      ],
    },
    {
      heading: 'Suppliers and Community',
      paragraphs: [
        'We choose suppliers and contractors on quality, reliability and value, and we welcome bids from small, local, minority-owned, women-owned and veteran-owned businesses. We support local community events and organisations in the towns we serve, and we look for ways to make electric carts accessible to community groups that can benefit from them.',
      ],
    },
    {
      heading: 'Training and Accountability',
      paragraphs: [
        'Every new employee learns about this policy during orientation, and managers receive guidance on fair hiring and on handling concerns. We report on our workforce, training and development each year in our Annual Staffing Report.',
      ],
    },
    {
      heading: 'Raising a Concern',
      paragraphs: [
        `Employees and applicants can raise concerns about discrimination, harassment or unfair treatment with their manager, with Human Resources at ${dealer.hrEmail}, or confidentially at ${dealer.ethicsEmail}. Customers can contact us at ${dealer.email}. Every concern is reviewed promptly and fairly, and no one will be retaliated against for raising a concern in good faith.`,
      ],
    },
  ],
};
