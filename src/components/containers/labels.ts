import type { MessageDescriptor } from "@lingui/core";

/** DCSA event classifiers, as the timeline labels them. */
export const classifierLabels: Record<"PLN" | "EST" | "ACT", MessageDescriptor> = {
  PLN: /*i18n*/ { id: "track.classifier.PLN", message: "План" },
  EST: /*i18n*/ { id: "track.classifier.EST", message: "Прогноз" },
  ACT: /*i18n*/ { id: "track.classifier.ACT", message: "Факт" },
};

export const modeLabels: Record<"VESSEL" | "RAIL" | "TRUCK" | "BARGE", MessageDescriptor> = {
  VESSEL: /*i18n*/ { id: "track.mode.VESSEL", message: "морем" },
  RAIL: /*i18n*/ { id: "track.mode.RAIL", message: "по железной дороге" },
  TRUCK: /*i18n*/ { id: "track.mode.TRUCK", message: "автомобилем" },
  BARGE: /*i18n*/ { id: "track.mode.BARGE", message: "баржей" },
};
