import 'server-only';

import { dealer } from '@/content/dealer';
import { escapeXml } from '@/lib/xml';

import type { Lead } from '../lead';

/** What the ADF document says about the vehicle of interest, when there is one. */
export interface AdfVehicle {
  interest: 'buy' | 'test-drive' | 'lease';
  status: 'new' | 'used';
  year: number | null;
  make: string;
  model: string;
  stock: string;
  vin?: string;
  /** What the buyer pays, in US dollars. */
  price?: number;
  /** The buyer's payment estimate, when the lead is a pre-approval request. */
  finance?: { downPayment: number; monthlyPayment: number; amountFinanced: number };
}

/** The buyer's own cart, offered in trade. */
export interface AdfTradeIn {
  year: number;
  make: string;
  model: string;
  condition: 'excellent' | 'good' | 'fair' | 'poor';
  comments: string;
}

const element = (name: string, value: string, attributes = '') =>
  `<${name}${attributes}>${escapeXml(value)}</${name}>`;

/**
 * The lead as an ADF 1.0 document (Auto-lead Data Format), the XML that dealer CRMs accept by
 * e-mail. Every value is escaped.
 */
export function adfXml(
  lead: Lead,
  options: { vehicle?: AdfVehicle; tradeIn?: AdfTradeIn; comments: string; siteUrl: string },
): string {
  const { vehicle, tradeIn } = options;
  const money = (name: string, type: string, amount: number) =>
    `        ${element(name, amount.toFixed(2), ` type="${type}" currency="USD"`)}`;
  const vehicleXml = vehicle
    ? [
        `    <vehicle interest="${vehicle.interest}" status="${vehicle.status}">`,
        vehicle.year ? `      ${element('year', String(vehicle.year))}` : undefined,
        `      ${element('make', vehicle.make)}`,
        `      ${element('model', vehicle.model)}`,
        vehicle.vin ? `      ${element('vin', vehicle.vin)}` : undefined,
        `      ${element('stock', vehicle.stock)}`,
        vehicle.price !== undefined
          ? `      ${element('price', String(vehicle.price), ' type="asking" currency="USD"')}`
          : undefined,
        ...(vehicle.finance
          ? [
              '      <finance>',
              `        ${element('method', 'finance')}`,
              money('amount', 'downpayment', vehicle.finance.downPayment),
              money('amount', 'monthly', vehicle.finance.monthlyPayment),
              money('balance', 'finance', vehicle.finance.amountFinanced),
              '      </finance>',
            ]
          : []),
        '    </vehicle>',
      ]
        .filter((line) => line !== undefined)
        .join('\n')
    : undefined;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<?adf version="1.0"?>',
    '<adf>',
    '  <prospect status="new">',
    `    ${element('id', lead.id, ` sequence="1" source="${escapeXml(dealer.name)}"`)}`,
    `    ${element('requestdate', lead.createdAt)}`,
    vehicleXml,
    tradeIn
      ? [
          '    <vehicle interest="trade-in" status="used">',
          `      ${element('year', String(tradeIn.year))}`,
          `      ${element('make', tradeIn.make)}`,
          `      ${element('model', tradeIn.model)}`,
          `      ${element('condition', tradeIn.condition)}`,
          `      ${element('comments', tradeIn.comments)}`,
          '    </vehicle>',
        ].join('\n')
      : undefined,
    '    <customer>',
    '      <contact>',
    `        ${element('name', lead.firstName, ' part="first"')}`,
    `        ${element('name', lead.lastName, ' part="last"')}`,
    `        ${element('email', lead.email)}`,
    `        ${element('phone', lead.phone, ' type="voice"')}`,
    '      </contact>',
    `      ${element('comments', options.comments)}`,
    '    </customer>',
    '    <vendor>',
    `      ${element('vendorname', dealer.name)}`,
    '      <contact>',
    `        ${element('name', dealer.name, ' part="full"')}`,
    `        ${element('email', dealer.email)}`,
    `        ${element('phone', dealer.phone.display, ' type="voice"')}`,
    '      </contact>',
    '    </vendor>',
    '    <provider>',
    `      ${element('name', `${dealer.name} website`, ' part="full"')}`,
    `      ${element('service', 'Website enquiry form')}`,
    `      ${element('url', options.siteUrl)}`,
    '    </provider>',
    '  </prospect>',
    '</adf>',
    '',
  ]
    .filter((line) => line !== undefined)
    .join('\n');
}
