import { useLingui } from "@lingui/react";
import { Suspense, useEffect, useSyncExternalStore } from "react";
import { lazyUntilInteraction } from "../../app/interaction.ts";
import { SkeletonLines } from "../../components/Skeleton.tsx";
import { useDocumentTitle } from "../../app/useDocumentTitle.ts";
import { getInspectorStatus, inspectRequested, loadInspector, openInspector, subscribeInspector } from "../../inspect.ts";
import type { InspectorStatus } from "../../inspect.ts";
import { ROUTES } from "../../../core/routes.ts";
import "./flows.css";

// The machines and their drawings are the heavy part: the server's HTML of them shows until the reader's
// first touch or key, when they come to life.
const FlowList = lazyUntilInteraction(() => import("./FlowList.tsx"));

const flowsRoute = ROUTES.find((r) => r.key === "flows");

function InspectorLine({ status }: { status: InspectorStatus }) {
  const { i18n } = useLingui();
  return (
    <div className="flows-inspector">
      <p>
        {i18n._({
          id: "flows.live.note",
          message:
            "Под каждой схемой показано, какие её экземпляры сейчас работают на этой странице и в каком они состоянии; текущие состояния выделены на схеме. Для этого интернет не нужен.",
        })}
      </p>
      {import.meta.env.DEV && (
        <p>
          {i18n._({
            id: "flows.inspect.note",
            message: "Живой инспектор Stately открывается с сайта stately.ai и работает только при доступе в интернет: добавьте ?inspect к адресу страницы.",
          })}
        </p>
      )}
      {status === "loading" && <p role="status">{i18n._({ id: "flows.inspect.loading", message: "Инспектор загружается…" })}</p>}
      {status === "ready" && (
        <button type="button" className="button button--primary" onClick={openInspector}>
          {i18n._({ id: "flows.inspect.open", message: "Открыть инспектор" })}
        </button>
      )}
      {status === "open" && (
        <p role="status">{i18n._({ id: "flows.inspect.opened", message: "Инспектор открыт в отдельном окне." })}</p>
      )}
      {status === "failed" && (
        <p role="alert">{i18n._({ id: "flows.inspect.failed", message: "Инспектор не загрузился. Обновите страницу." })}</p>
      )}
    </div>
  );
}

export default function FlowsPage() {
  const { i18n } = useLingui();
  const title = flowsRoute ? i18n._(flowsRoute.title) : "";
  useDocumentTitle(title);
  const status = useSyncExternalStore(subscribeInspector, getInspectorStatus, () => "off" as const);
  useEffect(() => {
    if (inspectRequested()) void loadInspector();
  }, []);

  return (
    <article className="page flows-page">
      <h1 data-testid="page-title" className="page-title">
        {title}
      </h1>
      <p className="lead">
        {i18n._({
          id: "flows.intro",
          message:
            "Сценарии портала описаны диаграммами состояний. Схемы ниже построены из самих машин состояний, а тесты проходят по всем их состояниям и переходам.",
        })}
      </p>
      <InspectorLine status={status} />

      <Suspense fallback={<SkeletonLines count={8} label={i18n._({ id: "flows.loading", message: "Схемы загружаются…" })} />}>
        <FlowList />
      </Suspense>
    </article>
  );
}
