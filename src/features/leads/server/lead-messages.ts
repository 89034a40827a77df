import 'server-only';

import { dealer } from '@/content/dealer';
import { interestLabels } from '@/content/enquiries';
import { batteryTypeLabels, effectivePrice, type Vehicle } from '@/features/inventory/vehicle';
import { formatMonthly } from '@/features/requests/payment-estimate';
import { cheaperPlanThanAskedFor } from '@/features/requests/rental-quote';
import { rentalChoiceLabel, requestDetailRows } from '@/features/requests/request-details';
import { formatDateTime } from '@/lib/format-date';

import { describeEnquiry, lookUpRentalPlan } from '../enquiry-subject';
import { greeting } from '../greeting';
import { leadEnquiryContext, leadKindLabel, leadMessageHeading, type Lead, type MessageKind } from '../lead';
import { leadOrigin, leadOriginHeading } from '../lead-origin';
import { leadSourceRows } from '../lead-source';
import { adfXml, type AdfVehicle } from './adf';

export interface OutgoingMessage {
  kind: MessageKind;
  recipients: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** The outbox row's id, where the message is named before it is queued (a staff reply). */
  id?: string;
}

export interface MessageSettings {
  siteUrl: string;
  leadsTo?: string;
  leadsAdfTo?: string;
  /** The person the lead was assigned to, named in the notification. */
  assignedTo?: string;
  /** The customer's open lead that brought this one to the same person: said first, and linked. */
  sameCustomer?: { id: string; reference: string };
  /** Who handed an existing lead to its new owner: then it is no new enquiry, and says so. */
  givenBy?: string;
}

/**
 * Text made safe for an e-mail's HTML: numeric references, which every mail client reads (XML's
 * `&apos;`, which src/lib/xml.ts writes, is a name HTML 4 does not have).
 */
function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The context of a lead as label and value ("Vehicle", "Denago EV City (denago-ev-city)"), as staff read it. */
export function leadContextRows(
  lead: Lead,
  vehicle?: Pick<Vehicle, 'name'> & Partial<Pick<Vehicle, 'stockNumber'>>,
): [string, string][] {
  const subject = describeEnquiry(leadEnquiryContext(lead), vehicle?.name);
  const rows: [string, string][] = [
    ['Reference', lead.reference],
    ['Interest', interestLabels[lead.interest]],
  ];
  if (subject.topic) rows.push(['Request', leadKindLabel(lead)]);
  if (lead.vehicleId) rows.push(['Vehicle', `${subject.vehicle?.name ?? 'unknown'} (${lead.vehicleId})`]);
  // The number on the cart in the lot: what staff look for when they walk out to it.
  if (lead.vehicleId && vehicle?.stockNumber) rows.push(['Stock number', vehicle.stockNumber]);
  // A booking names the cart type alone ("six-seater"): a "Rental plan" row would name no plan.
  if (lead.rentalPlan)
    rows.push([
      lookUpRentalPlan(lead.rentalPlan).plan ? 'Rental plan' : 'Rental cart',
      subject.rentalPlan?.label ?? lead.rentalPlan,
    ]);
  if (lead.municipality) rows.push(['Town', subject.municipality?.name ?? lead.municipality]);
  if (lead.sourcePath) rows.push(['Sent from', leadOriginHeading(lead.sourcePath)]);
  rows.push(...leadSourceRows(lead.source));
  return rows;
}

/**
 * A structured request's fields and figures as label and value rows; none for a plain enquiry. A
 * rental on a plan that costs more than another for its dates says so: the thank-you page told the
 * customer to ask for the other, and whoever answers must know what they will ask.
 */
export function leadRequestRows(lead: Lead): [string, string][] {
  if (!lead.details) return [];
  const rows = requestDetailRows(lead.details);
  const cheaper = lead.details.kind === 'rental' ? cheaperPlanThanAskedFor(lead.details) : undefined;
  if (cheaper)
    rows.push([
      'Costs less',
      `${cheaper.plan.title} plan: ${formatMonthly(cheaper.rentalPrice)} for these dates, ${formatMonthly(cheaper.saving)} less (the customer was told to ask for it)`,
    ]);
  return rows;
}

const asLines = (rows: [string, string][]) => rows.map(([label, value]) => `${label}: ${value}`);

/** The same context as plain-text lines ("Vehicle: ..."), for the e-mails and the CRM. */
function leadContextLines(lead: Lead, vehicle?: Parameters<typeof leadContextRows>[1]): string[] {
  return asLines(leadContextRows(lead, vehicle));
}

/** The request's block of a text e-mail or CRM comment: a heading and its lines, or nothing. */
function requestBlock(lead: Lead): string[] {
  const rows = leadRequestRows(lead);
  return rows.length ? ['', 'Request details:', ...asLines(rows)] : [];
}

