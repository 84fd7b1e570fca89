import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { PageTitle } from "./PageTitle.tsx";

/**
 * The only pages of the route table that are not built yet (the broker's workspace, issue #18), with
 * what each will do. Their pages and /total-services say so; no other page may use ComingSoon
 * (tests/src/pages/truth.test.ts).
 */
export const NOT_YET_AVAILABLE = {} satisfies Record<string, MessageDescriptor>;

export const notYetAvailable: MessageDescriptor = /*i18n*/ { id: "upcoming.notYet", message: "Пока недоступно" };

/** A page that is not built yet: its title, what it will do, and that it is not available. */
export function ComingSoon({ text }: { text: string }) {
  const { i18n } = useLingui();
  return (
    <article className="page">
      <PageTitle />
      <p className="lead">{text}</p>
      <p>{i18n._({ id: "upcoming.page", message: "Этот раздел пока недоступен." })}</p>
    </article>
  );
}
