import type { MessageDescriptor } from "@lingui/core";

// The importer card's answers (issue 8), in the `lang` header's language.
export const cardMessages = {
  badImporter: /*i18n*/ {
    id: "error.card.badImporter",
    message: "Укажите импортёра его БИН (12 цифр); коды — по 10 цифр, страны — двухбуквенными кодами, период — месяцами ГГГГ-ММ, начало не позже конца",
  },
  unknownImporter: /*i18n*/ { id: "error.card.unknownImporter", message: "Импортёра с БИН {id} нет в наших данных" },
  limitReached: /*i18n*/ {
    id: "error.card.limitReached",
    message: "Открытия карточек в этом месяце закончились. Новые будут доступны с 1-го числа; уже открытые карточки можно смотреть снова",
  },
  searchQuery: /*i18n*/ { id: "error.card.searchQuery", message: "Параметр q: название компании или начало БИН, от 2 символов" },
  searchLimit: /*i18n*/ { id: "error.card.searchLimit", message: "Параметр limit: сколько импортёров показать, от 1 до 20" },
  badBin: /*i18n*/ { id: "error.card.badBin", message: "БИН — это 12 цифр" },
} satisfies Record<string, MessageDescriptor>;