const htmlTable = (rows: [string, string][]) =>
  `<table cellpadding="6" style="border-collapse:collapse">${rows
    .map(
      ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>`;

/** The cart the lead is about, from our inventory: its year only when known, its stock number only when it has one. */
function adfListedVehicle(lead: Lead, vehicle?: Vehicle): AdfVehicle | undefined {
  if (!lead.vehicleId) return undefined;
  const finance = lead.details?.kind === 'financing' ? lead.details : undefined;
  return {
    finance: finance && {
      downPayment: finance.downPayment,
      monthlyPayment: finance.monthlyPayment,
      amountFinanced: finance.amountFinanced,
    },
    interest: lead.topic === 'test-drive' ? 'test-drive' : 'buy',
    status: vehicle?.condition === 'used' ? 'used' : 'new',
    listingId: lead.vehicleId,
    year: vehicle?.year,
    make: vehicle?.brand,
    model: vehicle?.model,
    stock: vehicle?.stockNumber ?? undefined,
    vin: vehicle?.vin ?? undefined,
    price: vehicle ? effectivePrice(vehicle) : undefined,
    comments: vehicle ? undefined : `The listing ${lead.vehicleId} is no longer in the inventory.`,
  };
}

/** ADF's condition scale has no "needs work": such a cart is "poor". */
const adfConditions = { excellent: 'excellent', good: 'good', fair: 'fair', 'needs-work': 'poor' } as const;

/**
 * Every vehicle the lead names, in ADF's terms, and at least one: ADF requires a vehicle, so a
 * question about nothing in particular carries one whose year, make and model are empty.
 * ADF has no interest for a rental or a repair: a rental is "lease" (the nearest: paid use of a
 * cart), and a service request is the customer's own cart with "buy" (ADF's default) and a
 * comment that says it is for service.
 */
function adfVehicles(lead: Lead, vehicle?: Vehicle): AdfVehicle[] {
  const vehicles: AdfVehicle[] = [];
  const listed = adfListedVehicle(lead, vehicle);
  if (listed) vehicles.push(listed);
  const details = lead.details;
  if (details?.kind === 'trade-in') {
    vehicles.push({
      interest: 'trade-in',
      status: 'used',
      year: details.cartYear,
      make: details.cartBrand,
      model: details.cartModel,
      condition: adfConditions[details.cartCondition],
      comments: `${batteryTypeLabels[details.batteryType]} battery; ${details.photos.length} ${details.photos.length === 1 ? 'photo' : 'photos'} in the staff inbox`,
    });
  }
  if (details?.kind === 'service') {
    vehicles.push({
      interest: 'buy',
      status: 'used',
      year: details.cartYear,
      make: details.cartBrand,
      model: details.cartModel,
      comments: `Service request for the customer's own cart: ${requestDetailRows(details)
        .map(([label, value]) => `${label}: ${value}`)
        .join('; ')}`,
    });
  }
  const rental = describeEnquiry(leadEnquiryContext(lead)).rentalPlan;
  if (details?.kind === 'rental' || rental) {
    const label =
      details?.kind === 'rental' ? rentalChoiceLabel(details.cartType, details.plan) : rental!.label;
    vehicles.push({
      interest: 'lease',
      status: 'used',
      model: label.split(', ')[0],
      comments: `Rental: ${label}`,
    });
  }
  // A service booked online names the customer's own cart in its words (the comments), not here.
  if (vehicles.length === 0 && lead.interest === 'service')
    vehicles.push({ interest: 'buy', status: 'used', comments: "The customer's own cart, for service." });
  if (vehicles.length === 0)
    vehicles.push({ interest: 'buy', status: 'new', comments: noVehicleNamed(lead) });
  return vehicles;
}

/**
 * What a lead that names no cart asks for, as the CRM reads it: its kind ("Quote request"), and the
 * town page it was sent from; never "a general enquiry" for a quote asked for on a town's page.
 */
function noVehicleNamed(lead: Lead): string {
  const town = describeEnquiry(leadEnquiryContext(lead)).municipality?.name;
  return `No vehicle named: ${leadKindLabel(lead)}${town ? `, from the page for ${town}` : ''}.`;
}

/** The lead as ADF/XML, as mailed to the CRM and downloaded from the staff inbox. */
export function leadAdf(lead: Lead, siteUrl: string, vehicle?: Vehicle): string {
  return adfXml(lead, {
    vehicles: adfVehicles(lead, vehicle),
    comments: [...leadContextLines(lead, vehicle), ...requestBlock(lead), '', lead.message].join('\n'),
    siteUrl,
    source: `Website: ${leadOrigin(lead.sourcePath)}`,
  });
}

