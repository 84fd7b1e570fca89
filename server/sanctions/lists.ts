// The name lists screening searches: where each comes from and of what date (data/sanctions/SOURCE.md).

export interface SanctionList {
  id: "ofac_sdn" | "ofac_cons" | "un" | "uk" | "eu";
  /** Imposing jurisdiction: `US`, `UN`, `UK`, `EU`. */
  jurisdiction: string;
  title: string;
  file: string;
  /** Date of the snapshot (ISO date, or YYYY-MM when only the month is known); null when not recorded. */
  version: string | null;
  publisher_url: string;
  /** Where the snapshot was taken from. */
  source: string;
  licence: string;
  /** What this copy lacks. */
  limitations: string;
}

export const SANCTION_LISTS: readonly SanctionList[] = [
  {
    id: "ofac_sdn", jurisdiction: "US", title: "OFAC Specially Designated Nationals (SDN) List",
    file: "sanctions/ofac-sdn-2024-05-03.csv.gz", version: "2024-05-03",
    publisher_url: "https://ofac.treasury.gov/specially-designated-nationals-and-blocked-persons-list-sdn-human-readable-lists",
    source: "git-scrape of treasury.gov sdn.csv (jackdwyer/specially-designated-nationals-list, a5ec3c5)",
    licence: "US Government work, public domain",
    limitations: "snapshot of 2024-05-03; aliases (alt.csv) and addresses not included",
  },
  {
    id: "ofac_cons", jurisdiction: "US", title: "OFAC Consolidated Sanctions List (non-SDN)",
    file: "sanctions/ofac-consolidated-non-sdn.csv.gz", version: null,
    publisher_url: "https://ofac.treasury.gov/consolidated-sanctions-list-non-sdn-lists",
    source: "moov-io/watchman test/testdata/cons_prim.csv (fca231b, committed 2025-12-19)",
    licence: "US Government work, public domain",
    limitations: "publication date of the OFAC file not recorded; no aliases",
  },
  {
    id: "un", jurisdiction: "UN", title: "UN Security Council Consolidated List",
    file: "sanctions/un-consolidated-list-2026-02-27.csv.gz", version: "2026-02-27",
    publisher_url: "https://www.un.org/securitycouncil/content/un-sc-consolidated-list",
    source: "official XML via moov-io/watchman test/testdata/UN_consolidated.xml (612b217)",
    licence: "UN data, free to use",
    limitations: "no UN Russia regime exists; aliases included",
  },
  {
    id: "uk", jurisdiction: "UK", title: "UK Sanctions List (FCDO)",
    file: "sanctions/uk-sanctions-list-2025-08-11.csv.gz", version: "2025-08-11",
    publisher_url: "https://www.gov.uk/government/publications/the-uk-sanctions-list",
    source: "FCDO export via JachymSRB/GitMatch (1da6350), converted from ODS",
    licence: "Contains public sector information licensed under the Open Government Licence v3.0",
    limitations: "one name per designation: no aliases, dates of birth or IMO numbers",
  },
  {
    id: "eu", jurisdiction: "EU", title: "EU Consolidated Financial Sanctions List (names)",
    file: "sanctions/eu-consolidated-names-2025-05.csv.gz", version: "2025-05",
    publisher_url: "https://data.europa.eu/data/datasets/consolidated-list-of-persons-groups-and-entities-subject-to-eu-financial-sanctions",
    source: "parse of the official XML by kebalkhadka/Sanctionslist (11c626a)",
    licence: "EU data, reuse authorised with acknowledgement",
    limitations: "sample quality: no reference numbers, regimes or listing dates; demo screening only",
  },
];

export const listById: ReadonlyMap<string, SanctionList> = new Map(SANCTION_LISTS.map((l) => [l.id, l]));
