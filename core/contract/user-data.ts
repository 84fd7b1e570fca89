import { z } from "zod";

// The signed-in user's favourite codes and view history (user service, bearer). Codes are stored as
// digits; names come from GET /api/v1/codes/names.

/** Most favourites one account keeps. */
export const FAVOURITES_MAX = 500;
/** Views kept per account: the newest 100 (a repeated view moves the code to the top). */
export const VIEW_HISTORY_MAX = 100;

/** `code`: 2 to 10 digits, spaces ignored (an existing ТН ВЭД code; 404 otherwise). */
export const userCodeBody = z.object({
  code: z
    .string()
    .transform((s) => s.replace(/\s+/g, ""))
    .pipe(z.string().regex(/^\d{2,10}$/)),
});

/** Favourite codes, newest first. */
export const favouritesBody = z.object({
  data: z.array(z.object({ code: z.string(), added_at: z.string() })),
});

/** Viewed codes, newest first, one entry per code (its latest view). */
export const viewHistoryBody = z.object({
  data: z.array(z.object({ code: z.string(), viewed_at: z.string() })),
});
