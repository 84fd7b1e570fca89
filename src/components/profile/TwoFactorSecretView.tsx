import { useLingui } from "@lingui/react";
import type { TwoFactorSecret } from "../../../machines/two-factor-setup/two-factor-setup.machine.ts";
import { CopyButton } from "../CopyButton.tsx";
import { groupedSecret } from "./profileText.ts";

/** The QR code of the otpauth URL (an SVG from the server, shown as an image) and the secret for typing. */
export function TwoFactorSecretView({ secret }: { secret: TwoFactorSecret }) {
  const { i18n } = useLingui();
  return (
    <div className="twofactor-secret">
      <img
        className="twofactor-secret__qr"
        src={`data:image/svg+xml;utf8,${encodeURIComponent(secret.qr_svg)}`}
        alt={i18n._({ id: "profile.2fa.qrAlt", message: "QR-код для приложения-аутентификатора" })}
        width={200}
        height={200}
        data-testid="twofactor-qr"
      />
      <div className="twofactor-secret__manual">
        <p>{i18n._({ id: "profile.2fa.manual", message: "Не получается отсканировать? Введите ключ в приложении вручную:" })}</p>
        <p className="twofactor-secret__key">
          <code data-testid="twofactor-secret">{groupedSecret(secret.secret)}</code>
          <CopyButton
            code={secret.secret}
            verbatim
            label={i18n._({ id: "profile.2fa.copyKey", message: "Скопировать ключ" })}
            copiedText={i18n._({ id: "profile.2fa.keyCopied", message: "Ключ скопирован" })}
          />
        </p>
      </div>
    </div>
  );
}
