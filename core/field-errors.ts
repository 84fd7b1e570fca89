import type { MessageDescriptor } from "./message.ts";
import type { FieldError } from "./contract/auth.ts";

/** The texts of the contract's field error keys: the server answers them, the forms show them. */
export const fieldMessages: Record<FieldError, MessageDescriptor> = {
  required: /*i18n*/ { id: "auth.field.required", message: "Заполните поле" },
  invalid: /*i18n*/ { id: "auth.field.invalid", message: "Недопустимое значение" },
  email: /*i18n*/ { id: "auth.field.email", message: "Введите адрес электронной почты, например name@mail.kz" },
  low_security: /*i18n*/ {
    id: "auth.field.lowSecurity",
    message: "Пароль: не короче 8 символов, с цифрой, строчной и заглавной буквой",
  },
  sameAs: /*i18n*/ { id: "auth.field.sameAs", message: "Пароли не совпадают" },
  too_long: /*i18n*/ { id: "auth.field.tooLong", message: "Слишком длинное значение" },
  too_many_words: /*i18n*/ { id: "field.tooManyWords", message: "Слишком много слов" },
  otp: /*i18n*/ { id: "auth.field.otp", message: "Код — это 6 цифр" },
};

/** The descriptor of a machine's `error.<key>` field error (spec §5 keys), or null. */
export function fieldErrorDescriptor(key: string | null | undefined): MessageDescriptor | null {
  if (!key) return null;
  const name = key.replace(/^error\./, "") as FieldError;
  return fieldMessages[name] ?? fieldMessages.invalid;
}
