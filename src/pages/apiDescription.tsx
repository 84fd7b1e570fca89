import { useLingui } from "@lingui/react";
import { type OpenApiDocument, OPENAPI_URL, useOpenApi } from "../api/openapi.ts";
import { ApiOperation } from "../components/api/ApiOperation.tsx";
import { ErrorState } from "../components/ErrorState.tsx";
import { PageTitle } from "../components/PageTitle.tsx";
import { SkeletonLines } from "../components/Skeleton.tsx";

type Group = { tag: string; description?: string; operations: OpenApiDocument["operations"] };

/** Operations grouped by their first tag, in the document's tag order. */
function groupByTag(doc: OpenApiDocument): Group[] {
  const groups = new Map<string, OpenApiDocument["operations"]>();
  for (const o of doc.operations) {
    const tag = o.op.tags[0] ?? "other";
    groups.set(tag, [...(groups.get(tag) ?? []), o]);
  }
  const order = doc.tags.map((t) => t.name);
  const rank = (t: string) => (order.includes(t) ? order.indexOf(t) : order.length);
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([tag, operations]) => ({ tag, description: doc.tags.find((t) => t.name === tag)?.description, operations }));
}

export default function Page() {
  const { i18n } = useLingui();
  const doc = useOpenApi();
  return (
    <article className="page">
      <PageTitle />
      <p className="lead">
        {i18n._({
          id: "api.lead",
          message: "Описание API в формате OpenAPI 3.1 создаётся из того же контракта, по которому работает сервер. Ответы приходят на языке из заголовка lang.",
        })}{" "}
        <a href={OPENAPI_URL}>{i18n._({ id: "api.download", message: "Документ OpenAPI (JSON)" })}</a>
      </p>
      {doc.isPending && <SkeletonLines count={6} label={i18n._({ id: "common.loading", message: "Загрузка…" })} />}
      {doc.isError && (
        <ErrorState
          text={i18n._({ id: "api.error", message: "Не удалось загрузить описание API." })}
          onRetry={() => void doc.refetch()}
        />
      )}
      {doc.data && (
        <>
          <p className="muted">
            {doc.data.title} · {i18n._({ id: "api.version", message: "версия {version}", values: { version: doc.data.version } })}
          </p>
          {groupByTag(doc.data).map((g) => (
            <section key={g.tag} className="api-tag">
              <h2>
                <code className="code">{g.tag}</code>
                {g.description && <span className="api-tag-desc"> — {g.description}</span>}
              </h2>
              {g.operations.map((o) => (
                <ApiOperation key={`${o.method} ${o.path}`} {...o} />
              ))}
            </section>
          ))}
        </>
      )}
    </article>
  );
}
