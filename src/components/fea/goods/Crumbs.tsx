import { useLingui } from "@lingui/react";
import { formatCode } from "../../codeFormat.ts";

/** The ТН ВЭД levels a path passes: chapter, heading, subheading (the code itself ends it). */
const LEVELS = [2, 4, 6];

/** The code path from every good down to the chosen code; each step above it goes back up. */
export function Crumbs({ code, name, onPick }: { code: string | undefined; name: string | null; onPick: (code: string | undefined) => void }) {
  const { i18n } = useLingui();
  const steps = code ? [...LEVELS.filter((n) => n < code.length).map((n) => code.slice(0, n)), code] : [];
  return (
    <nav aria-label={i18n._({ id: "fea.goods.path", message: "Путь по ТН ВЭД" })}>
      <ol className="fea-crumbs" data-testid="fea-goods-crumbs">
        <li>
          {code ? (
            <button type="button" onClick={() => onPick(undefined)}>{i18n._({ id: "fea.goods.all", message: "Все товары" })}</button>
          ) : (
            <span aria-current="page">{i18n._({ id: "fea.goods.all", message: "Все товары" })}</span>
          )}
        </li>
        {steps.map((s) => (
          <li key={s}>
            {s === code ? (
              <span aria-current="page">
                <span className="code">{formatCode(s)}</span>
                {name ? ` ${name}` : ""}
              </span>
            ) : (
              <button type="button" className="code" onClick={() => onPick(s)}>{formatCode(s)}</button>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
