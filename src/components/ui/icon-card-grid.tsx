import { Icon } from '@/components/ui/icon';
import type { IconBlock } from '@/content/icon-names';

/** A row of short benefit cards (icon, title, sentence): value blocks, "why choose" sections. */
export function IconCardGrid({
  items,
  tone = 'surface',
}: {
  items: readonly IconBlock[];
  tone?: 'surface' | 'white';
}) {
  const card = tone === 'white' ? 'bg-white shadow-card' : 'bg-surface';
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 ${items.length >= 4 ? 'lg:grid-cols-4' : 'md:grid-cols-3'}`}>
      {items.map(({ title, text, icon }) => (
        <li key={title} className={`rounded-card p-6 ring-1 ring-line ${card}`}>
          <Icon meaning={icon} className="size-8 text-brand-700" />
          <h3 className="mt-4 text-lg font-bold">{title}</h3>
          <p className="mt-2 text-muted">{text}</p>
        </li>
      ))}
    </ul>
  );
}
