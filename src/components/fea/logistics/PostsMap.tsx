import { useLingui } from "@lingui/react";
import { useMemo, useState } from "react";
import { useCustomsPostRegions, useCustomsPosts } from "../../../api/logistics.ts";
import type { TradeFilters } from "../../../api/trade.ts";
import type { CustomsPostsBody, PostRegionsBody } from "../../../../core/contract/logistics.ts";
import { formatNumber, formatUsd } from "../../charts/format.ts";
import { formatUsdCompact } from "../../maps/format.ts";
import { LazyChoropleth } from "../../maps/LazyChoropleth.tsx";
import { PickButton } from "../../maps/PickButton.tsx";
import { DataTable, type DataColumn } from "../common/DataTable.tsx";
import { feaLabels } from "../common/labels.ts";
import { LinesSection } from "../common/LinesSection.tsx";
import { sumColumns } from "./columns.ts";
import { RegionPosts } from "./RegionPosts.tsx";

type Region = PostRegionsBody["data"][number];

/** The posts with published coordinates as map points, and how many have none (those only shade their region). */
function usePlaces(posts: CustomsPostsBody | undefined) {
  return useMemo(() => {
    const all = posts?.data ?? [];
    const points = all.flatMap((p) => (p.lat !== null && p.lon !== null ? [{ id: p.code, name: p.name, lat: p.lat, lon: p.lon }] : []));
    return { points, unlocated: all.length - points.length, total: all.length };
  }, [posts]);
}

/**
 * The regions shaded by the value that crossed their listed customs posts under the filters (weight beside it),
 * a table of the regions whose names pick them too, and the picked region's posts below.
 */
export function PostsMap({ filters, fileName }: { filters: TradeFilters; fileName: string }) {
  const { i18n } = useLingui();
  const l = feaLabels(i18n);
  const locale = i18n.locale;
  const regions = useCustomsPostRegions(filters);
  const posts = useCustomsPosts(filters);
  // Which region's posts are open: a view choice, not a filter (the region filter is the declarant's region).
  const [picked, setPicked] = useState<string | null>(null);
  const places = usePlaces(posts.data);
  const weightLabel = l.weightKg;
  const figures = useMemo(
    () => regions.data?.data.map((r) => ({
      id: r.id, name: r.name, value: r.value_usd, detail: `${weightLabel}: ${formatNumber(locale, Math.round(r.net_weight_kg), 0)}`,
    })) ?? [],
    [regions.data, locale, weightLabel],
  );
  const title = i18n._({ id: "fea.logistics.mapTitle", message: "Таможенные посты на карте регионов" });
  const columns: DataColumn<Region>[] = [
    { key: "region", label: l.region, kind: "text", value: (r) => r.name, render: (r) => <PickButton label={r.name} onPick={() => setPicked(r.id)} /> },
    { key: "posts", label: i18n._({ id: "fea.logistics.postCount", message: "Постов" }), kind: "number", value: (r) => r.posts },
    ...sumColumns<Region>(i18n),
  ];
  const pickedRegion = regions.data?.data.find((r) => r.id === picked);
  return (
    <>
      <LinesSection title={title} testId="fea-logistics-map" query={regions}>
        {(body) => (
          <>
          <p className="fea-note">
            {i18n._({ id: "fea.logistics.mapNote", message: "Цвет региона — стоимость товаров, прошедших через его таможенные посты под выбранными фильтрами; вес нетто показан при наведении на регион и в таблице." })}
          </p>
          <LazyChoropleth
            layer="kz-regions"
            figures={figures}
            format={(v) => formatUsd(locale, v)}
            formatShort={(v) => formatUsdCompact(locale, v)}
            points={places.points}
            selected={picked}
            onSelect={setPicked}
            label={i18n._({ id: "fea.logistics.mapLabel", message: "Карта регионов Казахстана: стоимость товаров через таможенные посты региона; выберите регион, чтобы увидеть его посты" })}
            testId="fea-logistics-posts-map"
          />
          {places.total > 0 ? (
            <p className="fea-note" data-testid="fea-logistics-unlocated" data-value={places.unlocated}>
              {places.points.length > 0
                ? `${i18n._({ id: "fea.logistics.located", message: "Точками отмечены посты с опубликованными координатами: {located}.", values: { located: places.points.length } })} `
                : null}
              {places.unlocated > 0
                ? i18n._({
                    id: "fea.logistics.unlocated",
                    message: "Опубликованных координат нет у {unlocated} из {total, plural, one {# поста} other {# постов}}: они не нанесены точками, их объём учтён в цвете своего региона.",
                    values: { unlocated: places.unlocated, total: places.total },
                  })
                : null}
            </p>
          ) : null}
          <DataTable columns={columns} rows={body.data} rowKey={(r) => r.id} caption={title} fileName={`${fileName}-regions`} testId="fea-logistics-regions" />
          </>
        )}
      </LinesSection>
      {pickedRegion && posts.data ? (
        <RegionPosts id={pickedRegion.id} name={pickedRegion.name} body={posts.data} fileName={`${fileName}-${pickedRegion.id}`} onClose={() => setPicked(null)} />
      ) : null}
    </>
  );
}
