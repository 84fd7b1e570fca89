/** Grey bars shaped like the content that is on its way (no spinners). */
export function SkeletonLines({ count = 3, label, testId }: { count?: number; label: string; testId?: string }) {
  return (
    <div className="skeleton-block" role="status" aria-live="polite" aria-busy="true" data-testid={testId}>
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className="skeleton-line" style={{ width: `${92 - ((i * 17) % 40)}%` }} aria-hidden="true" />
      ))}
    </div>
  );
}
