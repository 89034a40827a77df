import 'server-only';

import { dealer } from '@/content/dealer';
import { xmlElement } from '@/lib/xml';

import type { Lead } from '../lead';

/**
 * A vehicle in the ADF document: the one the customer is interested in, their own offered in
 * trade, a rental cart or the cart to be serviced. ADF requires year, make and model elements:
 * what the lead does not say is left empty, never made up.
 */
export interface AdfVehicle {
  interest: 'buy' | 'test-drive' | 'lease' | 'trade-in';
  status: 'new' | 'used';
  /** The listing's address on this website (its slug), for a cart from our inventory. */
  listingId?: string;
  year?: number | null;
  make?: string;
  model?: string;
  vin?: string;
  /** The number on the cart in the lot: only a real one. */
  stock?: string;
  condition?: 'excellent' | 'good' | 'fair' | 'poor';
  /** What the buyer pays, in US dollars. */
  price?: number;
  /** The buyer's payment estimate, when the lead is a pre-approval request. */
  finance?: { downPayment: number; monthlyPayment: number; amountFinanced: number };
  comments?: string;
}

function vehicleXml(vehicle: AdfVehicle): string {
  const money = (name: string, type: string, amount: number) =>
    `        ${xmlElement(name, amount.toFixed(2), { type, currency: 'USD' })}`;
  return [
    `    <vehicle interest="${vehicle.interest}" status="${vehicle.status}">`,
    vehicle.listingId ? `      ${xmlElement('id', vehicle.listingId, { source: 'website' })}` : undefined,
    `      ${xmlElement('year', vehicle.year ? String(vehicle.year) : '')}`,
    `      ${xmlElement('make', vehicle.make ?? '')}`,
    `      ${xmlElement('model', vehicle.model ?? '')}`,
    vehicle.vin ? `      ${xmlElement('vin', vehicle.vin)}` : undefined,
    vehicle.stock ? `      ${xmlElement('stock', vehicle.stock)}` : undefined,
    vehicle.condition ? `      ${xmlElement('condition', vehicle.condition)}` : undefined,
    vehicle.price !== undefined
      ? `      ${xmlElement('price', String(vehicle.price), { type: 'asking', currency: 'USD' })}`
      : undefined,
    ...(vehicle.finance
      ? [
          '      <finance>',
          `        ${xmlElement('method', 'finance')}`,
          money('amount', 'downpayment', vehicle.finance.downPayment),
          money('amount', 'monthly', vehicle.finance.monthlyPayment),
          money('balance', 'finance', vehicle.finance.amountFinanced),
          '      </finance>',
        ]
      : []),
    vehicle.comments ? `      ${xmlElement('comments', vehicle.comments)}` : undefined,
    '    </vehicle>',
  ]
    .filter((line) => line !== undefined)
    .join('\n');
}

/**
 * The lead as an ADF 1.0 document (Auto-lead Data Format), the XML that dealer CRMs accept by
 * e-mail, valid against the ADF 1.0 DTD (adf-1.0.dtd beside this file). Every value is escaped.
 */
export function adfXml(
  lead: Lead,
  options: { vehicles: readonly AdfVehicle[]; comments: string; siteUrl: string; source: string },
): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<?adf version="1.0"?>',
    '<adf>',
    '  <prospect status="new">',
    `    ${xmlElement('id', lead.id, { sequence: '1', source: dealer.name })}`,
    `    ${xmlElement('requestdate', lead.createdAt)}`,
    ...options.vehicles.map(vehicleXml),
    '    <customer>',
    '      <contact>',
    `        ${xmlElement('name', lead.firstName, { part: 'first' })}`,
    `        ${xmlElement('name', lead.lastName, { part: 'last' })}`,
    `        ${xmlElement('email', lead.email)}`,
    `        ${xmlElement('phone', lead.phone, { type: 'voice' })}`,
    '      </contact>',
    `      ${xmlElement('comments', options.comments)}`,
    '    </customer>',
    '    <vendor>',
    `      ${xmlElement('vendorname', dealer.name)}`,
    '      <contact>',
    `        ${xmlElement('name', dealer.name, { part: 'full' })}`,
    `        ${xmlElement('email', dealer.email)}`,
    `        ${xmlElement('phone', dealer.phone.display, { type: 'voice' })}`,
    '      </contact>',
    '    </vendor>',
    '    <provider>',
    `      ${xmlElement('name', `${dealer.name} website`, { part: 'full' })}`,
    `      ${xmlElement('service', options.source)}`,
    `      ${xmlElement('url', options.siteUrl)}`,
    '    </provider>',
    '  </prospect>',
    '</adf>',
    '',
  ]
    .filter((line) => line !== undefined)
    .join('\n');
}
