import { useLingui } from "@lingui/react";
import { useCodeNames } from "../../api/lookups.ts";
import { AppLink } from "../AppLink.tsx";
import { formatCode } from "../codeFormat.ts";
import { CopyButton } from "../CopyButton.tsx";
import { SkeletonLines } from "../Skeleton.tsx";
import { useTextLang } from "../../i18n/textLang.ts";
import { dateTimeFormat } from "../../i18n/intl-formats.ts";

export interface SavedCode {
  code: string;
  /** ISO time it was added or viewed. */
  at: string;
}

/** Saved codes with their names (one names call), a link to each card, the date and a remove button. */
export function SavedCodes({
  items,
  dateLabel,
  removeLabel,
  onRemove,
  removing,
  testId,
}: {
  items: SavedCode[];
  dateLabel: string;
  removeLabel: (code: string) => string;
  onRemove: (code: string) => void;
  removing: string | null;
  testId: string;
}) {
  const { i18n } = useLingui();
  const names = useCodeNames(items.map((i) => i.code));
  const langOf = useTextLang();
  const byCode = new Map((names.data?.data ?? []).map((n) => [n.code, n]));
  // Numeric dates read the same in every locale (ICU's Kazakh medium form is "2026 M11 22").
  const dates = dateTimeFormat(i18n.locale === "en" ? "en-GB" : "ru", { day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit" });
  return (
    <ul className="saved-codes" data-testid={testId}>
      {items.map((item) => {
        const node = byCode.get(item.code);
        const fmt = node?.code_fmt ?? formatCode(item.code);
        return (
          <li key={item.code} className="saved-code" data-testid={`saved-${item.code}`}>
            <div className="saved-code-main">
              <span className="saved-code-code">
                {item.code.length === 10 ? (
                  <AppLink href={`/custom/${item.code}`} className="code">
                    {fmt}
                  </AppLink>
                ) : (
                  <AppLink href={`/tree?code=${item.code}`} className="code">
                    {fmt}
                  </AppLink>
                )}
                <CopyButton code={item.code} />
              </span>
              <span className="saved-code-name">
                {node ? <span lang={langOf(node.full_name)}>{node.full_name}</span> : names.isPending ? <SkeletonLines count={1} label={i18n._({ id: "saved.loadingName", message: "Загрузка названия" })} /> : <span className="muted">{i18n._({ id: "saved.noName", message: "Код не найден в текущей редакции ТН ВЭД" })}</span>}
              </span>
            </div>
            <div className="saved-code-side">
              <time dateTime={item.at} className="muted">
                {dateLabel} {dates.format(new Date(item.at))}
              </time>
              <button
                type="button"
                className="button saved-remove"
                data-testid={`remove-${item.code}`}
                disabled={removing === item.code}
                aria-label={removeLabel(fmt)}
                onClick={() => onRemove(item.code)}
              >
                {i18n._({ id: "saved.remove", message: "Удалить" })}
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
