import type { MessageDescriptor } from "@lingui/core";

// The calculator's translated texts: line labels, notes under the result, and 422 messages that name the field.

export const labels = {
  duty: /*i18n*/ { id: "calc.api.line.duty", message: "Ввозная таможенная пошлина" },
  excise: /*i18n*/ { id: "calc.api.line.excise", message: "Акциз" },
  vat: /*i18n*/ { id: "calc.api.line.vat", message: "НДС при ввозе" },
  fee: /*i18n*/ { id: "calc.api.line.fee", message: "Таможенный сбор за декларирование" },
  /** A trade remedy whose act names exporters: the rate of the one named, or the act's rate for all the others. */
  remedyExporter: /*i18n*/ { id: "calc.api.line.remedyExporter", message: "{label} (экспортёр: {exporter})" },
  remedyOthers: /*i18n*/ { id: "calc.api.line.remedyOthers", message: "{label} (все прочие экспортёры)" },
} satisfies Record<string, MessageDescriptor>;

export const notes = {
  eaeu: /*i18n*/ { id: "calc.api.note.eaeu", message: "Товар из страны ЕАЭС ({country}): ввозная пошлина и таможенный сбор не взимаются. НДС и акциз уплачиваются не на границе, а через декларацию по косвенным налогам; их суммы показаны для справки" },
  temporary: /*i18n*/ { id: "calc.api.note.temporary", message: "На дату действует временная ставка по примечанию {note} к ЕТТ: она применена вместо базовой" },
  developing: /*i18n*/ { id: "calc.api.note.pref.developing", message: "{country} — развивающаяся страна — пользователь системы преференций ЕАЭС: пошлина — {factor} от ставки ЕТТ. Преференция действует, только если товар есть в перечне ЕЭК (Решение Совета ЕЭК № 8) и происхождение подтверждено сертификатом о происхождении товара" },
  leastDeveloped: /*i18n*/ { id: "calc.api.note.pref.leastDeveloped", message: "{country} — наименее развитая страна — пользователь системы преференций ЕАЭС: пошлина не взимается. Преференция действует, только если товар есть в перечне ЕЭК (Решение Совета ЕЭК № 8) и происхождение подтверждено сертификатом о происхождении товара" },
  excluded: /*i18n*/ { id: "calc.api.note.pref.excluded", message: "Страна {country} исключена из системы преференций ЕАЭС: применена полная ставка ЕТТ" },
  notConfirmed: /*i18n*/ { id: "calc.api.note.pref.notConfirmed", message: "Статус страны {country} в системе преференций ЕАЭС нашими источниками не подтверждён: применена полная ставка ЕТТ" },
  dutyNoData: /*i18n*/ { id: "calc.api.note.duty.noData", message: "Ставки ввозной пошлины для этого кода нет в наших данных: пошлина в расчёт не включена" },
  dutyNotComputable: /*i18n*/ { id: "calc.api.note.duty.notComputable", message: "Ставку «{rate}» нельзя рассчитать автоматически: пошлина в расчёт не включена" },
  exciseNoRate: /*i18n*/ { id: "calc.api.note.excise.noRate", message: "Может взиматься акциз ({goods}): ставки нет в наших данных, в расчёт он не включён" },
  exciseConditional: /*i18n*/ { id: "calc.api.note.excise.conditional", message: "Может взиматься акциз ({goods}): {rate}, если выполнены условия Налогового кодекса; в расчёт он не включён" },
  vatNoData: /*i18n*/ { id: "calc.api.note.vat.noData", message: "Ставки НДС на эту дату нет в наших данных: НДС в расчёт не включён" },
  vatReduced: /*i18n*/ { id: "calc.api.note.vat.reduced", message: "Может применяться пониженная ставка НДС {rate} % ({scope}): перечень товаров не получен, в расчёте — стандартная ставка" },
  feeNotInData: /*i18n*/ { id: "calc.api.note.fee.notInData", message: "Ставки таможенного сбора за декларацию на товары с 15.08.2023 (Постановление Правительства РК № 171 от 05.04.2018 в редакции Постановления № 631 от 02.08.2023) нет в наших данных: сбор в расчёт не включён" },
  feeNoRow: /*i18n*/ { id: "calc.api.note.fee.noRow", message: "Таможенного сбора на эту дату нет в наших данных: сбор в расчёт не включён" },
  wtoApplied: /*i18n*/ { id: "calc.api.note.wto.applied", message: "Применена ставка Казахстана по обязательствам в ВТО {wto} вместо ставки ЕТТ {cct}: она ниже ({act})" },
  wtoNotLower: /*i18n*/ { id: "calc.api.note.wto.notLower", message: "Ставка Казахстана по обязательствам в ВТО {wto} не ниже ставки ЕТТ {cct}: применена ставка ЕТТ ({act})" },
  wtoNotComparable: /*i18n*/ { id: "calc.api.note.wto.notComparable", message: "Для кода есть ставка Казахстана по обязательствам в ВТО {wto} ({act}), но её нельзя сравнить со ставкой ЕТТ {cct} автоматически: в расчёте — ставка ЕТТ, сверьте по акту" },
  remedyNotComputable: /*i18n*/ { id: "calc.api.note.remedy.notComputable", message: "{label} «{rate}» ({act}) не рассчитывается автоматически: в расчёт не включена, рассчитайте по акту" },
  nonTariff: /*i18n*/ { id: "calc.api.note.nonTariff", message: "{label}: {what} ({act})" },
  monthlyRate: /*i18n*/ { id: "calc.api.note.rate.monthly", message: "Курс {currency}: дневного курса Национального банка на {date} у нас нет, взят средний курс за {month}" },
} satisfies Record<string, MessageDescriptor>;

