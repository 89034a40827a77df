import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Icon, type SpriteIconName } from '@/components/ui/icon';
import type { Service, ServiceId } from '@/content/services';
import { serviceAppointmentHref } from '@/lib/request-links';

export const serviceIcons: Record<ServiceId, SpriteIconName> = {
  'maintenance-repair': 'wrench',
  battery: 'battery-charging',
  'custom-modifications': 'sparkles',
  warranty: 'shield-check',
};

/** One service: what it covers, what it costs and a way to book it. */
export function ServiceCard({ service }: { service: Service }) {
  return (
    <Card id={service.id} className="flex flex-col p-6 sm:p-8">
      <div className="flex items-center gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
          <Icon name={serviceIcons[service.id]} className="size-6" />
        </span>
        <h3 className="text-2xl font-bold">{service.title}</h3>
      </div>
      <p className="mt-4 text-muted">{service.summary}</p>
      <ul className="mt-5 space-y-2.5">
        {service.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <Icon name="circle-check" className="mt-0.5 size-5 shrink-0 text-brand-600" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-6">
        <div className="rounded-xl border border-brand-100 bg-brand-50 px-4 py-3">
          <p className="text-lg font-extrabold text-brand-900">{service.priceLabel}</p>
          <p className="mt-0.5 text-sm text-muted">{service.priceNote}</p>
        </div>
        <ButtonLink href={serviceAppointmentHref()} variant="primary" className="mt-5 w-full sm:w-auto">
          Book this service<span className="sr-only">: {service.title}</span>
        </ButtonLink>
      </div>
    </Card>
  );
}
