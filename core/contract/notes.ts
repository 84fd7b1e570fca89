import { z } from "zod";
import { pathItem } from "./products.ts";

/** A section (`SXVI`, Roman numeral after S) or a chapter (two digits). */
export const notesQuery = z.object({
  id: z.string().regex(/^(S[IVX]{1,6}|\d{2})$/),
});

/** The notes of one section or chapter as printed in the ТН ВЭД ЕАЭС (Russian only in the source). */
export const notesBody = z.object({
  data: z.object({
    id: z.string(),
    kind: z.enum(["section", "chapter"]),
    /** The section's or chapter's title as printed; null where the source has none. */
    title: z.string().nullable(),
    /** The notes' text with the source's line breaks; "" when the section or chapter has no notes. */
    text: z.string(),
    /** The language of `text` (the source is Russian whatever the `lang` header). */
    lang: z.literal("ru"),
  }),
});
export type TariffNotes = z.infer<typeof notesBody>["data"];

/** A node of the tree by id (coded nodes have their code as id: `8471`, `847130`, `0101210000`). */
export const nodeQuery = z.object({
  id: z.string().regex(/^[A-Za-z0-9-]{1,32}$/),
});

/** One node with its ancestors from the section down (the node excluded): deep links to any level. */
export const nodeBody = z.object({
  data: pathItem.extend({ path: z.array(pathItem) }),
});
export type NodeWithPath = z.infer<typeof nodeBody>["data"];
