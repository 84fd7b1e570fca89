import { useLingui } from "@lingui/react";
import { useAccount } from "../../../account/account-context.ts";
import { AppLink } from "../../AppLink.tsx";

/**
 * In place of a part the user's plan does not open (the call's access rule refused them, src/api/guarded.ts):
 * what opens it, a way to sign in when signed out, and the plans. The data itself is never asked for.
 */
export function PaidPart() {
  const { i18n } = useLingui();
  const { view, requestSignIn } = useAccount();
  return (
    <div className="fea-paid-part" data-testid="fea-paid-part">
      <p>
        {i18n._({ id: "fea.paidPart", message: "Данные деклараций и компаний открываются на тарифах «Стандарт», «Бизнес» и «Корпоративный»; официальная статистика остаётся бесплатной." })}
      </p>
      <p className="fea-paid-part__actions">
        {view.signedIn ? null : (
          <button type="button" className="button" data-testid="fea-paid-login" onClick={() => requestSignIn("login")}>
            {i18n._({ id: "saved.login", message: "Войти" })}
          </button>
        )}
        <AppLink href="/tariffs" className="button button--primary" data-testid="fea-paid-tariffs">
          {i18n._({ id: "rate.choose", message: "Выбрать тариф" })}
        </AppLink>
      </p>
    </div>
  );
}
