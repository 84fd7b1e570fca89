import { useLingui } from "@lingui/react";
import { useCustomsPosts } from "../../../api/logistics.ts";
import type { TradeFilters } from "../../../api/trade.ts";
import { formatUsd } from "../../charts/format.ts";
import { DataTable } from "../common/DataTable.tsx";
import { LinesSection } from "../common/LinesSection.tsx";
import { postColumns } from "./columns.ts";

/** The customs posts with the trade through each under the filters, largest first (CSV / XLSX beside it). */
export function PostsTable({ filters, fileName }: { filters: TradeFilters; fileName: string }) {
  const { i18n } = useLingui();
  const query = useCustomsPosts(filters);
  const title = i18n._({ id: "fea.logistics.posts", message: "Таможенные посты" });
  const columns = postColumns(i18n, true);
  return (
    <LinesSection title={title} testId="fea-logistics-posts" query={query}>
      {(body) => (
        <>
          <DataTable columns={columns} rows={body.data.filter((p) => p.lines > 0)} rowKey={(p) => p.code} caption={title} fileName={fileName} />
          <p className="fea-note">
            {i18n._({
              id: "fea.logistics.postsNote",
              message: "Список постов неполный: только автомобильные пункты пропуска, подтверждённые источниками. Строки без поста (железная дорога, авиа, трубопровод): {unspecified}.",
              values: { unspecified: formatUsd(i18n.locale, body.meta.unspecified_usd) },
            })}
          </p>
        </>
      )}
    </LinesSection>
  );
}
