import { ImageResponse } from 'next/og';

import { dealer } from '@/content/dealer';
import { allShareCards, shareCardSize, type ShareCard } from '@/features/places/share-cards';
import { keptADay } from '@/server/http/cache-control';

export const dynamicParams = false;

export function generateStaticParams() {
  return allShareCards().map((card) => ({ card: `${card.id}.png` }));
}

// The design system's colours (src/app/globals.css); the picture is drawn without a browser.
const colours = { brand950: '#022c22', brand700: '#047857', accent: '#fbbf24', white: '#ffffff' };

function Card({ card }: { card: ShareCard }) {
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 72px',
        background: `linear-gradient(135deg, ${colours.brand950} 0%, ${colours.brand700} 100%)`,
        color: colours.white,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20, fontSize: 36, fontWeight: 700 }}>
        <svg viewBox="0 0 32 32" width="64" height="64">
          <circle cx="16" cy="16" r="16" fill={colours.brand700} />
          <path d="M13 7v17" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
          <path d="M14 7.5l8 3.5-8 3.5z" fill={colours.accent} />
        </svg>
        {dealer.name}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
        <div style={{ fontSize: 28, letterSpacing: 4, textTransform: 'uppercase', color: colours.accent }}>
          {card.eyebrow}
        </div>
        <div style={{ fontSize: card.title.length > 48 ? 58 : 72, fontWeight: 700, lineHeight: 1.1 }}>
          {card.title}
        </div>
      </div>
      <div style={{ fontSize: 34, color: colours.white, opacity: 0.9 }}>{card.subtitle}</div>
    </div>
  );
}

/** A page type's preview picture, drawn once at build time (src/features/places/share-cards.ts). */
export async function GET(_request: Request, context: RouteContext<'/images/share/cards/[card]'>) {
  const { card: file } = await context.params;
  const card = allShareCards().find((candidate) => `${candidate.id}.png` === file);
  if (!card) return new Response('Not found', { status: 404 });
  return new ImageResponse(<Card card={card} />, {
    ...shareCardSize,
    headers: { 'Cache-Control': keptADay },
  });
}
