import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useMemo } from "react";
import { useLocation, useSearch } from "wouter";
import { dateInputMachine } from "../../../machines/date-input/date-input.machine.ts";
import { isIsoDate } from "../../../machines/date-input/iso-date.ts";
import { inspect } from "../../inspect.ts";
import { todayInAlmaty } from "../../components/code-card/format.ts";

/**
 * The code card's tariff date as the app runs it: `?date=YYYY-MM-DD` in the address (so a card
 * deep-links to a date), today in Asia/Almaty without it. The field changes it through
 * `dateInputMachine` (1000 ms debounce, spec §9); the address follows the committed date and the
 * machine follows the address.
 */
export function useTariffDate() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const today = useMemo(() => todayInAlmaty(), []);
  const asked = new URLSearchParams(search).get("date");
  const urlDate = asked && isIsoDate(asked) ? asked : today;

  const actor = useActorRef(dateInputMachine, { input: { date: urlDate }, inspect });
  const draft = useSelector(actor, (s) => s.context.draft);
  const committed = useSelector(actor, (s) => s.context.committed);
  const pending = useSelector(actor, (s) => s.matches("debouncing"));

  // The address changed from outside (Back, a link): take its date at once.
  useEffect(() => {
    if (actor.getSnapshot().context.committed !== urlDate) actor.send({ type: "sync", value: urlDate });
  }, [actor, urlDate]);

  // A committed date goes into the address (today needs no parameter).
  useEffect(() => {
    if (committed === urlDate) return;
    const params = new URLSearchParams(search);
    if (committed === today) params.delete("date");
    else params.set("date", committed);
    const query = params.toString();
    navigate(query ? `${location}?${query}` : location, { replace: true });
    // Only a new committed date writes the address; the address's own changes come in above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [committed]);

  return {
    /** The date the card is for. */
    date: committed,
    /** What the field shows. */
    draft,
    today,
    /** A change is waiting out the debounce. */
    pending,
    change: (value: string) => actor.send({ type: "change", value }),
    flush: () => actor.send({ type: "flush" }),
  };
}
