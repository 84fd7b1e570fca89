import { useLingui } from "@lingui/react";
import { useSiteInfo } from "../api/site.ts";
import { serviceLabels } from "../i18n/shared.ts";
import { SkeletonLines } from "./Skeleton.tsx";

/** The sibling sections from GET /api/v1/site, each labelled in the current locale. */
export function ServiceList({ className }: { className?: string }) {
  const { i18n } = useLingui();
  const site = useSiteInfo();
  if (site.isPending) return <SkeletonLines count={3} label={i18n._({ id: "common.loading", message: "Загрузка…" })} />;
  if (site.isError)
    return <p className="muted">{i18n._({ id: "services.error", message: "Список сервисов сейчас недоступен." })}</p>;
  return (
    <ul className={className}>
      {site.data.services.map((s) => {
        const label = serviceLabels[s.id];
        return (
          <li key={s.id}>
            <a href={s.url}>{label ? i18n._(label) : s.id}</a>
          </li>
        );
      })}
    </ul>
  );
}
