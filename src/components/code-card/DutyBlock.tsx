import { useLingui } from "@lingui/react";
import type { EttNote, ImportDutyData } from "../../../core/contract/code-info.ts";
import { CardBlock } from "./Block.tsx";
import { formatDate } from "./format.ts";
import { NoData } from "./NoData.tsx";
import { RateFigure } from "./RateFigure.tsx";
import { SourceLine } from "./Source.tsx";
import { WtoRate } from "./WtoRate.tsx";

type I18nT = ReturnType<typeof useLingui>["i18n"];

function stateLabel(i18n: I18nT, state: EttNote["state"]): string {
  switch (state) {
    case "in_force":
      return i18n._({ id: "card.note.inForce", message: "действует на дату" });
    case "not_yet":
      return i18n._({ id: "card.note.notYet", message: "ещё не действует" });
    case "expired":
      return i18n._({ id: "card.note.expired", message: "срок истёк" });
    case "repealed":
      return i18n._({ id: "card.note.repealed", message: "отменено" });
    case "russia_only":
      return i18n._({ id: "card.note.russiaOnly", message: "только для России, в Казахстане не применяется" });
    case "text_missing":
      return i18n._({ id: "card.note.textMissing", message: "текст примечания отсутствует в источнике" });
    case "dates_unknown":
      return i18n._({ id: "card.note.datesUnknown", message: "срок действия в данных не указан" });
  }
}

export function validity(i18n: I18nT, from: string | null, to: string | null): string | null {
  const locale = i18n.locale;
  if (from && to)
    return i18n._({ id: "card.valid.fromTo", message: "с {from} по {to}", values: { from: formatDate(locale, from), to: formatDate(locale, to) } });
  if (from) return i18n._({ id: "card.valid.from", message: "с {from}", values: { from: formatDate(locale, from) } });
  if (to) return i18n._({ id: "card.valid.to", message: "по {to}", values: { to: formatDate(locale, to) } });
  return null;
}

function NoteItem({ note, applied }: { note: EttNote; applied: boolean }) {
  const { i18n } = useLingui();
  const period = validity(i18n, note.valid_from, note.valid_to);
  return (
    <li className={`card-note card-note--${note.state}`} data-testid={`card-note-${note.id}`}>
      <div className="card-note__head">
        <span className="card-note__id">
          {i18n._({ id: "card.note.id", message: "Примечание {id}", values: { id: note.id } })}
        </span>
        <span className={`badge card-badge card-badge--${note.state === "in_force" ? "warning" : "muted"}`}>{stateLabel(i18n, note.state)}</span>
        {applied ? (
          <span className="badge card-badge card-badge--warning">{i18n._({ id: "card.note.appliedBadge", message: "ставка применена" })}</span>
        ) : null}
      </div>
      {note.rate || period ? (
        <p className="card-note__facts">
          {note.rate ? (
            <>
              {i18n._({ id: "card.note.rate", message: "Ставка примечания:" })} <RateFigure rate={note.rate} />
            </>
          ) : null}
          {note.rate && period ? " · " : null}
          {period}
        </p>
      ) : null}
      {note.text ? (
        <details className="card-note__text" open={applied}>
          <summary>{i18n._({ id: "card.note.text", message: "Текст примечания" })}</summary>
          <p lang="ru">{note.text}</p>
        </details>
      ) : (
        <p className="card-note__missing">{i18n._({ id: "card.note.noText", message: "Текст примечания отсутствует в источнике." })}</p>
      )}
      <SourceLine source={note.source} />
    </li>
  );
}

/** Import duty: the rate in force on the date first, then the base rate and every ETT note on it. */
export function DutyBlock({ duty }: { duty: ImportDutyData | null }) {
  const { i18n } = useLingui();
  const title = i18n._({ id: "card.duty.title", message: "Ввозная пошлина" });
  if (!duty)
    return (
      <CardBlock id="duty" title={title} testId="card-duty">
        <p className="card-nodata__text">{i18n._({ id: "card.duty.none", message: "Нет данных: для кода не найдена ставка ЕТТ ЕАЭС." })}</p>
      </CardBlock>
    );
  const temporary = duty.applied.note_id !== null;
  const wtoApplied = duty.kz_wto?.outcome === "applied";
  return (
    <CardBlock id="duty" title={title} testId="card-duty">
      <div className="card-figure">
        <RateFigure rate={duty.applied} size="large" testId="card-duty-rate" />
        {temporary ? (
          <span className="badge card-badge card-badge--warning" data-testid="card-duty-temporary">
            {i18n._({ id: "card.duty.temporary", message: "временная ставка, примечание {id}", values: { id: duty.applied.note_id ?? "" } })}
          </span>
        ) : wtoApplied ? (
          <span className="badge card-badge card-badge--muted" data-testid="card-duty-wto-badge">
            {i18n._({ id: "card.duty.wtoCaption", message: "ставка Казахстана по ВТО (Решение Совета ЕЭК № 59)" })}
          </span>
        ) : (
          <span className="card-figure__caption">{i18n._({ id: "card.duty.baseCaption", message: "базовая ставка ЕТТ ЕАЭС" })}</span>
        )}
      </div>
      <SourceLine source={duty.applied.source} />
      {duty.kz_wto ? <WtoRate wto={duty.kz_wto} /> : null}
      {temporary ? (
        <div className="card-sub">
          <p className="card-sub__line">
            {i18n._({ id: "card.duty.base", message: "Базовая ставка ЕТТ ЕАЭС:" })} <RateFigure rate={duty.base} />
          </p>
          <SourceLine source={duty.base.source} />
        </div>
      ) : null}
      {duty.notes.length > 0 ? (
        <div className="card-sub">
          <h3 className="card-sub__title">{i18n._({ id: "card.duty.notes", message: "Примечания ЕТТ к ставке" })}</h3>
          <ul className="card-notes">
            {duty.notes.map((note) => (
              <NoteItem key={note.id} note={note} applied={note.id === duty.applied.note_id} />
            ))}
          </ul>
        </div>
      ) : null}
      {duty.not_included.length > 0 ? (
        <details className="card-sub card-more">
          <summary>{i18n._({ id: "card.duty.notIncluded", message: "Что может изменить пошлину и чего нет в наших данных" })}</summary>
          {duty.not_included.map((n, i) => (
            <NoData key={i} noData={n} />
          ))}
        </details>
      ) : null}
    </CardBlock>
  );
}
