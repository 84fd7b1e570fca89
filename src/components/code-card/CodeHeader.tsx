import { useLingui } from "@lingui/react";
import { Link } from "wouter";
import type { ClassificationsData, LocalText } from "../../../core/contract/code-info.ts";
import { AppLink } from "../AppLink.tsx";
import { CopyButton } from "../CopyButton.tsx";
import { AddToGroupButton } from "../favourites/AddToGroupButton.tsx";
import { NoteBox } from "../notes/NoteBox.tsx";
import { FavouriteButton } from "../favourites/FavouriteButton.tsx";
import { FollowButton } from "../follow/FollowButton.tsx";
import { useRecordView } from "../favourites/useRecordView.ts";
import { unitLabel } from "./format.ts";
import { SourceLine } from "./Source.tsx";

type PathItem = ClassificationsData["path"][number];

/** Says so when the locale has no translation and Russian is shown instead. */
export function FallbackBadge({ text }: { text: LocalText }) {
  const { i18n } = useLingui();
  if (!text.fallback) return null;
  return (
    <span className="badge badge--fallback" data-testid="card-name-fallback">
      {i18n._({ id: "card.name.fallback", message: "на русском: перевода нет" })}
    </span>
  );
}

/**
 * Says so when the name is the portal's own translation, not an official text, and links the same card in
 * Russian, whose name is the legal text.
 */
export function PortalNote({ text, code }: { text: LocalText; code: string }) {
  const { i18n } = useLingui();
  if (!text.by_portal) return null;
  return (
    <span className="card-head__portal" data-testid="card-name-portal">
      {i18n._({ id: "card.name.byPortal", message: "перевод портала, не официальный:" })}{" "}
      {/* `~` leaves the locale nest: the Russian card has no prefix. */}
      <Link href={`~/custom/${encodeURIComponent(code)}`} hrefLang="ru" data-testid="card-name-official">
        {i18n._({ id: "card.name.official", message: "официальный текст на русском" })}
      </Link>
    </span>
  );
}

function crumbLabel(i18n: ReturnType<typeof useLingui>["i18n"], item: PathItem): string | null {
  if (item.kind === "section") return i18n._({ id: "card.path.section", message: "Раздел {n}", values: { n: item.id.replace(/^S/, "") } });
  if (item.kind === "chapter") return i18n._({ id: "card.path.chapter", message: "Группа {n}", values: { n: item.code ?? "" } });
  return item.code_fmt;
}

/** The code as printed with its copy button, its name, unit and the full path from the section. */
export function CodeHeader({ data }: { data: ClassificationsData }) {
  const { i18n } = useLingui();
  const anyFallback = data.path.some((p) => p.name.fallback);
  useRecordView(data.code);
  return (
    <div className="card-head" data-testid="card-head">
      <div className="card-head__code">
        <span className="code card-head__digits" data-testid="card-code">
          {data.code_fmt}
        </span>
        <CopyButton code={data.code_fmt} />
        <FavouriteButton code={data.code} />
        <FollowButton kind="code" reference={data.code} />
        <AddToGroupButton code={data.code} />
      </div>
      <NoteBox kind="code" subject={data.code} />
      <p className="card-head__name" data-testid="card-name">
        {/* The full name: a line's own name is often just "прочие", which says nothing without its parents. */}
        <span lang={data.full_name.lang}>{data.full_name.text}</span> <FallbackBadge text={data.full_name} />
        <PortalNote text={data.full_name} code={data.code} />
      </p>
      <p className="card-head__unit">
        {data.unit
          ? i18n._({ id: "card.unit.label", message: "Дополнительная единица измерения: {unit}", values: { unit: unitLabel(i18n, data.unit) } })
          : i18n._({ id: "card.unit.none", message: "Дополнительной единицы измерения нет" })}
      </p>
      <nav className="card-path" aria-label={i18n._({ id: "card.path.label", message: "Место кода в ТН ВЭД ЕАЭС" })}>
        <ol className="card-path__list">
          {data.path.map((item, depth) => {
            const label = crumbLabel(i18n, item);
            return (
              <li key={item.id} className="card-path__item" style={{ paddingInlineStart: `${Math.min(depth, 8) * 0.75}rem` }}>
                {label ? (
                  <AppLink href={`/tree?code=${encodeURIComponent(item.id)}`} className="card-path__code code">
                    {label}
                  </AppLink>
                ) : null}{" "}
                <span lang={item.name.lang} className="card-path__name">
                  {item.name.text}
                </span>
              </li>
            );
          })}
        </ol>
        {anyFallback ? (
          <p className="card-path__note">{i18n._({ id: "card.path.fallback", message: "Наименования без перевода показаны на русском." })}</p>
        ) : null}
        <AppLink href={`/tree?code=${data.code}`} className="card-path__tree" data-testid="card-in-tree">
          {i18n._({ id: "card.path.inTree", message: "Показать в дереве" })}
        </AppLink>
      </nav>
      <SourceLine source={data.source} />
    </div>
  );
}
