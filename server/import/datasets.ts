import { abbreviationsDataset } from "./abbreviations.ts";
import { chaptersDataset } from "./chapters.ts";
import { chplDataset } from "./chpl.ts";
import { countriesDataset } from "./countries.ts";
import { customsFeesDataset } from "./customs-fees.ts";
import { dutyRatesDataset } from "./duty-rates.ts";
import { ettNotesDataset } from "./ett-notes.ts";
import { exchangeRatesAnnualDataset, exchangeRatesDataset } from "./exchange-rates.ts";
import {
  exciseItemsDataset, exportDutyItemsDataset, fiscalReferenceDataset, preferenceCountriesDataset, preferenceRulesDataset,
  tariffActsDataset, vatItemsDataset,
} from "./fiscal.ts";
import { kzRegionsDataset } from "./kz-regions.ts";
import { customsPostsDataset, deliveryTermsDataset, transportModesDataset } from "./logistics.ts";
import type { Dataset } from "./load.ts";
import { mciDataset } from "./mci.ts";
import { measuresDataset } from "./measures.ts";
import { sanctionCodesDataset } from "./sanction-codes.ts";
import { sanctionNamesDataset } from "./sanction-names.ts";
import { sanctionStatsDataset } from "./sanction-stats.ts";
import { searchDocsDataset } from "./search-docs.ts";
import { searchSynonymsDataset } from "./search-synonyms.ts";
import { tariffNodesDataset } from "./tariff-nodes.ts";
import { tariffNotesDataset } from "./tariff-notes.ts";
import { tnvedFootnotesDataset } from "./tnved-footnotes.ts";
import { unitsDataset } from "./units.ts";
import { unlocodesDataset } from "./unlocodes.ts";
import { containerOwnersDataset } from "./container-owners.ts";
import { sanctionedVesselsDataset } from "./sanctioned-vessels.ts";
import { hsNomenclatureDataset, hsSectionsDataset } from "./hs-nomenclature.ts";
import { tradeDeclarationsDataset } from "./trade-declarations.ts";
import { tradePartnerAnnualDataset, tradePartnerAvgDataset } from "./trade-partners.ts";
import { tradeAnnualTotalsDataset, tradeMonthlyTotalsDataset } from "./trade-totals.ts";

/** Every data set the importer loads, in import order (no foreign keys; a data set checked against others comes after them). */
export const DATASETS: readonly Dataset[] = [
  tariffNodesDataset,
  dutyRatesDataset,
  ettNotesDataset,
  tnvedFootnotesDataset,
  tariffNotesDataset,
  chaptersDataset,
  unitsDataset,
  abbreviationsDataset,
  countriesDataset,
  kzRegionsDataset,
  exchangeRatesDataset,
  mciDataset,
  exchangeRatesAnnualDataset,
  tradeMonthlyTotalsDataset,
  tradeAnnualTotalsDataset,
  tradePartnerAnnualDataset,
  tradePartnerAvgDataset,
  hsNomenclatureDataset,
  hsSectionsDataset,
  sanctionCodesDataset,
  chplDataset,
  sanctionNamesDataset,
  sanctionStatsDataset,
  unlocodesDataset,
  containerOwnersDataset,
  sanctionedVesselsDataset,
  fiscalReferenceDataset,
  vatItemsDataset,
  exciseItemsDataset,
  exportDutyItemsDataset,
  preferenceRulesDataset,
  preferenceCountriesDataset,
  tariffActsDataset,
  customsFeesDataset,
  transportModesDataset,
  deliveryTermsDataset,
  customsPostsDataset,
  measuresDataset,
  // Checked against kz_regions, countries and the logistics classifiers: after them.
  tradeDeclarationsDataset,
  // Derived from tariff_nodes: after it.
  searchDocsDataset,
  searchSynonymsDataset,
];
