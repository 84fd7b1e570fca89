import type { ReactNode } from "react";

/** One block of the card: a heading and its content, with an anchor for the summary links. */
export function CardBlock({
  id,
  title,
  children,
  tone,
  testId,
}: {
  id: string;
  title: string;
  children: ReactNode;
  /** `sanction`: purple edge (the badges inside carry the words). */
  tone?: "sanction";
  testId?: string;
}) {
  const headingId = `${id}-title`;
  return (
    <section id={id} className={`card-block${tone ? ` card-block--${tone}` : ""}`} aria-labelledby={headingId} data-testid={testId}>
      <h2 id={headingId} className="card-block__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
