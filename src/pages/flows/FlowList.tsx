import { useLingui } from "@lingui/react";
import type { MessageDescriptor } from "@lingui/core";
import { useEffect, useMemo, useRef, useSyncExternalStore } from "react";
import { describeMachine } from "../../../machines/diagram/model.ts";
import type { MachineDescription, StateInfo, StateKind } from "../../../machines/diagram/model.ts";
import { FLOWS, flowDiagramBase } from "../../../machines/registry.ts";
import { ScrollArea } from "../../components/ScrollArea.tsx";
import { activePaths, getLiveActors, subscribeLiveActors } from "../../inspect-live.ts";
import type { LiveActor } from "../../inspect-live.ts";
import { intlLocale } from "../../i18n/intl-locale.ts";
import { numberFormat } from "../../i18n/intl-formats.ts";

// The committed drawings (npm run diagrams), picked up for every registry machine.
const SVG_TEXT = import.meta.glob<string>("../../../machines/*/*.svg", { query: "?raw", import: "default", eager: true });
const SVG_URL = import.meta.glob<string>("../../../machines/*/*.svg", { query: "?url", import: "default", eager: true });
const MERMAID = import.meta.glob<string>("../../../machines/*/*.mmd", { query: "?raw", import: "default", eager: true });

/** Graphviz writes an XML prologue and a fixed size; inline, the drawing shrinks to the column. */
function inlineSvg(svg: string): string {
  const start = svg.indexOf("<svg");
  return (start >= 0 ? svg.slice(start) : svg).replace("<svg ", '<svg class="flow-diagram__svg" focusable="false" aria-hidden="true" ');
}

const FLOW_VIEWS = FLOWS.map((entry) => {
  const base = `../../../${flowDiagramBase(entry)}`;
  const svg = SVG_TEXT[`${base}.svg`];
  return {
    entry,
    description: describeMachine(entry.machine),
    svg: svg ? inlineSvg(svg) : null,
    svgUrl: SVG_URL[`${base}.svg`] ?? null,
    mermaid: MERMAID[`${base}.mmd`] ?? null,
  };
});

const KIND: Partial<Record<StateKind, MessageDescriptor>> = {
  compound: /*i18n*/ { id: "flows.kind.compound", message: "составное" },
  parallel: /*i18n*/ { id: "flows.kind.parallel", message: "параллельное" },
  final: /*i18n*/ { id: "flows.kind.final", message: "конечное" },
  history: /*i18n*/ { id: "flows.kind.history", message: "история" },
};
const INITIAL: MessageDescriptor = /*i18n*/ { id: "flows.kind.initial", message: "начальное" };

function isInitial(state: StateInfo, all: StateInfo[], rootInitial: string | null): boolean {
  if (state.path.length === 1) return state.key === rootInitial;
  const parent = all.find((s) => s.path.join(".") === state.path.slice(0, -1).join("."));
  return parent?.initial === state.key;
}

const NO_ACTORS: readonly LiveActor[] = [];

/**
 * The state ids (as in the drawings: `signIn.login.editing`) of the active states of the
 * actors, leaves and every ancestor, so a cluster around an active state lights up too.
 */
function activeStateIds(description: MachineDescription, actors: readonly LiveActor[]): Set<string> {
  const byPath = new Map(description.states.map((s) => [s.path.join("."), s.id]));
  const ids = new Set<string>();
  for (const actor of actors) {
    for (const path of activePaths(actor.value)) {
      const keys = path.split(".");
      for (let i = 1; i <= keys.length; i++) {
        const id = byPath.get(keys.slice(0, i).join("."));
        if (id) ids.add(id);
      }
    }
  }
  return ids;
}

/**
 * The committed drawing, inline, with the active states marked: Graphviz names every node
 * group by its state id (`<g class="node"><title>toast.visible.timed</title>`) and every
 * cluster `cluster_<state id>`; the marked groups get the class `is-active`.
 */
function FlowDiagram({ svg, label, active }: { svg: string; label: string; active: Set<string> }) {
  const ref = useRef<HTMLDivElement>(null);
  const html = useMemo(() => ({ __html: svg }), [svg]);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    for (const group of root.querySelectorAll<SVGGElement>("g.node, g.cluster")) {
      const title = group.querySelector(":scope > title")?.textContent ?? "";
      const id = group.classList.contains("cluster") ? title.replace(/^cluster_/, "") : title;
      const on = active.has(id);
      group.classList.toggle("is-active", on);
      if (on) group.setAttribute("aria-current", "true");
      else group.removeAttribute("aria-current");
    }
  }, [active, html]);
  // Wider than a phone: the tab stop lets a keyboard scroll it (WCAG 2.1.1).
  return <div ref={ref} className="flow-diagram__image" role="img" aria-label={label} tabIndex={0} dangerouslySetInnerHTML={html} />;
}

