// Without zod on purpose: the calculator's statechart checks answers against it in the browser.

/** Most a calculation accepts for any amount (customs value, freight, insurance, quantity): beyond it is a typo. */
export const CALC_AMOUNT_MAX = 1e12;
