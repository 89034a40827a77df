import Link from 'next/link';

import { Icon } from '@/components/ui/icon';
import { services } from '@/content/services';

import { serviceIcons } from './service-card';

/** The four services in brief, each linking to its card on /services. */
export function ServicesOverview() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {services.map((service) => {
        return (
          <li key={service.id}>
            <Link
              href={`/services#${service.id}`}
              className="group flex h-full flex-col card p-5 transition-colors hover:border-brand-600"
            >
              <Icon name={serviceIcons[service.id]} className="size-7 text-brand-700" />
              <span className="mt-3 text-lg font-bold text-ink">{service.title}</span>
              <span className="mt-1 text-sm text-muted">{service.priceLabel}</span>
              <span className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-semibold text-brand-800">
                Learn more
                <Icon
                  name="arrow-right"
                  className="size-4 transition-transform group-hover:translate-x-0.5"
                />
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
