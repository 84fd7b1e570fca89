/**
 * Where the tab keeps the importer-card wizard across a reload (signing in reloads the page, spec §2
 * "Redirects"). Apart from the wizard's code, so a page can tell whether the tab holds one without
 * downloading the statechart.
 */
export const STORAGE_KEY = "importer-card-wizard";

/** The wizard's persisted snapshot as the tab keeps it, or undefined (none, unreadable, or storage off). */
export function storedWizard(): unknown {
  try {
    const text = sessionStorage.getItem(STORAGE_KEY);
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}
