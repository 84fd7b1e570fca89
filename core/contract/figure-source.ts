import { z } from "zod";

/** Where a figure comes from: show it under every figure ("Источник: act, as_of" with the link). */
export const figureSource = z.object({
  /** The legal act (or list) the figure is taken from, as the data names it; null when the data names none. */
  act: z.string().nullable(),
  /** Address of the text the figure was read from (link it). */
  url: z.string().nullable(),
  /** Date of the data (edition, consolidated version or compilation date), YYYY-MM-DD; null when unknown. */
  as_of: z.string().nullable(),
  /** How far the figure was checked, in the data's words (show in small print; "secondary", "not verified", …). */
  verification: z.string().nullable(),
});
export type FigureSource = z.infer<typeof figureSource>;
