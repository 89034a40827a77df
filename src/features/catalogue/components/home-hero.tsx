import { CallButton } from '@/components/layout/call-button';
import { ButtonLink } from '@/components/ui/button';
import { Backdrop } from '@/components/ui/picture';
import { Container } from '@/components/ui/section';
import { dealer } from '@/content/dealer';
import { HeroVehiclePicture } from '@/features/inventory/components/hero-vehicle-picture';
import type { Vehicle } from '@/features/inventory/vehicle';
import { scenePathByIndex } from '@/features/inventory/vehicle-images';

export function HomeHero({ vehicle }: { vehicle: Vehicle | undefined }) {
  return (
    <section className="relative isolate overflow-hidden bg-brand-950 text-white">
      <Backdrop src={scenePathByIndex(0)} className="opacity-70" />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-950 via-brand-950/90 to-brand-950/40"
      />
      <Container className="grid items-center gap-10 py-16 sm:py-24 lg:grid-cols-[1.1fr_1fr]">
        <div>
          <p className="eyebrow text-accent-300">Sales · Rentals · Service · Storage</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-6xl">
            Electric golf carts for New Jersey and Pennsylvania
          </h1>
          <p className="mt-5 max-w-xl text-lg text-white/85 sm:text-xl">
            {dealer.name} sells, rents and services Denago and Evolution electric carts, from compact city
            carts to group people movers and cargo-bed utility vehicles.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink href="/inventory" variant="accent" size="lg">
              View Inventory
            </ButtonLink>
            <CallButton phone={dealer.phone} variant="inverse" size="lg" />
          </div>
        </div>
        <div className="overflow-hidden rounded-card bg-white/95 shadow-2xl ring-1 ring-white/20">
          <HeroVehiclePicture
            vehicle={vehicle}
            alt={vehicle ? `${vehicle.name} electric cart` : 'Electric golf cart'}
            sizes="(min-width: 1024px) 40vw, 100vw"
            className="aspect-[8/5] w-full object-cover"
          />
        </div>
      </Container>
    </section>
  );
}
