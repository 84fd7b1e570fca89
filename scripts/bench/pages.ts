import { LOCALES, localePath } from "../../core/routes.ts";

/** The pages issue 14 budgets in every language: the landing, the tree, a code card, the calculator, the analytics. */
const BUDGET_PAGES = ["/", "/tree", "/custom/0201100008", "/calculator", "/fea"];

/** Each budget page in ru, kk and en (`/`, `/kk`, `/en`, …), ru first. */
export const budgetPaths = (): string[] => LOCALES.flatMap((locale) => BUDGET_PAGES.map((p) => localePath(locale, p)));
