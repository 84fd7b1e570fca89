import { useLingui } from "@lingui/react";
import { useScreening } from "../../api/sanctions.ts";
import { AppLink } from "../AppLink.tsx";
import { ErrorState } from "../ErrorState.tsx";
import { ScreenHitItem } from "../sanctions/ScreenHitItem.tsx";
import { SkeletonLines } from "../Skeleton.tsx";

const LIMIT = 5;

/** The company's name screened against the sanctions lists (GET /api/v1/sanctions/screen); the details are on /sanctions. */
export function CardSanctions({ name }: { name: string }) {
  const { i18n } = useLingui();
  const result = useScreening(name, LIMIT);
  return (
    <section className="ic-block" aria-labelledby="ic-sanctions-title" data-testid="ic-sanctions">
      <h2 id="ic-sanctions-title">{i18n._({ id: "importerCard.sanctions.title", message: "Проверка по санкционным спискам" })}</h2>
      {result.isError ? (
        <ErrorState text={i18n._({ id: "sanctions.screen.error", message: "Проверка не удалась. Повторите." })} onRetry={() => void result.refetch()} />
      ) : !result.data ? (
        <SkeletonLines count={2} label={i18n._({ id: "sanctions.loading", message: "Загрузка" })} />
      ) : result.data.length === 0 ? (
        <p data-testid="ic-sanctions-none">
          {i18n._({ id: "importerCard.sanctions.none", message: "Похожих имён в списках OFAC, ООН, Великобритании и ЕС нет." })}
        </p>
      ) : (
        <ul className="sanctions-hits">
          {result.data.map((h, i) => <ScreenHitItem key={`${i}-${h.list}-${h.name}`} hit={h} />)}
        </ul>
      )}
      <p className="muted">
        <AppLink href={`/sanctions?q=${encodeURIComponent(name)}`}>
          {i18n._({ id: "importerCard.sanctions.more", message: "Подробная проверка" })}
        </AppLink>
      </p>
    </section>
  );
}
