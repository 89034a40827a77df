import 'server-only';

import { municipalityBySlug } from '@/content/municipalities';
import { findVehicle } from '@/features/inventory/server/vehicle-queries';
import { effectivePrice, isListed } from '@/features/inventory/vehicle';
import { rentalBase } from '@/features/places/town-location';

import { estimatePayment, paymentFieldErrors } from '../payment-estimate';
import { rentalQuote } from '../rental-quote';
import type { RequestDetails, TradeInPhoto } from '../request-details';
import type { RequestFieldErrors, RequestInput } from '../request-fields';
import { financeSettings } from './finance-settings-queries';

export type PricedRequest =
  { ok: true; details: RequestDetails } | { ok: false; error: string; fieldErrors: RequestFieldErrors };

const refused = (error: string, fieldErrors: RequestFieldErrors = {}): PricedRequest => ({
  ok: false,
  error,
  fieldErrors,
});

/**
 * Turns a checked request into what the lead stores: the figures are worked out here from the
 * vehicle's price, the dealer's finance settings and the published rental figures, never taken
 * from the browser.
 */
export async function priceRequest(
  request: RequestInput,
  context: { vehicleId?: string; photos?: TradeInPhoto[] },
): Promise<PricedRequest> {
  switch (request.kind) {
    case 'financing': {
      const vehicle = context.vehicleId ? await findVehicle(context.vehicleId) : undefined;
      if (!vehicle || !isListed(vehicle))
        return refused('This cart is no longer for sale. Choose another cart from our inventory.');
      const estimate = estimatePayment({
        price: effectivePrice(vehicle),
        downPayment: request.downPayment,
        termMonths: request.termMonths,
        aprPercent: request.aprPercent,
        salesTaxPercent: (await financeSettings()).salesTaxPercent,
      });
      if (!estimate.ok)
        return refused('Please correct the highlighted fields.', paymentFieldErrors(estimate));
      return { ok: true, details: { kind: 'financing', ...estimate.estimate } };
    }
    case 'rental': {
      const town = municipalityBySlug(request.municipality);
      if (!town)
        return refused('Please correct the highlighted fields.', {
          municipality: ['Choose the town we deliver to'],
        });
      const { location, miles } = rentalBase(town);
      const quote = rentalQuote({ ...request, deliveryMiles: miles });
      if (!quote)
        return refused('Please correct the highlighted fields.', {
          endDate: ['The end date must be after the start date'],
        });
      return {
        ok: true,
        details: { ...request, ...quote, fromLocationId: location.id, deliveryMiles: miles },
      };
    }
    case 'service':
      if (request.municipality && !municipalityBySlug(request.municipality))
        return refused('Please correct the highlighted fields.', {
          municipality: ['Choose a town from the list'],
        });
      return { ok: true, details: request };
    case 'trade-in':
      return { ok: true, details: { ...request, photos: context.photos ?? [] } };
  }
}
