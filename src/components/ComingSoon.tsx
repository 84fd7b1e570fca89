import type { ReactNode } from "react";
import { PageTitle } from "./PageTitle.tsx";

/** A page that a later issue fills: its title and one honest sentence about what will be there. */
export function ComingSoon({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <article className="page">
      <PageTitle />
      <p className="lead">{text}</p>
      {children}
    </article>
  );
}
