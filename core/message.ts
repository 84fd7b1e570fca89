/**
 * A message to translate, shaped as Lingui's `MessageDescriptor` (structurally the same, so `i18n._()`
 * takes it) and declared here because the core imports nothing but zod: the server and the views
 * translate the same descriptors with their own Lingui.
 */
export interface MessageDescriptor {
  id: string;
  message?: string;
  comment?: string;
  values?: Record<string, unknown>;
}
