import type { I18n } from "@lingui/core";
import type { CustomsPostsBody } from "../../../../core/contract/logistics.ts";
import { formatShare, formatUsd } from "../../charts/format.ts";
import type { DataColumn } from "../common/DataTable.tsx";
import { feaLabels } from "../common/labels.ts";

// The columns the customs posts' tables share, so the posts table, the regions table and a region's posts
// name and format their figures alike (and their downloads carry the same headers).

type Post = CustomsPostsBody["data"][number];
type Sums = { value_usd: number; net_weight_kg: number; share: number; lines: number };

/** What crossed: value, net weight, share of the posts' total and declaration lines. */
export function sumColumns<T extends Sums>(i18n: I18n): DataColumn<T>[] {
  const l = feaLabels(i18n);
  return [
    { key: "value_usd", label: l.valueUsd, kind: "number", value: (r) => r.value_usd, render: (r) => formatUsd(i18n.locale, r.value_usd) },
    { key: "net_weight_kg", label: l.weightKg, kind: "number", value: (r) => Math.round(r.net_weight_kg) },
    { key: "share", label: l.share, kind: "number", value: (r) => r.share, render: (r) => formatShare(i18n.locale, r.share) },
    { key: "lines", label: l.lines, kind: "number", value: (r) => r.lines },
  ];
}

/** A post's name, its region (left out in a table of one region's posts), the neighbour it faces, then its sums. */
export function postColumns(i18n: I18n, withRegion: boolean): DataColumn<Post>[] {
  return [
    { key: "name", label: i18n._({ id: "fea.logistics.post", message: "Пост" }), kind: "text", value: (p) => p.name },
    ...(withRegion ? [{ key: "region", label: feaLabels(i18n).region, kind: "text", value: (p: Post) => p.region_name } as const] : []),
    { key: "border", label: i18n._({ id: "fea.logistics.border", message: "Граница с" }), kind: "text", value: (p) => p.border ?? "" },
    ...sumColumns<Post>(i18n),
  ];
}
