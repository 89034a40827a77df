import { catalogue, seriesById } from '@/content/catalogue';
import { cartSvg } from '@/lib/cart-illustration';

export const dynamicParams = false;

const utilitySeries = new Set(['turfman']);

export function generateStaticParams() {
  return [...catalogue.map((model) => ({ file: `${model.slug}.svg` })), { file: 'fallback.svg' }];
}

export async function GET(
  _request: Request,
  context: RouteContext<'/images/vehicles/[file]'>,
): Promise<Response> {
  const { file } = await context.params;
  const slug = file.replace(/\.svg$/, '');
  const model = catalogue.find((candidate) => candidate.slug === slug);
  const svg = model
    ? cartSvg({
        seats: model.seats,
        lifted: model.lifted,
        utility: utilitySeries.has(model.series),
        colour: seriesById(model.series).colour,
        title: `${model.name}, ${model.seats}-seat electric cart`,
      })
    : cartSvg({ seats: 4, lifted: false, utility: false, colour: '#047857', title: 'Electric golf cart' });
  return new Response(svg, {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });
}
