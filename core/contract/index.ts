/**
 * The one contract: every request and response shape, imported by the client
 * (ky) and the server (Fastify), and the source of the OpenAPI document.
 */
import {
  authRedirects,
  accessCookieBody, changePasswordBody, emailBody, emailQuery, failureBody, loginBody, loginBodyOk, loginUnverifiedBody,
  malformedBody, passwordErrorBody, rateLimitedBody, registerBody, registerErrorBody, resetPasswordBody, resetTokenBody,
  successBody, twoFactorCodeBody, twoFactorSetupBody, validateOtpBody, verifyOtpQuery,
} from "./auth.ts";
import { errorBody, healthBody, healthUnavailableBody } from "./common.ts";
import { codeBody, codeQuery, treeBody, treeQuery } from "./products.ts";
import {
  codeClassificationsBody, codeExciseBody, codeExportDutiesBody, codeInfoQuery, codeInformationBody, codeLabelsBody,
  codeNdsBody, codePreferenceBody, preferenceCountriesBody, codeProtectiveBody, codeRestrictionsBody, protectiveQuery,
  codeBenefitBody, codeBtoRateBody, codeEttRateBody,
} from "./code-info.ts";
import {
  abbreviationsBody, codeBranchBody, codeBranchQuery, codeNamesBody, codeNamesQuery, codeSearchBody, codeSearchQuery,
  codeStatisticsBody, codeStatisticsQuery, countriesBody, customsTariffsBody, ettNotesBody, exportDutiesBody, exportDutiesQuery,
  interpretationRulesBody, nationalTariffBody, tariffSearchQuery, tnvedsBody, treeSearchBody, treeSearchQuery, unitsBody,
} from "./lookups.ts";
import { nodeBody, nodeQuery, notesBody, notesQuery } from "./notes.ts";
import { codeSanctionsBody, russiaStatsBody, sanctionsCodeQuery, sanctionsDirectoryBody, screenBody, screenQuery } from "./sanctions.ts";
import { searchBody, searchQuery, searchRequestBody } from "./search.ts";
import { buildBody, siteBody } from "./site.ts";
import { userInfoBody, userServicesBody } from "./user.ts";
import { favouritesBody, userCodeBody, viewHistoryBody } from "./user-data.ts";
import {
  calculateBody, calculateRequest, calculationsBody, calculatorCodeInfoBody, calculatorCodeQuery, calculatorResourcesBody,
  calculatorUnitBody, saveCalculationBody,
} from "./calculator.ts";
import { companiesBody, companiesQuery, countryBody, countryQuery, regionsBody, regionsQuery } from "./trade.ts";
import { dcsaEventsBody, demoContainersBody, eventsReceivedBody, trackBody, trackQuery, worldMapBody } from "./containers.ts";
import { limitReachedBody, openCardBody, openCardQuery, openedCardsBody, plansBody } from "./importer-card.ts";
import { tradeGeoEndpoints } from "./trade-geo.ts";
import { tradeProductsEndpoints } from "./trade-products.ts";
import { logisticsEndpoints } from "./logistics.ts";
import { textSearchEndpoints } from "./text-search.ts";
import { importerSearchEndpoints } from "./importer-search.ts";
import { feaMapEndpoints } from "./fea-maps.ts";
import { accountEndpoints } from "./account.ts";
import { paymentEndpoints } from "./payments.ts";
import { watchEndpoints } from "./watch.ts";
import { groupEndpoints } from "./groups.ts";
import { userNoteEndpoints } from "./user-notes.ts";
import { changesEndpoints } from "./changes.ts";
import { legalSearchEndpoints } from "./legal-search.ts";
import type { Endpoint } from "./common.ts";
import { withRefusals } from "./refusals.ts";

export * from "./common.ts";
export * from "./products.ts";
export * from "./code-info.ts";
export * from "./measures.ts";
export * from "./legal-search.ts";
export * from "./notes.ts";
export * from "./sanctions.ts";
export * from "./sanction-direction.ts";
export * from "./search.ts";
export * from "./site.ts";
export * from "./auth.ts";
export * from "./user.ts";
export * from "./lookups.ts";
export * from "./user-data.ts";
export * from "./calculator.ts";
export * from "./containers.ts";
export * from "./trade.ts";
export * from "./importer-card.ts";
export * from "./trade-geo.ts";
export * from "./trade-products.ts";
export * from "./logistics.ts";
export * from "./importer-search.ts";
export * from "./fea-maps.ts";
export * from "./watch.ts";
export * from "./groups.ts";
export * from "./user-notes.ts";
export * from "./changes.ts";
export * from "./text-search.ts";


