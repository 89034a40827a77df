/**
 * Turns an enquiry's context (from the contact page's query or a stored lead) into the words
 * shown to the visitor and to staff: "Evolution D6 Max XT4", "6 Seater Golf Cart, Weekly plan".
 */
import {
  type EnquiryTopic,
  enquiryTopics,
  type Interest,
  interests,
  leadTopics,
  type LeadTopic,
} from '@/content/enquiries';
import { municipalityBySlug, municipalityTitle } from '@/content/municipalities';
import { cartTypes } from '@/content/rental-plans';
import { type EnquiryContext } from '@/lib/enquiry-link';

export interface EnquirySubject {
  interest?: Interest;
  /** What was asked for, in words ("Test drive"), and as the form submits it ("test-drive"). */
  topic?: string;
  topicId?: LeadTopic;
  vehicle?: { id: string; name: string };
  rentalPlan?: { id: string; label: string };
  municipality?: { slug: string; name: string };
}

/** The cart type and plan a reference names ("six-seater/weekly"), and whether it names only those. */
export function lookUpRentalPlan(planRef: string) {
  const [typeId, planId, ...more] = planRef.split('/');
  const type = cartTypes.find((candidate) => candidate.id === typeId);
  const plan = type?.plans.find((candidate) => candidate.id === planId);
  const known = type !== undefined && more.length === 0 && (planId === undefined || plan !== undefined);
  return { type, plan, known };
}

export function rentalPlanLabel(planRef: string): string | undefined {
  const { type, plan } = lookUpRentalPlan(planRef);
  if (!type) return undefined;
  return plan ? `${type.title}, ${plan.title} plan` : type.title;
}

/** Whether a plan reference is the site's own: a cart type ("six-seater"), or one of its plans ("six-seater/weekly"). */
export const knownRentalPlan = (planRef: string): boolean => lookUpRentalPlan(planRef).known;

/** Reads the context of /contact's query string; unknown values are dropped, never echoed. */
export function parseEnquiryContext(query: Record<string, string | string[] | undefined>): EnquiryContext {
  const first = (key: string) => {
    const value = query[key];
    return Array.isArray(value) ? value[0] : value;
  };
  const interest = first('interest');
  const topic = first('topic');
  const vehicleId = first('vehicleId');
  const rentalPlan = first('rentalPlan');
  const municipality = first('municipality');
  return {
    interest: interests.includes(interest as Interest) ? (interest as Interest) : undefined,
    topic: topic && Object.hasOwn(enquiryTopics, topic) ? (topic as EnquiryTopic) : undefined,
    vehicleId: vehicleId && /^[\w-]{1,120}$/.test(vehicleId) ? vehicleId : undefined,
    rentalPlan: rentalPlan && knownRentalPlan(rentalPlan) ? rentalPlan : undefined,
    municipality: municipality && municipalityBySlug(municipality) ? municipality : undefined,
  };
}

/** An enquiry's context as a stored lead has it: its topic may be one only the site stores. */
export type StoredEnquiryContext = Omit<EnquiryContext, 'topic'> & { topic?: LeadTopic };

/** Describes the context. vehicleName is the name of context.vehicleId as the inventory has it. */
export function describeEnquiry(context: StoredEnquiryContext, vehicleName?: string): EnquirySubject {
  const subject: EnquirySubject = {};
  if (context.interest) subject.interest = context.interest;
  if (context.topic) {
    subject.topic = leadTopics[context.topic];
    subject.topicId = context.topic;
  }
  if (context.vehicleId) {
    if (vehicleName) subject.vehicle = { id: context.vehicleId, name: vehicleName };
  }
  if (context.rentalPlan) {
    const label = rentalPlanLabel(context.rentalPlan);
    if (label) subject.rentalPlan = { id: context.rentalPlan, label };
  }
  if (context.municipality) {
    const place = municipalityBySlug(context.municipality);
    if (place)
      subject.municipality = { slug: place.slug, name: municipalityTitle(place).replace(/ Golf Carts$/, '') };
  }
  return subject;
}

/** The enquiry form's heading: what the visitor is asking for, e.g. "Quote for the Evolution D6 Max XT4". */
export function enquiryHeading(subject: EnquirySubject): string {
  const vehicle = subject.vehicle?.name;
  const plan = subject.rentalPlan?.label;
  const town = subject.municipality ? ` in ${subject.municipality.name}` : '';
  switch (subject.topicId) {
    case 'quote':
      if (vehicle) return `Quote for the ${vehicle}`;
      break;
    case 'test-drive':
      if (vehicle) return `Test drive of the ${vehicle}`;
      break;
    case 'financing':
      if (vehicle) return `Financing quote for the ${vehicle}`;
      break;
    case 'notify':
      if (vehicle) return `Tell me when a cart like the ${vehicle} arrives`;
      break;
    case 'reservation':
      if (plan) return `Reserve a ${plan}${town}`;
      break;
    case 'service':
      return 'Book a service appointment';
    case undefined:
      break;
  }
  if (subject.topic) return `${subject.topic}${vehicle ? `: ${vehicle}` : plan ? `: ${plan}` : ''}`;
  if (vehicle) return `About the ${vehicle}`;
  if (plan) return `About the ${plan}${town}`;
  return 'Send Us a Message';
}