/** How a rate reads in a line (`rate_text`); units are the tariff's own symbols. */
export const rateTexts = {
  specific: /*i18n*/ { id: "calc.api.rate.specific", message: "{amount} {currency} за {per} {unit}" },
  combined: /*i18n*/ { id: "calc.api.rate.combined", message: "{adv} %, но не менее {spec}" },
  plus: /*i18n*/ { id: "calc.api.rate.plus", message: "{adv} % плюс {spec}" },
  lower: /*i18n*/ { id: "calc.api.rate.lower", message: "{alt} % либо {adv} %, но не менее {spec}, — какая сумма ниже" },
  mrp: /*i18n*/ { id: "calc.api.rate.mrp", message: "{n} МРП" },
} satisfies Record<string, MessageDescriptor>;

/** One message per request field, naming it (the 422 body also keys `errors` by the field's path). */
export const fieldErrors = {
  code: /*i18n*/ { id: "calc.api.error.code", message: "Код товара: нужно 10 цифр кода ТН ВЭД ЕАЭС" },
  codeUnknown: /*i18n*/ { id: "calc.api.error.codeUnknown", message: "Код товара: кода {code} нет в ТН ВЭД ЕАЭС" },
  date: /*i18n*/ { id: "calc.api.error.date", message: "Дата ввоза: нужна существующая дата в виде ГГГГ-ММ-ДД, с 2000 по 2099 год" },
  origin: /*i18n*/ { id: "calc.api.error.origin", message: "Страна происхождения: нужен двухбуквенный код ISO, например CN" },
  originUnknown: /*i18n*/ { id: "calc.api.error.originUnknown", message: "Страна происхождения: страны с кодом {origin} нет в справочнике" },
  customsValue: /*i18n*/ { id: "calc.api.error.customsValue", message: "Стоимость товара: сумма от 0 до 1 000 000 000 000 и трёхбуквенный код валюты" },
  freight: /*i18n*/ { id: "calc.api.error.freight", message: "Перевозка до границы ЕАЭС: сумма от 0 до 1 000 000 000 000 и трёхбуквенный код валюты" },
  insurance: /*i18n*/ { id: "calc.api.error.insurance", message: "Страховка: сумма от 0 до 1 000 000 000 000 и трёхбуквенный код валюты" },
  quantity: /*i18n*/ { id: "calc.api.error.quantity", message: "Количество: число больше 0 и не больше 1 000 000 000 000 с единицей измерения" },
  exciseQuantity: /*i18n*/ { id: "calc.api.error.exciseQuantity", message: "Количество для акциза: число больше 0 и не больше 1 000 000 000 000 с единицей измерения" },
  exchangeRates: /*i18n*/ { id: "calc.api.error.exchangeRates", message: "Курсы валют: тенге за единицу валюты, число больше 0 и не больше 1 000 000" },
  quantityMissing: /*i18n*/ { id: "calc.api.error.quantityMissing", message: "Количество: ставка пошлины требует количество в единице «{unit}»" },
  quantityUnit: /*i18n*/ { id: "calc.api.error.quantityUnit", message: "Количество: нужна единица «{unit}», указана «{given}»" },
  exciseQuantityUnit: /*i18n*/ { id: "calc.api.error.exciseQuantityUnit", message: "Количество для акциза: нужна единица «{unit}», указана «{given}»" },
  exciseQuantityMissing: /*i18n*/ { id: "calc.api.error.exciseQuantityMissing", message: "Количество для акциза: ставка акциза требует количество в единице «{unit}»" },
  currencyUnknown: /*i18n*/ { id: "calc.api.error.currencyUnknown", message: "Валюта {currency}: её курса нет в наших данных, введите курс вручную" },
  exporter: /*i18n*/ { id: "calc.api.error.exporter", message: "Экспортёр: название от 1 до 200 знаков" },
  body: /*i18n*/ { id: "calc.api.error.body", message: "Запрос расчёта: нужен объект с полями code, origin и customs_value" },
} satisfies Record<string, MessageDescriptor>;

/** Currency names for the resources call; a currency missing here is shown by its code. */
export const currencyNames: Record<string, MessageDescriptor> = {
  KZT: /*i18n*/ { id: "calc.api.currency.KZT", message: "Казахстанский тенге" },
  USD: /*i18n*/ { id: "calc.api.currency.USD", message: "Доллар США" },
  EUR: /*i18n*/ { id: "calc.api.currency.EUR", message: "Евро" },
  CNY: /*i18n*/ { id: "calc.api.currency.CNY", message: "Китайский юань" },
  RUB: /*i18n*/ { id: "calc.api.currency.RUB", message: "Российский рубль" },
};