export const endpoints = withRefusals({
  health: {
    method: "GET", path: "/healthz", tag: "system", access: "everyone", summary: "Liveness and data version; 503 naming the dependency that is away",
    responses: { 200: healthBody, 503: healthUnavailableBody },
  },
  site: { method: "GET", path: "/api/v1/site", tag: "api", access: "everyone", summary: "Mode and the sibling sections' addresses", responses: { 200: siteBody } },
  build: {
    method: "GET", path: "/api/v1/build", tag: "api", access: "everyone",
    summary: "The deployed client's build id (never cached): a page running another build offers a reload",
    responses: { 200: buildBody },
  },
  productsTree: {
    method: "GET", path: "/api/v1/products/tree", tag: "api", access: "everyone",
    summary: "Sections of the ТН ВЭД, or the children of a node (names in the `lang` header's locale)",
    query: treeQuery, responses: { 200: treeBody, 404: errorBody, 422: errorBody },
  },
  productsCode: {
    method: "GET", path: "/api/v1/products/code", tag: "api", access: "everyone",
    summary: "One 10-digit code: name, path, unit and ETT import duty",
    query: codeQuery, responses: { 200: codeBody, 404: errorBody, 422: errorBody },
  },
  // The code card (issue #5): `date` = YYYY-MM-DD (default today in Asia/Almaty); each slice equals its part of `information`.
  productsInformation: {
    method: "GET", path: "/api/v1/products/information", tag: "api", access: "everyone",
    summary: "The whole code card on a date: path, names, import duty with ETT notes, VAT, excise, export duty, restrictions, preferences, labelling, protective measures; every figure with its source",
    query: codeInfoQuery, responses: { 200: codeInformationBody, 404: errorBody, 422: errorBody },
  },
  productsClassifications: {
    method: "GET", path: "/api/v1/products/classifications", tag: "api", access: "everyone",
    summary: "The code's levels (section, chapter, heading, HS6) and full path, names in the `lang` locale",
    query: codeInfoQuery, responses: { 200: codeClassificationsBody, 404: errorBody, 422: errorBody },
  },
  productsNds: {
    method: "GET", path: "/api/v1/products/nds", tag: "api", access: "everyone",
    summary: "VAT on the date: the standard rate and the reduced / exempt / offset regimes that may apply",
    query: codeInfoQuery, responses: { 200: codeNdsBody, 404: errorBody, 422: errorBody },
  },
  productsExciseDuties: {
    method: "GET", path: "/api/v1/products/excise-duties", tag: "api", access: "everyone",
    summary: "Excise rates known for the code on the date, or \"no data\" with the Tax Code reference",
    query: codeInfoQuery, responses: { 200: codeExciseBody, 404: errorBody, 422: errorBody },
  },
  productsExportDuties: {
    method: "GET", path: "/api/v1/products/export-duties", tag: "api", access: "everyone",
    summary: "Kazakhstan export duties known for the code on the date (seasons included), or \"no data\" with the order listing them",
    query: codeInfoQuery, responses: { 200: codeExportDutiesBody, 404: errorBody, 422: errorBody },
  },
  productsRestrictions: {
    method: "GET", path: "/api/v1/products/restrictions", tag: "api", access: "everyone",
    summary: "EU Reg. 833/2014 annex entries covering the code (prefix rule), its Common High Priority List tier and the EAEU non-tariff measures (licence, permit, notification) on the date, with every list checked",
    query: codeInfoQuery, responses: { 200: codeRestrictionsBody, 404: errorBody, 422: errorBody },
  },
  productsPreferenceTariff: {
    method: "GET", path: "/api/v1/products/preference-tariff", tag: "api", access: "everyone",
    summary: "EAEU origin and the unified system of tariff preferences (developing, least developed, excluded countries)",
    query: codeInfoQuery, responses: { 200: codePreferenceBody, 404: errorBody, 422: errorBody },
  },
  productsLabels: {
    method: "GET", path: "/api/v1/products/labels", tag: "api", access: "everyone",
    summary: "Mandatory marking in Kazakhstan covering the code on the date, each with its start date and act, with the list checked (its version and row count)",
    query: codeInfoQuery, responses: { 200: codeLabelsBody, 404: errorBody, 422: errorBody },
  },
  productsProtectiveMeasures: {
    method: "GET", path: "/api/v1/products/protective-measures", tag: "api", access: "everyone",
    summary: "EAEU anti-dumping, countervailing and safeguard duties covering the code on the date, by country of origin and exporter, with the lists checked (versions and row counts)",
    query: protectiveQuery, responses: { 200: codeProtectiveBody, 404: errorBody, 422: errorBody },
  },
  productsEttRate: {
    method: "GET", path: "/api/v1/products/ett-rate", tag: "api", access: "everyone",
    summary: "The CCT (ETT) import duty of the code on the date: base rate, the rate applied in Kazakhstan, ETT notes and what the data does not hold",
    query: codeInfoQuery, responses: { 200: codeEttRateBody, 404: errorBody, 422: errorBody },
  },
  productsBtoRate: {
    method: "GET", path: "/api/v1/products/bto-rate", tag: "api", access: "everyone",
    summary: "Kazakhstan's WTO rate (EEC Council Decision No. 59) covering the code on the date against the CCT rate, with the list checked (null while the list is not compiled)",
    query: codeInfoQuery, responses: { 200: codeBtoRateBody, 404: errorBody, 422: errorBody },
  },
  productsBenefit: {
    method: "GET", path: "/api/v1/products/benefit", tag: "api", access: "everyone",
    summary: "EAEU tariff benefits (exemptions from the import duty) covering the code on the date, with the list checked (its version and row count)",
    query: codeInfoQuery, responses: { 200: codeBenefitBody, 404: errorBody, 422: errorBody },
  },
  // Look-ups and reference tables (names in the `lang` header's locale).
  productsTreeSearch: {
    method: "GET", path: "/api/v1/products/tree-search", tag: "api", access: "everyone",
    summary: "Tree nodes whose own name contains a text, each with its path from the section",
    query: treeSearchQuery, responses: { 200: treeSearchBody, 422: errorBody, 429: errorBody },
  },
  productsCodeSearch: {
    method: "GET", path: "/api/v1/products/code-search", tag: "api", access: "everyone",
    summary: "Coded nodes whose code starts with a prefix (digits; spaces ignored), with names",
    query: codeSearchQuery, responses: { 200: codeSearchBody, 422: errorBody },
  },
  productsCodeStatistics: {
    method: "GET", path: "/api/v1/products/code-statistics", tag: "api", access: "everyone",
    summary: "Counts of the lines, levels and 10-digit codes under a code",
    query: codeStatisticsQuery, responses: { 200: codeStatisticsBody, 404: errorBody, 422: errorBody },
  },
  directoriesCountries: {
    method: "GET", path: "/api/v1/directories/countries/", tag: "api", access: "everyone",
    summary: "Countries with ISO codes, names in ru, kk, en and the EAEU membership flag",
    responses: { 200: countriesBody },
  },
  directoriesPreferenceCountries: {
    method: "GET", path: "/api/v1/directories/preference-countries/", tag: "api", access: "everyone",
    summary: "Countries whose tariff preference status (developing, least developed, excluded) a source states; the list is partial",
    responses: { 200: preferenceCountriesBody },
  },
  directoriesTnveds: {
    method: "GET", path: "/api/v1/directories/tnveds/", tag: "api", access: "everyone",
    summary: "Sections and chapters of the ТН ВЭД, flat, in document order",
    responses: { 200: tnvedsBody },
  },
  codesNames: {
    method: "GET", path: "/api/v1/codes/names", tag: "api", access: "everyone",
    summary: "Names of up to 100 codes at once (`codes=a,b,c`); unknown codes are listed as missing",
    query: codeNamesQuery, responses: { 200: codeNamesBody, 422: errorBody },
  },
  codesBranch: {
    method: "GET", path: "/api/v1/codes/branch", tag: "api", access: "everyone",
    summary: "A code's path from its section and the lines printed under it",
    query: codeBranchQuery, responses: { 200: codeBranchBody, 404: errorBody, 422: errorBody },
  },
  searchNationalTariff: {
    method: "GET", path: "/api/v1/search/national-tariff/", tag: "api", access: "everyone",
    summary: "Smart search over the ТН ВЭД names (any level), best first",
    query: tariffSearchQuery, responses: { 200: nationalTariffBody, 422: errorBody, 429: errorBody },
  },
  searchCustomsTariffs: {
    method: "GET", path: "/api/v1/search/customs-tariffs/", tag: "api", access: "everyone",
    summary: "Smart search for 10-digit codes with their ETT import duty rates, best first",
    query: tariffSearchQuery, responses: { 200: customsTariffsBody, 422: errorBody, 429: errorBody },
  },
  referenceUnits: {
    method: "GET", path: "/api/v1/reference/units", tag: "api", access: "everyone",
    summary: "Units of measure of the ТН ВЭД with their ОКЕИ codes and how many codes use each",
    responses: { 200: unitsBody },
  },
  referenceAbbreviations: {
    method: "GET", path: "/api/v1/reference/abbreviations", tag: "api", access: "everyone",
    summary: "Abbreviations and symbols of the ТН ВЭД (Russian)",
    responses: { 200: abbreviationsBody },
  },
  referenceInterpretationRules: {
    method: "GET", path: "/api/v1/reference/interpretation-rules", tag: "api", access: "everyone",
    summary: "The General Rules for the Interpretation of the ТН ВЭД (ОПИ), as printed (Russian)",
    responses: { 200: interpretationRulesBody },
  },
  referenceEttNotes: {
    method: "GET", path: "/api/v1/reference/ett-notes", tag: "api", access: "everyone",
    summary: "ETT footnotes: text, status, validity, whether they apply in Kazakhstan, codes referencing them",
    responses: { 200: ettNotesBody },
  },
  referenceExportDuties: {
    method: "GET", path: "/api/v1/reference/export-duties", tag: "api", access: "everyone",
    summary: "Kazakhstan's export duties known to us; with `code`, the rows that cover that code",
    query: exportDutiesQuery, responses: { 200: exportDutiesBody, 422: errorBody },
  },
  productsNotes: {
    method: "GET", path: "/api/v1/products/notes", tag: "api", access: "everyone",
    summary: "Notes of one section (`SXVI`) or chapter (`84`) as printed in the ТН ВЭД ЕАЭС (Russian)",
    query: notesQuery, responses: { 200: notesBody, 404: errorBody, 422: errorBody },
  },
  productsNode: {
    method: "GET", path: "/api/v1/products/node", tag: "api", access: "everyone",
    summary: "One node of the tree (a heading, subheading or code) with its path from the section: deep links below the code level",
    query: nodeQuery, responses: { 200: nodeBody, 404: errorBody, 422: errorBody },
  },
  productsSanctions: {
    method: "GET", path: "/api/v1/products/sanctions", tag: "api", access: "everyone",
    summary: "Sanctions measures by code (2–10 digits): EU 833/2014 annexes by the prefix rule, entries below a short code, CHPL tier",
    query: sanctionsCodeQuery, responses: { 200: codeSanctionsBody, 422: errorBody },
  },
  directoriesSanctions: {
    method: "GET", path: "/api/v1/products/directories/sanctions", tag: "api", access: "everyone",
    summary: "Sanctions regimes (annexes) and name lists with their versions, sizes, sources and licences",
    responses: { 200: sanctionsDirectoryBody },
  },
  sanctionsRussiaStats: {
    method: "GET", path: "/api/v1/sanctions/statistics/against-russia", tag: "api", access: "everyone",
    summary: "Designations against Russia by jurisdiction, target type and month, each series with its source and date",
    responses: { 200: russiaStatsBody },
  },
  sanctionsScreen: {
    method: "GET", path: "/api/v1/sanctions/screen", tag: "api", access: "everyone",
    summary: "Screen a name against the OFAC, UN, UK and EU lists: typos, word order, Cyrillic/Latin; best first, score 0..1",
    query: screenQuery, responses: { 200: screenBody, 422: errorBody, 429: errorBody },
  },
  tnvedSearch: {
    method: "POST", path: "/ai/ved/tnved/search", tag: "ai", access: "everyone",
    summary: "Smart search over the ТН ВЭД: everyday words in ru, kk, en, codes, typos, wrong layout, transliteration; best first",
    query: searchQuery, body: searchRequestBody, responses: { 200: searchBody, 422: errorBody, 429: errorBody },
  },

  // Sign-in (auth service). Answers are in the `lang` header's language; 429 comes with Retry-After.
  authRegister: {
    method: "POST", path: "/auth/api/v2/register", tag: "auth", access: "everyone",
    summary: "Create an account and mail a 6-digit code; a known e-mail gets the same answer (its owner a warning mail)",
    body: registerBody, responses: { 200: successBody, 422: registerErrorBody, 429: rateLimitedBody },
  },
  authLogin: {
    method: "POST", path: "/auth/api/login", tag: "auth", access: "everyone",
    summary: "Sign in (sets the session cookie); 2FA accounts send 2fa_code too",
    body: loginBody,
    responses: { 200: loginBodyOk, 206: loginUnverifiedBody, 401: failureBody, 403: failureBody, 422: malformedBody, 429: rateLimitedBody },
  },
  authAccessCookie: {
    method: "GET", path: "/auth/api/access/cookie", tag: "auth", access: "everyone",
    summary: "A fresh access token for the session cookie (data null without a cookie; 401 clears a dead one)",
    responses: { 200: accessCookieBody, 401: failureBody, 403: failureBody },
  },
  authLogout: {
    method: "GET", path: "/auth/api/logout", tag: "auth", access: "everyone",
    summary: "End the session (cookie or bearer) and clear the cookie",
    responses: { 200: successBody, 403: failureBody },
  },
  authVerifyOtp: {
    method: "GET", path: "/auth/api/email/verify-otp", tag: "auth", access: "everyone",
    summary: "Verify the e-mail with the mailed code (5 tries, 10 minutes)",
    query: verifyOtpQuery, responses: { 200: successBody, 422: failureBody, 429: rateLimitedBody },
  },
  authResendOtp: {
    method: "GET", path: "/auth/api/email/resend-otp", tag: "auth", access: "everyone",
    summary: "Mail a new e-mail code (the old one dies); at most one per 60 s",
    query: emailQuery, responses: { 200: successBody, 422: malformedBody, 429: rateLimitedBody },
  },
  authPasswordEmailOtp: {
    method: "POST", path: "/auth/api/password/email-otp", tag: "auth", access: "everyone",
    summary: "Mail a password recovery code (only to a real account; the same answer for any e-mail)",
    body: emailBody, responses: { 200: successBody, 422: malformedBody, 429: rateLimitedBody },
  },
  authPasswordValidateOtp: {
    method: "POST", path: "/auth/api/password/validate-otp", tag: "auth", access: "everyone",
    summary: "Exchange the recovery code for a single-use reset token (15 minutes)",
    body: validateOtpBody, responses: { 200: resetTokenBody, 422: failureBody, 429: rateLimitedBody },
  },
  authPasswordReset: {
    method: "POST", path: "/auth/api/password/reset-otp", tag: "auth", access: "everyone",
    summary: "Set a new password with the reset token; every session of the account ends",
    body: resetPasswordBody, responses: { 200: successBody, 422: passwordErrorBody, 429: rateLimitedBody },
  },
  authPasswordChange: {
    method: "POST", path: "/auth/api/password/change", tag: "auth", access: "signed-in",
    summary: "Change the password (bearer); every other session ends",
    body: changePasswordBody, responses: { 200: successBody, 422: passwordErrorBody, 429: rateLimitedBody },
  },
  auth2faSetup: {
    method: "POST", path: "/auth/api/2fa/setup", tag: "auth", access: "signed-in",
    summary: "A new TOTP secret (RFC 6238, 6 digits, 30 s) for an authenticator app (bearer)",
    responses: { 200: twoFactorSetupBody, 409: failureBody, 429: rateLimitedBody },
  },
  auth2faEnable: {
    method: "POST", path: "/auth/api/2fa/enable", tag: "auth", access: "signed-in",
    summary: "Turn 2FA on with a code from the app (bearer)",
    body: twoFactorCodeBody, responses: { 200: successBody, 403: failureBody, 409: failureBody, 422: failureBody, 429: rateLimitedBody },
  },
  auth2faDisable: {
    method: "POST", path: "/auth/api/2fa/disable", tag: "auth", access: "signed-in",
    summary: "Turn 2FA off with a code from the app (bearer)",
    body: twoFactorCodeBody, responses: { 200: successBody, 403: failureBody, 422: failureBody, 429: rateLimitedBody },
  },
  // The signed-in user (user service, bearer).
  userInfo: {
    method: "GET", path: "/user/api/user/info", tag: "user", access: "signed-in",
    summary: "E-mail, 2FA, plan, permissions and limits of the signed-in user",
    responses: { 200: userInfoBody },
  },
  userServices: {
    method: "GET", path: "/user/api/user/services", tag: "user", access: "signed-in",
    summary: "Ids of the sections the user's plan opens",
    responses: { 200: userServicesBody },
  },
  userFavourites: {
    method: "GET", path: "/user/api/favourites", tag: "user", access: "signed-in",
    summary: "The user's favourite codes, newest first",
    responses: { 200: favouritesBody },
  },
  userFavouriteAdd: {
    method: "POST", path: "/user/api/favourites", tag: "user", access: "signed-in",
    summary: "Add a code to the favourites (idempotent); answers the list",
    body: userCodeBody, responses: { 200: favouritesBody, 404: errorBody, 409: errorBody, 422: errorBody },
  },
  userFavouriteRemove: {
    method: "DELETE", path: "/user/api/favourites", tag: "user", access: "signed-in",
    summary: "Remove a code from the favourites (idempotent); answers the list",
    body: userCodeBody, responses: { 200: favouritesBody, 422: errorBody },
  },
  userViewHistory: {
    method: "GET", path: "/user/api/view-history", tag: "user", access: "signed-in",
    summary: "Codes the user viewed, newest first (the last 100)",
    responses: { 200: viewHistoryBody },
  },
  userViewRecord: {
    method: "POST", path: "/user/api/view-history", tag: "user", access: "signed-in",
    summary: "Record a view of a code card; answers the history",
    body: userCodeBody, responses: { 200: viewHistoryBody, 404: errorBody, 422: errorBody },
  },
  userViewRemove: {
    method: "DELETE", path: "/user/api/view-history", tag: "user", access: "signed-in",
    summary: "Remove a code from the view history (idempotent); answers the history",
    body: userCodeBody, responses: { 200: viewHistoryBody, 422: errorBody },
  },
  calculatorResources: {
    method: "GET", path: "/api/v1/calculator/resources", tag: "api", access: "everyone",
    summary: "Currencies with their newest NBK month, countries with EAEU and preference status, units",
    responses: { 200: calculatorResourcesBody },
  },
  calculatorUnit: {
    method: "GET", path: "/api/v1/calculator/unit", tag: "api", access: "everyone",
    summary: "The supplementary unit of a 10-digit code",
    query: calculatorCodeQuery, responses: { 200: calculatorUnitBody, 404: errorBody, 422: errorBody },
  },
  calculatorCodeInfo: {
    method: "GET", path: "/api/v1/calculator/code-info", tag: "api", access: "everyone",
    summary: "What the calculator must ask for a code on a date: the applied duty rate and its quantity unit, excise, VAT",
    query: calculatorCodeQuery, responses: { 200: calculatorCodeInfoBody, 404: errorBody, 422: errorBody },
  },
  calculatorCalculate: {
    method: "POST", path: "/api/v1/calculator/calculate", tag: "api", access: "everyone",
    summary: "Import payments for a code, date, origin and customs value: duty, excise, VAT and fee line by line, with the working and sources",
    body: calculateRequest, responses: { 200: calculateBody, 422: errorBody, 429: errorBody },
  },
  userCalculations: {
    method: "GET", path: "/user/api/calculations", tag: "user", access: "signed-in",
    summary: "The user's past calculations, newest first (the last 100)",
    responses: { 200: calculationsBody },
  },
  userCalculationSave: {
    method: "POST", path: "/user/api/calculations", tag: "user", access: "signed-in",
    summary: "Keep a calculation in the user's reports; answers the list",
    body: saveCalculationBody, responses: { 200: calculationsBody, 422: errorBody },
  },
  // Container tracking (issue 7).
  trackContainer: {
    method: "GET", path: "/api/v1/track-container", tag: "api", access: "everyone",
    summary: "A container by its ISO 6346 number: owner, status, ETA, vessel (sanctions flag), DCSA events and the route; 422 names the wrong part of the number",
    query: trackQuery, responses: { 200: trackBody, 404: errorBody, 422: errorBody },
  },
  trackContainerDemo: {
    method: "GET", path: "/api/v1/track-container/demo", tag: "api", access: "everyone",
    summary: "Containers of the built-in demo carrier, to try the tracking with",
    responses: { 200: demoContainersBody },
  },
  trackContainerEvents: {
    method: "POST", path: "/api/v1/track-container/events", tag: "api", access: "everyone",
    summary: "DCSA Track & Trace 2.2 event-subscription callback: header Notification-Signature: sha256=<hex HMAC-SHA256 of the raw body with TNT_WEBHOOK_SECRET>; an eventID seen before is ignored",
    body: dcsaEventsBody, responses: { 200: eventsReceivedBody, 401: errorBody, 422: errorBody, 503: errorBody },
  },
  mapsWorld: {
    method: "GET", path: "/api/v1/maps/world", tag: "api", access: "everyone",
    summary: "The world map every built-in map draws (Natural Earth 1:110m countries, GeoJSON; gzip when accepted)",
    responses: { 200: worldMapBody },
  },
  // Plans and the importer card (issue 8).
  plans: {
    method: "GET", path: "/api/v1/plans", tag: "api", access: "everyone",
    summary: "The plans with their permissions, monthly card openings, price and period; whether payments are configured",
    responses: { 200: plansBody },
  },
  openCard: {
    method: "GET", path: "/api/v1/open-card", tag: "api", access: "card_opening_ved",
    summary: "Open an importer card by BIN (bearer), optionally scoped to codes, partners and months: takes one of the month's openings (Asia/Almaty months) unless the importer's card was opened this month; 402 when none is left, 403 without card_opening_ved",
    query: openCardQuery,
    responses: { 200: openCardBody, 402: limitReachedBody, 404: errorBody, 422: errorBody },
  },
  userOpenedCards: {
    method: "GET", path: "/user/api/opened-cards", tag: "user", access: "signed-in",
    summary: "The importer cards the user opened, newest first, and this month's openings left",
    responses: { 200: openedCardsBody },
  },
  // Trade analytics (issue 8): official partner figures; companies and regions from declaration lines (`demo` says whether any is demo).
  tradeCountry: {
    method: "GET", path: "/api/v1/country", tag: "api", access: "everyone",
    summary: "Kazakhstan's trade with its main partners in a year (official BNS / WITS figures), with shares of the national total",
    query: countryQuery, responses: { 200: countryBody, 422: errorBody },
  },
  tradeImporters: {
    method: "GET", path: "/api/v1/importers", tag: "api", access: "access_to_ved",
    summary: "Importing companies by value from declaration lines (filters year, region, country, code prefix; paged); `demo` when any line is demo data",
    query: companiesQuery, responses: { 200: companiesBody, 422: errorBody },
  },
  tradeExporters: {
    method: "GET", path: "/api/v1/exporters", tag: "api", access: "access_to_ved",
    summary: "Exporting companies by value from declaration lines (filters year, region, country, code prefix; paged); `demo` when any line is demo data",
    query: companiesQuery, responses: { 200: companiesBody, 422: errorBody },
  },
  tradeRegions: {
    method: "GET", path: "/api/v1/regions", tag: "api", access: "access_to_ved",
    summary: "Trade of the 20 regions from declaration lines (year, flow); `demo` when any line is demo data",
    query: regionsQuery, responses: { 200: regionsBody, 422: errorBody },
  },
  ...tradeGeoEndpoints,
  ...tradeProductsEndpoints,
  ...logisticsEndpoints,
  ...textSearchEndpoints,
  ...importerSearchEndpoints,
  ...feaMapEndpoints,
  ...accountEndpoints,
  ...paymentEndpoints,
  ...watchEndpoints,
  ...groupEndpoints,
  ...userNoteEndpoints,
  ...changesEndpoints,
  ...legalSearchEndpoints,
  ...authRedirects,
} as const satisfies Record<string, Endpoint>);
