import { useLingui } from "@lingui/react";
import { useDemoContainers } from "../../api/containers.ts";
import { formatContainerNumber } from "./format.ts";

/** The demo carrier's containers: a visitor taps one to see the page at work. */
export function DemoList({ onPick }: { onPick: (number: string) => void }) {
  const { i18n } = useLingui();
  const demo = useDemoContainers();
  if (!demo.data?.length) return null;
  return (
    <section className="track-demo" aria-labelledby="track-demo-title" data-testid="track-demo">
      <h2 id="track-demo-title" className="track-demo__title">
        {i18n._({ id: "track.demo.title", message: "Попробуйте демонстрационные контейнеры" })}
      </h2>
      <p className="track-demo__note">
        {i18n._({ id: "track.demo.note", message: "Их события присылает встроенный демонстрационный перевозчик: рейсы вымышлены, порты и станции настоящие." })}
      </p>
      <ul className="track-demo__list">
        {demo.data.map((d) => (
          <li key={d.number}>
            <button type="button" className="track-demo__item" onClick={() => onPick(d.number)} data-testid="track-demo-item">
              <span className="track-number">{formatContainerNumber(d.number)}</span>
              <span className="track-demo__route">
                {d.from} → {d.to}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
