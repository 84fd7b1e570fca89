// Zod-free on purpose: the calculator's statechart uses it, and importing the measures contract would bring
// zod into the calculator's first scripts (14 KB gzip over the page budget).

/** Whether a measure written for these origins covers goods from the country (no origins = every origin). */
export const coversOrigin = (origins: readonly string[], country: string) => origins.length === 0 || origins.includes(country);
