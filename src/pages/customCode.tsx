import { useLingui } from "@lingui/react";
import { useCurrentRoute } from "../app/routeContext.ts";
import { AppLink } from "../components/AppLink.tsx";
import { formatCode } from "../components/codeFormat.ts";
import { ComingSoon } from "../components/ComingSoon.tsx";

export default function Page() {
  const { i18n } = useLingui();
  const code = useCurrentRoute().params.code ?? "";
  return (
    <ComingSoon
      text={i18n._({
        id: "page.customCode.soon",
        message: "Здесь появится карточка кода {code}: ввозная таможенная пошлина, НДС, ограничения и источник каждой ставки.",
        values: { code: formatCode(code) },
      })}
    >
      {/^\d{10}$/.test(code) && (
        <p>
          <AppLink href={`/tree?code=${code}`}>{i18n._({ id: "page.customCode.inTree", message: "Показать код в дереве" })}</AppLink>
        </p>
      )}
    </ComingSoon>
  );
}
