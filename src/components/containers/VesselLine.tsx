import { useLingui } from "@lingui/react";
import type { VesselInfo } from "../../../core/contract/containers.ts";
import { formatDate } from "../code-card/format.ts";

/**
 * Vessel name and IMO number; a vessel on a sanctions list carries a labelled purple badge (never
 * colour alone): in full in the summary, short on each timeline line.
 */
export function VesselLine({ vessel, compact = false }: { vessel: VesselInfo; compact?: boolean }) {
  const { i18n } = useLingui();
  const s = vessel.sanctions;
  return (
    <span className="track-vessel">
      <span>
        {vessel.name ?? "—"} <span className="track-muted">IMO {vessel.imo}</span>
      </span>
      {s ? (
        <span className="card-badge card-badge--sanction track-sanction" data-testid="track-vessel-sanctioned" title={s.programs.join(", ")}>
          {compact ? i18n._({ id: "track.vessel.sanctionedShort", message: "Санкционный список" }) : i18n._({
            id: "track.vessel.sanctioned",
            message: "В санкционном списке {list}: {programs} (список от {date}, совпадение по {by, select, imo {номеру IMO} other {названию}})",
            values: { list: s.list, programs: s.programs.join(", "), date: formatDate(i18n.locale, s.list_date), by: s.matched_by },
          })}
        </span>
      ) : null}
    </span>
  );
}
