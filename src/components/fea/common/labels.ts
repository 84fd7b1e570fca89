import type { I18n } from "@lingui/core";
import type { Flow } from "../../../api/trade.ts";

/** Column and series names the analytics views share, so every table says the same thing. */
export function feaLabels(i18n: I18n) {
  return {
    valueUsd: i18n._({ id: "fea.col.valueUsd", message: "Стоимость, $" }),
    share: i18n._({ id: "fea.col.share", message: "Доля, %" }),
    weightKg: i18n._({ id: "fea.col.weightKg", message: "Вес нетто, кг" }),
    companies: i18n._({ id: "fea.col.companies", message: "Компаний" }),
    partners: i18n._({ id: "fea.col.partners", message: "Стран" }),
    lines: i18n._({ id: "fea.col.lines", message: "Строк деклараций" }),
    code: i18n._({ id: "fea.col.code", message: "Код" }),
    goods: i18n._({ id: "fea.col.goods", message: "Товар" }),
    country: i18n._({ id: "fea.col.country", message: "Страна" }),
    company: i18n._({ id: "fea.col.company", message: "Компания" }),
    bin: i18n._({ id: "fea.col.bin", message: "БИН" }),
    region: i18n._({ id: "fea.col.region", message: "Регион" }),
    section: i18n._({ id: "fea.col.section", message: "Раздел ТН ВЭД" }),
    month: i18n._({ id: "fea.col.month", message: "Месяц" }),
    other: i18n._({ id: "fea.other", message: "Прочие" }),
    empty: i18n._({ id: "fea.empty", message: "Под выбранные фильтры данных нет. Измените год, регион, страну или код." }),
    error: i18n._({ id: "fea.error", message: "Данные не загрузились. Повторите." }),
    loading: i18n._({ id: "fea.loading", message: "Загрузка" }),
  };
}

export function flowLabel(i18n: I18n, flow: Flow): string {
  return flow === "import" ? i18n._({ id: "fea.flow.import", message: "Импорт" }) : i18n._({ id: "fea.flow.export", message: "Экспорт" });
}
