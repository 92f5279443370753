/**
 * A spinning ring. Decorative by default; pass `label` when the spinner is the only sign of
 * progress, so screen readers announce it.
 */
export function Spinner({ label, size = 'medium' }: { label?: string; size?: 'small' | 'medium' | 'large' }) {
  const ring = <span className={`ui-spinner ui-spinner--${size}`} aria-hidden="true" />;
  if (!label) return ring;
  return (
    <span role="status" className="ui-spinner-wrap">
      {ring}
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
