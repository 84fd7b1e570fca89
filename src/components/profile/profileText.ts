import type { I18n, MessageDescriptor } from "@lingui/core";
import { serviceLabels } from "../../i18n/shared.ts";

// Names of the ids the user service answers (plans, permissions, services). Unknown ids show raw.

export const planNames: Record<string, MessageDescriptor> = {
  free: /*i18n*/ { id: "profile.plan.free", message: "Бесплатный" },
  standard: /*i18n*/ { id: "profile.plan.standard", message: "Стандарт" },
  business: /*i18n*/ { id: "profile.plan.business", message: "Бизнес" },
};

export const permissionNames: Record<string, MessageDescriptor> = {
  access_to_ved: /*i18n*/ { id: "profile.permission.access_to_ved", message: "Доступ к разделу ВЭД" },
  card_opening_ved: /*i18n*/ { id: "profile.permission.card_opening_ved", message: "Открытие карточек импортёров" },
};

/** This portal's own section (fea), then the sibling services of the header's menu. */
export const serviceNames: Record<string, MessageDescriptor> = {
  fea: /*i18n*/ { id: "profile.service.fea", message: "ВЭД: аналитика импорта и экспорта" },
  ...serviceLabels,
};

/** The translated name of an id, or the id itself when it has none. */
export function nameOf(i18n: I18n, names: Record<string, MessageDescriptor>, id: string): string {
  const descriptor = Object.hasOwn(names, id) ? names[id] : undefined;
  return descriptor ? i18n._(descriptor) : id;
}

/** A TOTP secret in groups of four, as authenticator apps show it for typing. */
export function groupedSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(" ") ?? secret;
}
