import { useLingui } from "@lingui/react";
import { useLocation } from "wouter";
import { useSessionView } from "../../account/account-context.ts";
import { useOpenedCards } from "../../api/importer-card.ts";
import { AppLink } from "../AppLink.tsx";
import { ErrorState } from "../ErrorState.tsx";
import { SkeletonLines } from "../Skeleton.tsx";
import { monthLabel, openedAt, resetDate } from "./messages.ts";
import { stepPath } from "./steps.ts";
import "../../styles/importer-card.css";


/** The importer cards the user opened (GET /user/api/opened-cards), and the month's openings left; signed-out users see nothing. */
export default function OpenedCards() {
  const { i18n } = useLingui();
  const { signedIn } = useSessionView();
  const cards = useOpenedCards(signedIn);
  const [, navigate] = useLocation();
  if (!signedIn) return null;
  const loading = i18n._({ id: "openedCards.loading", message: "Загрузка открытых карточек" });

  /** The wizard with the company picked: its scope step, then the card again (free this month). */
  async function reopen(company: { id: string; name: string }) {
    const { wizardActor } = await import("../../flows/importer-card/live.ts");
    const actor = wizardActor();
    actor.send({ type: "goto", step: "company" });
    actor.send({ type: "pick", company: { ...company, region: null } });
    navigate(stepPath("scope"));
  }

  return (
    <section className="ic-opened" aria-labelledby="opened-cards-title" data-testid="opened-cards">
      <h2 id="opened-cards-title">{i18n._({ id: "openedCards.title", message: "Открытые карточки импортёров" })}</h2>
      {cards.isError ? (
        <ErrorState text={i18n._({ id: "openedCards.error", message: "Список карточек не загрузился. Повторите." })} onRetry={() => void cards.refetch()} />
      ) : cards.isPending ? (
        <SkeletonLines count={3} label={loading} />
      ) : (
        <>
          <p className="muted" data-testid="opened-cards-left">
            {i18n._({
              id: "openedCards.left",
              message: "В этом месяце осталось открытий: {left}; счёт начнётся заново {date}. Карточку, открытую в этом месяце, можно открыть снова бесплатно.",
              values: { left: cards.data.limits.left, date: resetDate(i18n.locale, cards.data.limits.resets_at) },
            })}
          </p>
          {cards.data.data.length === 0 ? (
            <p data-testid="opened-cards-empty">
              {i18n._({ id: "openedCards.empty", message: "Вы ещё не открывали карточек импортёров." })}{" "}
              <AppLink href="/importer-card">{i18n._({ id: "openedCards.toWizard", message: "Открыть карточку" })}</AppLink>
            </p>
          ) : (
            <div className="ref-table-scroll">
              <table className="ref-table" data-testid="opened-cards-list">
                <thead>
                  <tr>
                    <th scope="col">{i18n._({ id: "openedCards.company", message: "Компания" })}</th>
                    <th scope="col">{i18n._({ id: "openedCards.month", message: "Месяц" })}</th>
                    <th scope="col">{i18n._({ id: "openedCards.openedAt", message: "Открыта" })}</th>
                  </tr>
                </thead>
                <tbody>
                  {cards.data.data.map((c) => (
                    <tr key={`${c.month}-${c.importer_id}`} data-testid="opened-card">
                      <th scope="row">
                        <button type="button" className="ic-link" onClick={() => void reopen({ id: c.importer_id, name: c.name ?? c.importer_id })}>
                          {c.name ?? c.importer_id}
                        </button>{" "}
                        <span className="muted ic-code">{c.importer_id}</span>
                      </th>
                      <td>{monthLabel(i18n.locale, c.month)}</td>
                      <td>{openedAt(i18n.locale, c.opened_at)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
