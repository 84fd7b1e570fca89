// Tariff preferences of the EAEU (ЕСТП) by the origin's status on the date.

export type PreferenceStatus = "developing" | "least_developed" | "excluded" | "not_confirmed";
const STATUSES: readonly string[] = ["developing", "least_developed", "excluded", "not_confirmed"];

export interface PreferenceCountryRow { status: string; statusSince: string | null; previousStatus: string | null }

/** The status on the date: before `status_since` the previous one (China was "developing" until 2021-10-12). */
export function statusOn(date: string, row: PreferenceCountryRow | undefined): PreferenceStatus | null {
  if (!row) return null;
  const status = row.statusSince && date < row.statusSince ? row.previousStatus : row.status;
  return status && STATUSES.includes(status) ? (status as PreferenceStatus) : null;
}
