import { useLingui } from "@lingui/react";
import type { CustomsPostsBody } from "../../../../core/contract/logistics.ts";
import { DataTable } from "../common/DataTable.tsx";
import { DemoNote } from "../common/DemoNote.tsx";
import { SourceNote } from "../common/SourceNote.tsx";
import { PlaceCard } from "../regions/PlaceCard.tsx";
import { postColumns } from "./columns.ts";

/** The posts of the region picked on the posts' map, each with the trade through it (0 where no line). */
export function RegionPosts({ id, name, body, fileName, onClose }: { id: string; name: string; body: CustomsPostsBody; fileName: string; onClose: () => void }) {
  const { i18n } = useLingui();
  const caption = i18n._({ id: "fea.logistics.regionPosts", message: "Таможенные посты региона" });
  return (
    <PlaceCard kind="region" id={id} title={name} onClose={onClose}>
      <DemoNote demo={body.demo} note={body.demo_note} />
      <DataTable columns={postColumns(i18n, false)} rows={body.data.filter((p) => p.region === id)} rowKey={(p) => p.code} caption={caption} fileName={fileName} testId="fea-logistics-region-posts" />
      <SourceNote source={body.source} />
    </PlaceCard>
  );
}
