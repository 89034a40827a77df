import { formatPrice } from '@/lib/format-price';

/**
 * A vehicle's price as buyers read it: the sale price with the regular price struck through when
 * there is one, otherwise the price.
 */
export function VehiclePrice({
  vehicle,
  className = '',
  wasClassName = 'text-muted',
}: {
  vehicle: { price: number; salePrice: number | null };
  className?: string;
  wasClassName?: string;
}) {
  if (vehicle.salePrice === null || vehicle.salePrice >= vehicle.price) {
    return <span className={`tabular-nums ${className}`.trim()}>{formatPrice(vehicle.price)}</span>;
  }
  return (
    <span className={`inline-flex flex-wrap items-baseline gap-x-2 tabular-nums ${className}`.trim()}>
      <span>
        <span className="sr-only">Sale price </span>
        {formatPrice(vehicle.salePrice)}
      </span>
      <del className={`text-[0.6em] font-semibold ${wasClassName}`}>
        <span className="sr-only">was </span>
        {formatPrice(vehicle.price)}
      </del>
    </span>
  );
}
