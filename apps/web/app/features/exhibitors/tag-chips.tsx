import { tagStyle } from '../../components/ui/tag-style.ts';

export function TagChips({ tags }: { tags: { id: number; value: string; hex: string }[] }) {
  if (!tags.length) return null;
  return (
    <ul className="tag-chips">
      {tags.map((t) => (
        <li key={t.id} className="tag-chip" style={tagStyle(t.hex)}>
          {t.value}
        </li>
      ))}
    </ul>
  );
}
