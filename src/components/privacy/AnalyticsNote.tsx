import { useLingui } from "@lingui/react";
import { useSiteInfo } from "../../api/site.ts";

/** What the configured Google Tag Manager container receives, or that no third-party counter is loaded. */
export function AnalyticsNote() {
  const { i18n } = useLingui();
  const gtmId = useSiteInfo().data?.analytics.gtm_id ?? null;
  if (!gtmId)
    return (
      <p data-testid="privacy-gtm-off">
        {i18n._({
          id: "privacy.gtm.off",
          message: "Сейчас портал не подключает сторонних счётчиков и рекламных cookie.",
        })}
      </p>
    );
  return (
    <p data-testid="privacy-gtm-on">
      {i18n._({
        id: "privacy.gtm.on",
        message: "На страницах работает Google Tag Manager (контейнер {id}) компании Google. Он получает адрес, заголовок и язык каждой открытой страницы и ваш IP-адрес. Теги, которые он загружает, могут ставить собственные cookie Google (например, _ga Google Analytics — до 2 лет) и обрабатывать эти данные за пределами Казахстана. Запретить их можно блокировкой cookie третьих сторон или расширением браузера; портал работает и без них.",
        values: { id: gtmId },
      })}
    </p>
  );
}
