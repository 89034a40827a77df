/**
 * Non-rental policy figures (brief section 9: Returns, Delivery, Storage, Policy response times,
 * Service and hours, Staffing report figures). Each figure is written once here and interpolated
 * into the policy texts, so no two pages can disagree. Rental figures live in rental-plans.ts;
 * contact details, hours and the contact response promise live in dealer.ts.
 */

import { dealer } from '@/content/dealer';

/** Whole US dollars with thousands separators and no decimals, e.g. usd(5000) === "$5,000". */
export function usd(amount: number): string {
  const rounded = Math.round(amount);
  const digits = Math.abs(rounded)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${rounded < 0 ? '-' : ''}$${digits}`;
}

/** An inclusive range such as { min: 2, max: 5 }, printed "2-5". */
export interface FigureRange {
  readonly min: number;
  readonly max: number;
}

export function rangeText(range: FigureRange): string {
  return `${range.min}-${range.max}`;
}

/** Spec section 9: Returns. */
export const returnPolicyFigures = {
  newCarts: {
    windowDays: 7,
    /** The cart must show fewer than this many miles. */
    maxMiles: 10,
    restockingFeePercent: 15,
  },
  usedCarts: {
    windowDays: 3,
    restockingFeePercent: 20,
    /** Carts sold "as is" cannot be returned. */
    asIsReturnsAccepted: false,
  },
  parts: {
    windowDays: 30,
    restockingFeePercent: 10,
  },
  defective: {
    reportWithinHours: 48,
    restockingFeePercent: 0,
  },
  refund: {
    processingBusinessDays: 10,
    cardPostingDays: { min: 3, max: 5 },
  },
} as const;

/** Spec section 9: Delivery. */
export const deliveryFigures = {
  freeDelivery: {
    minimumPurchase: 5_000,
    /** Free delivery radius around each New Jersey location (dealer.ts location ids). */
    radii: {
      somerville: { locationId: 'somerville-nj', miles: 20 },
      tomsRiver: { locationId: 'toms-river-nj', miles: 15 },
    },
  },
  leadTimes: {
    inStockBusinessDays: { min: 2, max: 5 },
    customOrderWeeks: { min: 2, max: 4 },
  },
  deliveryWindowHours: 2,
  sameDay: { orderBefore: '2:00 PM', rushFee: 50 },
  whiteGloveFee: 150,
  sameDayCancellationFee: 75,
  missedAppointmentFee: 100,
  siteRequirements: { accessPathWidthFeet: 8, overheadClearanceFeet: 10 },
  hours: {
    monSat: { days: 'Monday through Saturday', opens: '8:00 AM', closes: '6:00 PM' },
    sunday: { days: 'Sunday', opens: '10:00 AM', closes: '4:00 PM' },
  },
} as const;

/** Spec section 9: Storage. */
export const storageFigures = {
  monthly: { indoor: 125, covered: 75 },
  winterPackage: { starts: 'October 15', ends: 'April 15', indoor: 650, covered: 400 },
  summerPackage: { starts: 'May 1', ends: 'September 30', indoor: 575, covered: 350 },
  maintenanceAddOnMonthly: 50,
  preSeasonPrep: 150,
  lateFee: { amount: 25, afterDaysOverdue: 10 },
  terminationNoticeDays: 30,
  /** Lien and sale process: the steps taken once an account is this many days overdue. */
  lienProcessDaysOverdue: {
    firstNotice: 30,
    finalNotice: 60,
    lienNotice: 90,
    sale: 120,
  },
} as const;

/** Spec section 9: Policy response times (contact promise from dealer.ts). */
export const responseTimes = {
  feedback: { urgentHours: 4, generalHours: 24 },
  corrections: { criticalHours: 2, importantHours: 24, minorHours: 48, complexHours: 72 },
  contentInquiryHours: { min: 24, max: 48 },
  newProductInfoHours: 48,
  /** "within 24 hours", "typically 2-6 hours during business hours". */
  contact: dealer.responseTime,
} as const;

/** Spec section 9: Service and hours. */
export const serviceFigures = {
  labourFromPerHour: 155,
  turnaroundHours: { min: 24, max: 48 },
} as const;

/** Spec section 9: Staffing report figures (calendar year 2024). */
export const staffingReport2024 = {
  year: 2024,
  fullTime: 24,
  partTime: 8,
  seasonal: 6,
  seasonalMonths: 'April to October',
  peakHeadcount: 38,
  retentionPercent: 87,
  byLocation: { hatfield: 18, poconos: 14, mobile: 6 },
  paidTimeOffDays: { min: 15, max: 25 },
  developmentBudgetPerEmployee: 1_200,
  orientationHours: 40,
  safetyTrainingHours: 760,
  surveyResponsePercent: 89,
  goals2025: {
    year: 2025,
    hires: { min: 6, max: 8 },
    retentionTargetPercent: 85,
  },
} as const;