/**
 * The e-mails one lead produces: a readable notification to staff, the ADF/XML for the CRM
 * and a confirmation to the customer. Recipients that are not configured are left out.
 */
export function leadMessages(lead: Lead, settings: MessageSettings, vehicle?: Vehicle): OutgoingMessage[] {
  const fullName = `${lead.firstName} ${lead.lastName}`;
  const context = leadContextLines(lead, vehicle);
  const inboxUrl = `${settings.siteUrl}/admin/leads/${lead.id}`;
  const messages: OutgoingMessage[] = [];

  if (settings.leadsTo) {
    const earlier = settings.sameCustomer;
    const earlierUrl = earlier && `${settings.siteUrl}/admin/leads/${earlier.id}`;
    const sameCustomer =
      earlier &&
      `The same customer's new request: their open lead ref ${earlier.reference} is yours, so this one is too.`;
    const headline = settings.givenBy
      ? `${settings.givenBy} gave you this lead from ${fullName}`
      : `New enquiry from ${fullName}`;
    const text = [
      headline,
      '',
      ...(sameCustomer ? [sameCustomer, `Their earlier lead: ${earlierUrl}`, ''] : []),
      `Name: ${fullName}`,
      `E-mail: ${lead.email}`,
      `Phone: ${lead.phone}`,
      ...context,
      `Received: ${formatDateTime(lead.createdAt)}`,
      `Assigned to: ${settings.assignedTo ?? 'nobody yet (no one on the team is available)'}`,
      ...requestBlock(lead),
      '',
      `Open in the staff inbox: ${inboxUrl}`,
      // A request that says what it is about may come without a message: no empty quote then.
      ...(lead.message.trim() ? ['', `${leadMessageHeading(lead)}:`, quoted(lead.message)] : []),
    ].join('\n');
    const rows: [string, string][] = [
      ['Name', fullName],
      ['E-mail', lead.email],
      ['Phone', lead.phone],
      ...leadContextRows(lead, vehicle),
      // As the plain text says it: staff reading the HTML part see when the lead came in too.
      ['Received', formatDateTime(lead.createdAt)],
      ['Assigned to', settings.assignedTo ?? 'nobody yet (no one on the team is available)'],
    ];
    const requestRows = leadRequestRows(lead);
    const html = `<h1 style="font-size:20px">${escapeHtml(headline)}</h1>
${sameCustomer ? `<p><strong>${escapeHtml(sameCustomer)}</strong> <a href="${escapeHtml(earlierUrl!)}">Open their earlier lead</a></p>\n` : ''}${htmlTable(rows)}${requestRows.length ? `\n<h2 style="font-size:16px">Request details</h2>\n${htmlTable(requestRows)}` : ''}
${lead.message.trim() ? `<h2 style="font-size:16px">${escapeHtml(leadMessageHeading(lead))}</h2>\n<p style="white-space:pre-wrap">${escapeHtml(lead.message)}</p>\n` : ''}<p><a href="${escapeHtml(inboxUrl)}">Open this lead in the staff inbox</a></p>`;
    messages.push({
      kind: 'notification',
      recipients: settings.leadsTo,
      subject: `${settings.givenBy ? 'Given to you: ' : ''}${staffSubject(lead, vehicle)}`,
      text,
      html,
      // Reply answers the customer, not our own sales address.
      replyTo: lead.email,
    });
  }

  if (settings.leadsAdfTo) {
    messages.push({
      kind: 'adf',
      recipients: settings.leadsAdfTo,
      subject: `ADF lead ${lead.id}`,
      text: leadAdf(lead, settings.siteUrl, vehicle),
    });
  }

  messages.push(confirmationMessage(lead, settings.siteUrl));
  return messages;
}

/**
 * To the managers, once, when a lead was not answered within the promise: what it is, who owns
 * it, how long it has waited, and the link to it. Reply answers the customer, as on the
 * notification, so a manager can answer it at once.
 */
export function escalationMessage(
  lead: Lead,
  settings: { siteUrl: string; managers: string; owner?: string; promiseMinutes: number },
  vehicle?: Vehicle,
): OutgoingMessage {
  const url = `${settings.siteUrl}/admin/leads/${lead.id}`;
  const text = [
    `Nobody has answered this lead within ${settings.promiseMinutes} minutes of opening hours:`,
    'no call logged, no e-mail sent, no status set.',
    '',
    `Received: ${formatDateTime(lead.createdAt)}`,
    `Owner: ${settings.owner ?? 'nobody (no one on its team is available)'}`,
    `Customer: ${lead.firstName} ${lead.lastName}, ${lead.phone}, ${lead.email}`,
    ...leadContextLines(lead, vehicle),
    '',
    `Open it: ${url}`,
  ].join('\n');
  return {
    kind: 'escalation',
    recipients: settings.managers,
    subject: `Not answered in time: ${staffSubject(lead, vehicle)}`,
    text,
    replyTo: lead.email,
  };
}

