import { useLingui } from "@lingui/react";
import { useCustomsPosts } from "../../../api/logistics.ts";
import type { TradeFilters } from "../../../api/trade.ts";
import type { CustomsPostsBody } from "../../../../core/contract/logistics.ts";
import { formatShare, formatUsd } from "../../charts/format.ts";
import { DataTable, type DataColumn } from "../common/DataTable.tsx";
import { DemoNote } from "../common/DemoNote.tsx";
import { feaLabels } from "../common/labels.ts";
import { QueryState } from "../common/QueryState.tsx";
import { SourceNote } from "../common/SourceNote.tsx";

type Post = CustomsPostsBody["data"][number];

/** The customs posts with the trade through each under the filters, largest first (CSV / XLSX beside it). */
export function PostsTable({ filters, fileName }: { filters: TradeFilters; fileName: string }) {
  const { i18n } = useLingui();
  const l = feaLabels(i18n);
  const query = useCustomsPosts(filters);
  const title = i18n._({ id: "fea.logistics.posts", message: "Таможенные посты" });
  const columns: DataColumn<Post>[] = [
    { key: "name", label: i18n._({ id: "fea.logistics.post", message: "Пост" }), kind: "text", value: (p) => p.name },
    { key: "region", label: l.region, kind: "text", value: (p) => p.region_name },
    { key: "border", label: i18n._({ id: "fea.logistics.border", message: "Граница с" }), kind: "text", value: (p) => p.border ?? "" },
    { key: "value_usd", label: l.valueUsd, kind: "number", value: (p) => p.value_usd, render: (p) => formatUsd(i18n.locale, p.value_usd) },
    { key: "share", label: l.share, kind: "number", value: (p) => p.share, render: (p) => formatShare(i18n.locale, p.share) },
    { key: "lines", label: l.lines, kind: "number", value: (p) => p.lines },
  ];
  return (
    <section className="fea-figure" data-testid="fea-logistics-posts">
      <h2 className="fea-figure__title">{title}</h2>
      <QueryState query={query}>
        {(body) => (
          <>
            <DemoNote demo={body.demo} note={body.demo_note} />
            <DataTable columns={columns} rows={body.data.filter((p) => p.lines > 0)} rowKey={(p) => p.code} caption={title} fileName={fileName} />
            <p className="fea-note">
              {i18n._({
                id: "fea.logistics.postsNote",
                message: "Список постов неполный: только автомобильные пункты пропуска, подтверждённые источниками. Строки без поста (железная дорога, авиа, трубопровод): {unspecified}.",
                values: { unspecified: formatUsd(i18n.locale, body.meta.unspecified_usd) },
              })}
            </p>
            <SourceNote source={body.source} />
          </>
        )}
      </QueryState>
    </section>
  );
}
