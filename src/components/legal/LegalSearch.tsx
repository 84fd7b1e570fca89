import { useLingui } from "@lingui/react";
import type { FormEvent, ReactNode } from "react";
import type { MeasureList } from "../../../core/contract/measures.ts";
import { ErrorState } from "../ErrorState.tsx";
import { PageTitle } from "../PageTitle.tsx";
import { SkeletonLines } from "../Skeleton.tsx";
import { ListsNote } from "./ListsNote.tsx";
import { ReferenceNav } from "./ReferenceNav.tsx";

interface Answer {
  data: unknown[];
  meta: { total: number };
  lists_checked: MeasureList[];
}

interface Props<B extends Answer> {
  /** Names the test ids: `{name}-submit`, `{name}-invalid`, `{name}-count`, `{name}-empty`. */
  name: string;
  lead: string;
  /** The form's fields; the address they write is the search (useSearchAddress). */
  fields: ReactNode;
  submit: (e: FormEvent<HTMLFormElement>) => void;
  /** The address's query string: a new address re-reads the fields. */
  search: string;
  /** What is wrong with the address's search, or null when the call can be asked. */
  invalid: string | null;
  found: { data?: B | undefined; isError: boolean; refetch: () => unknown };
  /** Said before the count (the date the answer is for). */
  context?: (body: B) => string;
  empty: string;
  children: (body: B) => ReactNode;
}

/**
 * The frame the two searches of the reference section share: title, section links, lead, the form, and the
 * answer in its states (a search the call would refuse, failed, loading, found or empty), always followed by
 * the lists searched, so an empty answer over lists not yet compiled is never read as "none".
 */
export function LegalSearch<B extends Answer>({ name, lead, fields, submit, search, invalid, found, context, empty, children }: Props<B>) {
  const { i18n } = useLingui();
  const body = found.data;
  return (
    <article className="page reference legal-search">
      <PageTitle />
      <ReferenceNav />
      <p className="lead">{lead}</p>
      <form className="legal-filters" role="search" onSubmit={submit} key={search}>
        {fields}
        <button type="submit" className="button button--primary" data-testid={`${name}-submit`}>{i18n._({ id: "legal.find", message: "Найти" })}</button>
      </form>
      {invalid !== null ? (
        <p role="alert" data-testid={`${name}-invalid`}>{invalid}</p>
      ) : found.isError ? (
        <ErrorState text={i18n._({ id: "legal.error", message: "Поиск не выполнился. Проверьте соединение и повторите." })} onRetry={() => void found.refetch()} />
      ) : !body ? (
        <SkeletonLines count={6} label={i18n._({ id: "legal.loading", message: "Ищем" })} />
      ) : (
        <>
          <p role="status" data-testid={`${name}-count`}>
            {context ? `${context(body)} ` : null}
            {body.data.length < body.meta.total
              ? i18n._({ id: "legal.countPart", message: "Найдено: {total}, показаны первые {shown}.", values: { total: body.meta.total, shown: body.data.length } })
              : i18n._({ id: "legal.count", message: "Найдено: {total}.", values: { total: body.meta.total } })}
          </p>
          {body.data.length === 0 ? <p data-testid={`${name}-empty`}>{empty}</p> : children(body)}
          <ListsNote lists={body.lists_checked} />
        </>
      )}
    </article>
  );
}
