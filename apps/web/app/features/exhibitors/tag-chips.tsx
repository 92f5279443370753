import { tagBackground, tagTextColour } from './tag-colours.ts';

export function TagChips({ tags }: { tags: { id: number; value: string; hex: string }[] }) {
  if (!tags.length) return null;
  return (
    <ul className="tag-chips">
      {tags.map((t) => (
        <li key={t.id} className="tag-chip" style={{ background: tagBackground(t.hex), color: tagTextColour(t.hex) }}>
          {t.value}
        </li>
      ))}
    </ul>
  );
}
