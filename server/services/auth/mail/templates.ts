import type { MessageDescriptor } from "@lingui/core";
import type { Locale } from "../../../../core/routes.ts";
import { translate } from "../../../i18n.ts";
import { CODE_TTL_SECONDS } from "../codes.ts";
import type { Mail } from "./mailer.ts";

// Plain-text mails in the reader's language, the code in the subject so it shows in the inbox list.
const t = {
  verifySubject: /*i18n*/ { id: "mail.verify.subject", message: "{code} — код подтверждения почты на ВЭД портале" },
  verifyText: /*i18n*/ {
    id: "mail.verify.text",
    message:
      "Здравствуйте!\n\nВаш код подтверждения почты: {code}\nКод действует {minutes} минут.\n\nЕсли вы не регистрировались на ВЭД портале, просто удалите это письмо.",
  },
  resetSubject: /*i18n*/ { id: "mail.reset.subject", message: "{code} — код для смены пароля на ВЭД портале" },
  resetText: /*i18n*/ {
    id: "mail.reset.text",
    message:
      "Здравствуйте!\n\nВаш код для смены пароля: {code}\nКод действует {minutes} минут.\n\nЕсли вы не просили сменить пароль, ничего не делайте: пароль останется прежним.",
  },
  deleteSubject: /*i18n*/ { id: "mail.delete.subject", message: "{code} — код для удаления учётной записи на ВЭД портале" },
  deleteText: /*i18n*/ {
    id: "mail.delete.text",
    message:
      "Здравствуйте!\n\nВаш код для удаления учётной записи: {code}\nКод действует {minutes} минут.\n\nВведённый код удалит учётную запись и всё, что мы о вас храним, без возможности восстановления. Если вы не просили удалить учётную запись, ничего не делайте и смените пароль.",
  },
  attemptSubject: /*i18n*/ { id: "mail.attempt.subject", message: "Попытка регистрации с вашим адресом на ВЭД портале" },
  attemptText: /*i18n*/ {
    id: "mail.attempt.text",
    message:
      "Здравствуйте!\n\nКто-то попытался зарегистрироваться на ВЭД портале с адресом {email}, но у этого адреса уже есть учётная запись.\n\nЕсли это были вы, войдите или восстановите пароль: {url}\nЕсли нет, ничего делать не нужно: ваша учётная запись в порядке.",
  },
};

const minutes = CODE_TTL_SECONDS / 60;

/** A mail carrying a one-time code, the code in the subject. */
const codeMail = (subject: MessageDescriptor, text: MessageDescriptor) => (locale: Locale, to: string, code: string): Mail => ({
  to,
  subject: translate(locale, subject, { code }),
  text: translate(locale, text, { code, minutes }),
});

export const verifyCodeMail = codeMail(t.verifySubject, t.verifyText);
export const resetCodeMail = codeMail(t.resetSubject, t.resetText);
export const deleteCodeMail = codeMail(t.deleteSubject, t.deleteText);

/** To the owner of an address someone tried to register again: no code in it. */
export const registerAttemptMail = (locale: Locale, to: string, url: string): Mail => ({
  to,
  subject: translate(locale, t.attemptSubject),
  text: translate(locale, t.attemptText, { email: to, url }),
});
