import { useLingui } from "@lingui/react";
import type { CardLimits } from "../../../core/contract/importer-card.ts";
import { AppLink } from "../AppLink.tsx";
import { resetDate } from "../importer-card/messages.ts";
import { Modal } from "../modal/Modal.tsx";

/** The limit guard's `limitReached` state: openings left, when they come back, and the plans with more. */
export function LimitReachedModal({ limits, onClose }: { limits: CardLimits; onClose: () => void }) {
  const { i18n } = useLingui();
  return (
    <Modal open name="limit" title={i18n._({ id: "limit.title", message: "Открытия карточек на этот месяц закончились" })} onClose={onClose}>
      <p className="limit-modal__left" data-testid="limit-left">
        {i18n._({ id: "limit.left", message: "Осталось открытий в этом месяце: {left}", values: { left: limits.left } })}
      </p>
      <p data-testid="limit-resets">
        {i18n._({
          id: "limit.resets",
          message: "Новые открытия будут доступны {date} в 00:00 по времени Алматы.",
          values: { date: resetDate(i18n.locale, limits.resets_at) },
        })}
      </p>
      <p>{i18n._({ id: "limit.reopen", message: "Карточки, уже открытые в этом месяце, можно смотреть снова бесплатно." })}</p>
      <p className="modal-actions">
        <AppLink href="/tariffs" className="button button--primary" data-testid="limit-tariffs">
          {i18n._({ id: "limit.tariffs", message: "Тарифы с большим лимитом" })}
        </AppLink>
      </p>
    </Modal>
  );
}
