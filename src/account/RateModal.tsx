import { useLingui } from "@lingui/react";
import { AppLink } from "../components/AppLink.tsx";
import { Modal } from "../components/modal/Modal.tsx";
import { localePath } from "../../core/routes.ts";
import { usePageLocale } from "./modals/shared.tsx";

/** Tells a signed-in user without a foreign-trade plan what the page needs, and where to get it. */
export function RateModal({ onClose }: { onClose: () => void }) {
  const { i18n } = useLingui();
  // Mounted outside the locale nests: the address carries the locale itself.
  const locale = usePageLocale();
  return (
    <Modal open name="rate" title={i18n._({ id: "rate.title", message: "Раздел доступен на платном тарифе" })} onClose={onClose}>
      <p>
        {i18n._({
          id: "rate.text",
          message:
            "Аналитика внешней торговли и карточки импортёров открываются на тарифах «Стандарт», «Бизнес» и «Корпоративный». Справочник ТН ВЭД, калькулятор и санкции остаются бесплатными.",
        })}
      </p>
      <p className="modal-actions">
        <AppLink href={localePath(locale, "/tariffs")} className="button button--primary" data-testid="rate-tariffs">
          {i18n._({ id: "rate.choose", message: "Выбрать тариф" })}
        </AppLink>
      </p>
    </Modal>
  );
}
