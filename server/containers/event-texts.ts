import type { MessageDescriptor } from "@lingui/core";

// What a DCSA event code means, said to a person. `mode` (VESSEL, RAIL, TRUCK, BARGE) picks the words
// for loading, discharge, arrival and departure; shipment events name their document.

export const equipmentTexts: Record<string, MessageDescriptor> = {
  LOAD: /*i18n*/ { id: "track.event.LOAD", message: "{mode, select, VESSEL {Погружен на судно} RAIL {Погружен на поезд} TRUCK {Погружен на автомобиль} BARGE {Погружен на баржу} other {Погружен}}" },
  DISC: /*i18n*/ { id: "track.event.DISC", message: "{mode, select, VESSEL {Выгружен с судна} RAIL {Выгружен с поезда} TRUCK {Выгружен с автомобиля} BARGE {Выгружен с баржи} other {Выгружен}}" },
  GTIN: /*i18n*/ { id: "track.event.GTIN", message: "Ввезён на терминал" },
  GTOT: /*i18n*/ { id: "track.event.GTOT", message: "Вывезен с терминала" },
  STUF: /*i18n*/ { id: "track.event.STUF", message: "Загружен грузом" },
  STRP: /*i18n*/ { id: "track.event.STRP", message: "Груз выгружен из контейнера" },
  PICK: /*i18n*/ { id: "track.event.PICK", message: "Забран с места" },
  DROP: /*i18n*/ { id: "track.event.DROP", message: "Доставлен на место" },
  INSP: /*i18n*/ { id: "track.event.INSP", message: "Досмотрен" },
  RSEA: /*i18n*/ { id: "track.event.RSEA", message: "Опломбирован заново" },
  RMVD: /*i18n*/ { id: "track.event.RMVD", message: "Перемещён" },
};

export const transportTexts: Record<string, MessageDescriptor> = {
  ARRI: /*i18n*/ { id: "track.event.ARRI", message: "{mode, select, VESSEL {Судно прибыло} RAIL {Поезд прибыл} TRUCK {Автомобиль прибыл} BARGE {Баржа прибыла} other {Прибытие}}" },
  DEPA: /*i18n*/ { id: "track.event.DEPA", message: "{mode, select, VESSEL {Судно отошло} RAIL {Поезд отправился} TRUCK {Автомобиль отправился} BARGE {Баржа отошла} other {Отправление}}" },
};

/** Customs documents (DCSA 2.2 `CUS`, reference data `CUC`) get their own words for hold and release. */
export const CUSTOMS_DOCUMENTS = new Set(["CUS", "CUC"]);

export const customsTexts: Record<string, MessageDescriptor> = {
  HOLD: /*i18n*/ { id: "track.event.customs.HOLD", message: "Таможня: контейнер задержан" },
  RELS: /*i18n*/ { id: "track.event.customs.RELS", message: "Таможня: выпуск разрешён" },
  REQS: /*i18n*/ { id: "track.event.customs.REQS", message: "Таможня: запрошен досмотр или документы" },
  CMPL: /*i18n*/ { id: "track.event.customs.CMPL", message: "Таможня: оформление завершено" },
};

export const shipmentText: MessageDescriptor = /*i18n*/ {
  id: "track.event.shipment",
  message:
    "{document}: {status, select, RECE {получен} DRFT {черновик} PENA {ждёт одобрения} PENU {ждёт исправлений} PENC {ждёт подтверждения} REJE {отклонён} APPR {одобрен} ISSU {выпущен} SURR {сдан} SUBM {подан} VOID {аннулирован} CONF {подтверждён} REQS {запрошен} CMPL {завершён} HOLD {задержан} RELS {освобождён} CANC {отменён} other {{status}}}",
};

export const documentNames: Record<string, MessageDescriptor> = {
  BKG: /*i18n*/ { id: "track.doc.BKG", message: "Бронирование" },
  CBR: /*i18n*/ { id: "track.doc.CBR", message: "Заявка на бронирование" },
  SHI: /*i18n*/ { id: "track.doc.SHI", message: "Поручение на отгрузку" },
  TRD: /*i18n*/ { id: "track.doc.TRD", message: "Транспортный документ" },
  ARN: /*i18n*/ { id: "track.doc.ARN", message: "Уведомление о прибытии" },
  VGM: /*i18n*/ { id: "track.doc.VGM", message: "Подтверждённая масса брутто (VGM)" },
  DGD: /*i18n*/ { id: "track.doc.DGD", message: "Декларация опасного груза" },
};
