import { useLingui } from "@lingui/react";
import type { NoData as NoDataT } from "../../../core/contract/code-info.ts";
import { SourceLine } from "./Source.tsx";

/** "Нет данных" said plainly, with the act that would hold the answer. */
export function NoData({ noData, testId }: { noData: NoDataT; testId?: string }) {
  const { i18n } = useLingui();
  return (
    <div className="card-nodata" data-testid={testId}>
      <p className="card-nodata__text">{noData.message}</p>
      {noData.legal_reference ? (
        <SourceLine source={noData.legal_reference} label={i18n._({ id: "card.nodata.reference", message: "Где искать:" })} />
      ) : null}
    </div>
  );
}
