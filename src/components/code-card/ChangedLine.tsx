import { useLingui } from "@lingui/react";
import { useChanges } from "../../api/changes.ts";
import { AppLink } from "../AppLink.tsx";
import { almatyDay, fieldLabel } from "../changes/labels.ts";
import { formatDate } from "./format.ts";

/**
 * "Changed on …": the latest change the data imports recorded for this code, linking to all of them on /changes.
 * Its own call (limit 1), so the card's answer and its budget stay as they are; nothing shows until a change exists.
 */
export function ChangedLine({ code }: { code: string }) {
  const { i18n } = useLingui();
  const latest = useChanges({ code, limit: 1 }).data?.data[0];
  if (!latest) return null;
  const values = {
    date: formatDate(i18n.locale, almatyDay(latest.changed_at)),
    what: i18n._(fieldLabel(latest.field)),
    was: latest.was ?? "—",
    now: latest.now ?? "—",
  };
  return (
    <p className="card-changed" data-testid="card-changed">
      {i18n._({ id: "card.changed", message: "Изменено {date}: {what}, {was} → {now}.", values })}{" "}
      <AppLink href={`/changes?code=${code}`}>{i18n._({ id: "card.changed.all", message: "Все изменения кода" })}</AppLink>
    </p>
  );
}
