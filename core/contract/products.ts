import { z } from "zod";

export const nodeKind = z.enum([
  "section", "chapter", "subgroup", "heading", "subheading6", "subheading8", "subheading9", "code10", "text",
]);

export const treeQuery = z.object({
  parent: z.string().regex(/^[A-Za-z0-9-]{1,32}$/).optional(),
});

export const treeItem = z.object({
  id: z.string(),
  code: z.string().nullable(),
  code_fmt: z.string().nullable(),
  kind: nodeKind,
  name: z.string(),
  has_children: z.boolean(),
});
export type TreeItem = z.infer<typeof treeItem>;

export const treeBody = z.object({ data: z.array(treeItem) });

export const codeQuery = z.object({ code: z.string().regex(/^\d{10}$/) });

export const pathItem = z.object({
  id: z.string(),
  code: z.string().nullable(),
  code_fmt: z.string().nullable(),
  kind: nodeKind,
  name: z.string(),
});

/**
 * A line's name that reads alone, for where it is shown without its path (results, lists, titles, exports):
 * its own name, then the lines above it up to the heading ("Other: carcasses and half-carcasses; meat of bovine
 * animals…"), in the `lang` locale; Russian where a part of it has no translation. A heading's is its name.
 */
export const fullName = z.string();

export const importDuty = z.object({
  /** The rate as printed in the ETT. */
  text: z.string(),
  type: z.enum(["ad_valorem", "specific", "combined_min", "compound_plus", "alternative_lower"]),
  ad_valorem: z.number().nullable(),
  specific: z
    .object({ amount: z.number(), currency: z.string(), per_qty: z.number(), unit: z.string() })
    .nullable(),
  notes: z.array(z.object({ id: z.string(), text: z.string().nullable(), status: z.string(), applies_to_kz: z.boolean() })),
});

export const codeBody = z.object({
  data: z.object({
    code: z.string(),
    code_fmt: z.string(),
    name: z.string(),
    path: z.array(pathItem),
    unit: z.string().nullable(),
    import_duty: importDuty.nullable(),
  }),
});
export type CodeCard = z.infer<typeof codeBody>["data"];