/** The running actors of this machine on the page and their current states, as text. */
function FlowLive({ machineId, actors }: { machineId: string; actors: readonly LiveActor[] }) {
  const { i18n } = useLingui();
  return (
    <div className="flow-live" data-testid={`flow-live-${machineId}`} aria-live="polite">
      <h3>{i18n._({ id: "flows.live.title", message: "Сейчас на странице" })}</h3>
      {actors.length === 0 ? (
        <p className="flow-live__idle">{i18n._({ id: "flows.live.idle", message: "не запущена" })}</p>
      ) : (
        <ul className="flow-list">
          {actors.map((actor) => (
            <li key={actor.sessionId} data-testid="flow-live-actor">
              <code>{actor.systemId ?? actor.actorId}</code>
              {actor.parentId !== null && (
                <span className="flow-list__tag"> ({i18n._({ id: "flows.live.child", message: "дочерний актор" })})</span>
              )}
              {" — "}
              <span className="flow-live__state">
                {activePaths(actor.value).map((path, i) => (
                  <span key={path}>
                    {i > 0 && ", "}
                    <code>{path}</code>
                  </span>
                ))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Every registry machine: its drawing, states, events, timers, invoked actors and Mermaid source. */
export default function FlowList() {
  const { i18n } = useLingui();
  const live = useSyncExternalStore(subscribeLiveActors, getLiveActors, () => NO_ACTORS);
  const mermaidLabel = i18n._({ id: "flows.mermaid", message: "Исходный текст схемы (Mermaid)" });
  return (
    <>
      <nav className="flows-toc" aria-label={i18n._({ id: "flows.contents", message: "Сценарии" })}>
        <ul>
          {FLOW_VIEWS.map(({ entry }) => (
            <li key={entry.id}>
              <a href={`#flow-${entry.id}`}>{i18n._(entry.title)}</a>
            </li>
          ))}
        </ul>
      </nav>

      {FLOW_VIEWS.map(({ entry, description, svg, svgUrl, mermaid }) => {
        const flowTitle = i18n._(entry.title);
        const actors = live.filter((actor) => actor.machineId === entry.id);
        return (
          <section key={entry.id} id={`flow-${entry.id}`} className="flow" data-testid={`flow-${entry.id}`} aria-labelledby={`flow-${entry.id}-title`}>
            <h2 id={`flow-${entry.id}-title`}>
              {flowTitle} <code className="flow__id">{entry.id}</code>
            </h2>
            <p>{i18n._(entry.description)}</p>

            <figure className="flow-diagram">
              {svg ? (
                <FlowDiagram
                  svg={svg}
                  label={i18n._({ id: "flows.diagram.label", message: "Схема состояний: {title}", values: { title: flowTitle } })}
                  active={activeStateIds(description, actors)}
                />
              ) : (
                <p className="note">
                  {i18n._({ id: "flows.diagram.missing", message: "Схема ещё не построена: выполните npm run diagrams." })}
                </p>
              )}
              {svgUrl && (
                <figcaption>
                  <a href={svgUrl} target="_blank" rel="noreferrer">
                    {i18n._({ id: "flows.diagram.full", message: "Открыть схему в полном размере" })}
                  </a>
                </figcaption>
              )}
            </figure>

            <FlowLive machineId={entry.id} actors={actors} />

            <div className="flow-lists">
              <div>
                <h3>{i18n._({ id: "flows.states", message: "Состояния" })}</h3>
                <ul className="flow-list" data-testid={`flow-${entry.id}-states`}>
                  {description.states.map((state) => {
                    const tags = [
                      isInitial(state, description.states, description.root.initial) ? i18n._(INITIAL) : null,
                      KIND[state.kind] ? i18n._(KIND[state.kind] as MessageDescriptor) : null,
                    ].filter(Boolean);
                    return (
                      <li key={state.id} style={{ paddingInlineStart: `${(state.path.length - 1) * 1.2}em` }}>
                        <code>{state.path.join(".") || state.key}</code>
                        {tags.length > 0 && <span className="flow-list__tag"> ({tags.join(", ")})</span>}
                      </li>
                    );
                  })}
                </ul>
              </div>
              <div>
                <h3>{i18n._({ id: "flows.events", message: "События" })}</h3>
                <ul className="flow-list" data-testid={`flow-${entry.id}-events`}>
                  {description.events.map((event) => (
                    <li key={event}>
                      <code>{event}</code>
                    </li>
                  ))}
                </ul>
                {description.delays.length > 0 && (
                  <>
                    <h3>{i18n._({ id: "flows.timers", message: "Таймеры" })}</h3>
                    <ul className="flow-list">
                      {description.delays.map((d) => (
                        <li key={d.name}>
                          <code>{d.name}</code>
                          {d.ms !== null && ` — ${i18n._({ id: "flows.timers.ms", message: "{ms} мс", values: { ms: numberFormat(intlLocale(i18n.locale)).format(d.ms) } })}`}
                        </li>
                      ))}
                    </ul>
                  </>
                )}
                {description.invokes.length > 0 && (
                  <>
                    <h3>{i18n._({ id: "flows.invokes", message: "Вызываемые акторы" })}</h3>
                    <ul className="flow-list">
                      {description.invokes.map((inv) => (
                        <li key={inv.id}>
                          <code>{inv.id}</code>
                        </li>
                      ))}
                    </ul>
                  </>
                )}
              </div>
            </div>

            {mermaid && (
              <details className="flow-source">
                <summary>{mermaidLabel}</summary>
                <ScrollArea label={mermaidLabel}>
                  <code>{mermaid}</code>
                </ScrollArea>
              </details>
            )}
          </section>
        );
      })}
    </>
  );
}
