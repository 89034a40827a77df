import { dealer, locationById } from '@/content/dealer';
import { cityOf } from '@/content/policies/policy-text';
import type { Policy } from '@/content/policies/policy-types';
import { staffingReport2024, usd, rangeText } from '@/content/policy-figures';

const r = staffingReport2024;
const goals = r.goals2025;
const hatfield = locationById('hatfield-pa');
const poconoPines = locationById('pocono-pines-pa');

export const staffingReportPolicy: Policy = {
  path: '/policies/staffing-report',
  title: `Annual Staffing Report ${r.year}`,
  metaDescription: `${dealer.name} staffing report for ${r.year}: ${r.peakHeadcount} team members at peak, ${r.retentionPercent}% retention, training, benefits, safety and our ${goals.year} goals.`,
  keywords: [
    'annual staffing report',
    `staffing report ${r.year}`,
    'golf cart dealer jobs',
    'employee retention',
    'workforce report',
    `${dealer.name} careers`,
  ],
  intro: `This report describes the ${dealer.name} workforce for the calendar year ${r.year}: how many people worked with us and where, how we hired, trained, supported and recognised them, how we kept them safe, what they told us in our employee survey and what we plan for ${goals.year}. We publish it so that customers, employees and applicants can see how we look after the team that sells, rents, delivers and services their carts.`,
  sections: [
    {
      heading: 'Workforce Overview',
      items: [
        `Full-time employees: ${r.fullTime}.`,
        `Part-time employees: ${r.partTime}.`,
        `Seasonal employees (${r.seasonalMonths}): ${r.seasonal}.`,
        `Peak headcount during the season: ${r.peakHeadcount}.`,
        `Employee retention for the year: ${r.retentionPercent}%.`,
      ],
      subsections: [
        {
          heading: 'Team members by base',
          items: [
            `${cityOf(hatfield.id)}: ${r.byLocation.hatfield}.`,
            `${cityOf(poconoPines.id)}: ${r.byLocation.poconos}.`,
            `Mobile team, working on the road at customers' homes, venues and communities: ${r.byLocation.mobile}.`,
          ],
        },
      ],
    },
    {
      heading: 'Departments',
      paragraphs: [
        'Our team works across the areas that together cover the life of a cart: sales, helping customers choose and finance new and used carts; rentals, preparing, delivering and collecting rental fleets; service and repair, including battery work, custom modifications and warranty repairs; parts and accessories, in the showrooms and through the online store; delivery and storage, moving carts safely and caring for them between seasons; and administration, covering accounts, scheduling and customer support. Many team members, particularly in smaller locations and during the season, work across more than one area.',
      ],
    },
    {
      heading: 'Demographics',
      paragraphs: [
        'Our team includes people at the start of their careers and experienced technicians and sales staff, seasonal team members who return year after year, and people who joined us from other trades. Demographic information is collected only on a voluntary and confidential basis. Because many of our teams are small, we do not publish breakdowns that could identify individual employees; we review the information internally to check that our hiring and promotion practices are fair, in line with our Diversity, Equity & Inclusion Policy.',
      ],
    },
    {
      heading: 'Hiring',
      paragraphs: [
        `Hiring in ${r.year} focused on filling permanent roles and on the seasonal team that supports rentals, deliveries and service from ${r.seasonalMonths}. Open positions were advertised locally and filled on the basis of skills and attitude, with technical skills taught on the job where needed. Seasonal team members are encouraged to apply for permanent roles when they open.`,
      ],
    },
    {
      heading: 'Benefits',
      items: [
        `Paid time off of ${rangeText(r.paidTimeOffDays)} days per year, depending on role and length of service.`,
        `A professional development budget of ${usd(r.developmentBudgetPerEmployee)} per employee per year for courses, certifications and manufacturer training.`,
      ],
    },
    {
      heading: 'Training and Development',
      items: [
        `Every new team member completes a ${r.orientationHours}-hour orientation covering our products, customer care, safety procedures and our Code of Ethics and Business Conduct.`,
        `Our team completed ${r.safetyTrainingHours} hours of safety training during the year.`,
        `Each employee has a development budget of ${usd(r.developmentBudgetPerEmployee)} per year, used for manufacturer product and service training, battery and electrical courses, and customer service development.`,
      ],
    },
    {
      heading: 'Recognition',
      paragraphs: [
        'Managers recognise good work as it happens, and customer compliments are shared with the whole team and with the person named. Long service, new certifications and the extra effort of the peak season are acknowledged at the end of each season, and outstanding contributions are considered in pay and promotion decisions.',
      ],
    },
    {
      heading: 'Safety',
      paragraphs: [
        `Safety is the first subject of every orientation and the focus of the ${r.safetyTrainingHours} hours of safety training completed in ${r.year}. Training covers safe handling and charging of lead acid and lithium ion batteries, electrical work on carts, lifting and workshop equipment, loading and securing carts on trailers for delivery, and safe test drives. Team members are expected to stop any task they believe is unsafe, and near misses are reported and reviewed so that we can prevent accidents.`,
      ],
    },
    {
      heading: 'Employee Survey Results',
      paragraphs: [
        `${r.surveyResponsePercent}% of employees responded to our ${r.year} employee survey. The survey asked about workload and scheduling, training, communication, safety and recognition. Its results have been shared with the whole team, and the priorities it identified are reflected in our goals for ${goals.year}.`,
      ],
    },
    {
      heading: `${goals.year} Goals`,
      items: [
        `Hire ${rangeText(goals.hires)} new team members.`,
        `Keep employee retention at ${goals.retentionTargetPercent}% or above.`,
        'Continue to invest the development budget in every employee, with more manufacturer service certifications.',
        'Keep safety training as the foundation of every role, for permanent and seasonal staff alike.',
        'Repeat the employee survey and report back to the team on what has changed.',
      ],
    },
    {
      heading: 'Community Impact',
      paragraphs: [
        'Our team lives in the communities we serve. We hire locally, including seasonal roles that give students and residents work close to home, and we support local events, golf outings and community organisations with carts and volunteer time. Our work helps neighbours move around their communities, campgrounds and properties in quiet electric vehicles with no tailpipe emissions.',
      ],
    },
    {
      heading: 'HR Contact',
      paragraphs: [
        `Questions about this report, careers or current openings can be sent to our Human Resources team at ${dealer.hrEmail}, or by phone to our Pennsylvania showrooms.`,
      ],
      items: [
        `${hatfield.name}: ${hatfield.phone.display}`,
        `${poconoPines.name}: ${poconoPines.phone.display}`,
        `${dealer.name} main line: ${dealer.phone.display}`,
      ],
    },
  ],
};
