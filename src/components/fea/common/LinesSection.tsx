import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { DemoNote } from "./DemoNote.tsx";
import { QueryState } from "./QueryState.tsx";
import { SourceNote } from "./SourceNote.tsx";

interface LinesAnswer {
  source: string;
  demo: boolean;
  demo_note: string | null;
}

/** A titled block of a declaration-lines call: its calm states, then the demo label, what it shows and its source. */
export function LinesSection<T extends LinesAnswer>({ title, testId, query, children }: {
  title: string;
  testId: string;
  query: UseQueryResult<T>;
  children: (body: T) => ReactNode;
}) {
  return (
    <section className="fea-figure" data-testid={testId}>
      <h2 className="fea-figure__title">{title}</h2>
      <QueryState query={query}>
        {(body) => (
          <>
            <DemoNote demo={body.demo} note={body.demo_note} />
            {children(body)}
            <SourceNote source={body.source} />
          </>
        )}
      </QueryState>
    </section>
  );
}