/**
 * The customer's confirmation: a fixed text that quotes nothing the visitor typed (not even the
 * name), so the dealer's mail server cannot be made to carry anyone's words to anyone's inbox.
 * It names the request from our own list and gives the reference and the phone number.
 */
export function confirmationMessage(lead: Lead, siteUrl: string): OutgoingMessage {
  const about = leadKindLabel(lead).toLowerCase();
  const steps = [
    'We match your request to the right person on our team.',
    `We reply ${dealer.responseTime.promise}, ${dealer.responseTime.typical}.`,
    `If anything is urgent, call us at ${dealer.phone.display} and quote your reference.`,
  ];
  const text = [
    greeting,
    '',
    `Thank you for contacting ${dealer.name}. We received your request: ${about}.`,
    `Your reference is ${lead.reference}.`,
    '',
    'What happens next:',
    ...steps.map((step, index) => `${index + 1}. ${step}`),
    '',
    'If you did not contact us, you can ignore this e-mail.',
    '',
    dealer.name,
    `${dealer.phone.display} · ${dealer.email}`,
    siteUrl,
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>Thank you for contacting ${escapeHtml(dealer.name)}. We received your request: ${escapeHtml(about)}.<br>
Your reference is <strong>${escapeHtml(lead.reference)}</strong>.</p>
<p><strong>What happens next</strong></p>
<ol>${steps.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ol>
<p>If you did not contact us, you can ignore this e-mail.</p>
<p>${escapeHtml(dealer.name)}<br>${escapeHtml(dealer.phone.display)} · ${escapeHtml(dealer.email)}</p>`;
  return {
    kind: 'confirmation',
    recipients: lead.email,
    subject: `We received your request (${lead.reference}) - ${dealer.name}`,
    text,
    html,
  };
}

/**
 * What the visitor wrote, each line behind "> " as a reply quotes, so that none of it reads as a
 * line of ours: a typed "Open in the staff inbox: http://..." is plainly theirs.
 */
const quoted = (message: string) =>
  message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');

const characters = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * Visitor-typed words in a mail header: one line, no control characters, at most 80 characters as
 * a reader counts them, cut between them: never through an emoji, a flag or a letter and its accent.
 */
const headerSafe = (value: string) =>
  Array.from(
    characters.segment(
      value
        .replace(/[\u0000-\u001f\u007f]+/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    ),
    (each) => each.segment,
  )
    .slice(0, 80)
    .join('');

/** The customer's own cart a trade-in offers ("2021 EZ-GO RXV"); undefined for any other lead. */
export function tradeInCartName(lead: Lead): string | undefined {
  if (lead.details?.kind !== 'trade-in') return undefined;
  return (
    `${lead.details.cartYear ?? ''} ${lead.details.cartBrand} ${lead.details.cartModel}`.trim() || undefined
  );
}

/** What the lead wants ("Trade-in appraisal") and for what ("2021 EZ-GO RXV", a cart, a plan, a town). */
function leadWant(lead: Lead, vehicle?: Pick<Vehicle, 'name'>): { what: string; forWhat: string[] } {
  const what = leadKindLabel(lead);
  const subject = describeEnquiry(leadEnquiryContext(lead), vehicle?.name);
  const forWhat = [
    tradeInCartName(lead),
    subject.vehicle?.name,
    subject.rentalPlan?.label,
    subject.municipality?.name,
  ].filter((part): part is string => Boolean(part?.trim()));
  return { what, forWhat };
}

/** "Trade-in appraisal: 2021 EZ-GO RXV": the lead's headline in the inbox and on its page. */
export function leadHeadline(lead: Lead, vehicle?: Pick<Vehicle, 'name'>): string {
  const { what, forWhat } = leadWant(lead, vehicle);
  return forWhat.length ? `${what}: ${forWhat.join(', ')}` : what;
}

/**
 * A staff notification's subject says what is wanted, for what, from whom, with the reference:
 * "Trade-in appraisal: 2021 EZ-GO RXV, Tom Alvarez, ref K7Q2M9".
 */
export function staffSubject(lead: Lead, vehicle?: Pick<Vehicle, 'name'>): string {
  const { what, forWhat } = leadWant(lead, vehicle);
  return [
    `${what}:`,
    [...forWhat, `${lead.firstName} ${lead.lastName}`].map(headerSafe).join(', ') + ',',
    `ref ${lead.reference}`,
  ].join(' ');
}
