import { useQuery } from "@tanstack/react-query";
import { http } from "./client.ts";

// Only the parts the API page shows. Read with small guards instead of zod so the page does not
// pull the validation library into its first load; anything unexpected is skipped, not fatal.

export interface Parameter {
  name: string;
  in: string;
  required: boolean;
  schema: unknown;
}
export interface Operation {
  summary?: string;
  tags: string[];
  parameters: Parameter[];
  requestBody: Record<string, unknown>;
  responses: { status: string; content: Record<string, unknown> }[];
}
export interface OpenApiDocument {
  title: string;
  version: string;
  tags: { name: string; description?: string }[];
  operations: { method: string; path: string; op: Operation }[];
}

const METHODS = ["get", "post", "put", "patch", "delete", "head", "options"];

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === "string" ? v : undefined);
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const obj = (v: unknown): Obj => (isObj(v) ? v : {});

/** Media type → schema. */
function schemas(content: unknown): Record<string, unknown> {
  return Object.fromEntries(Object.entries(obj(content)).map(([type, c]) => [type, obj(c).schema]));
}

function operation(raw: Obj): Operation {
  return {
    summary: str(raw.summary),
    tags: arr(raw.tags).filter((t): t is string => typeof t === "string"),
    parameters: arr(raw.parameters)
      .filter(isObj)
      .filter((p) => str(p.name) !== undefined)
      .map((p) => ({ name: str(p.name) ?? "", in: str(p.in) ?? "", required: p.required === true, schema: p.schema })),
    requestBody: schemas(obj(raw.requestBody).content),
    responses: Object.entries(obj(raw.responses)).map(([status, r]) => ({ status, content: schemas(obj(r).content) })),
  };
}

export function readOpenApi(raw: unknown): OpenApiDocument {
  if (!isObj(raw) || !str(raw.openapi) || !isObj(raw.paths)) throw new Error("Not an OpenAPI document");
  const info = obj(raw.info);
  const operations: OpenApiDocument["operations"] = [];
  for (const [path, item] of Object.entries(raw.paths)) {
    for (const [method, op] of Object.entries(obj(item))) {
      if (METHODS.includes(method) && isObj(op)) operations.push({ method, path, op: operation(op) });
    }
  }
  return {
    title: str(info.title) ?? "",
    version: str(info.version) ?? "",
    tags: arr(raw.tags)
      .filter(isObj)
      .map((t) => ({ name: str(t.name) ?? "", description: str(t.description) })),
    operations,
  };
}

export const OPENAPI_URL = "/api/openapi.json";

/** The OpenAPI 3.1 document the server generates from the shared contract. */
export function useOpenApi() {
  return useQuery({
    queryKey: ["openapi"],
    queryFn: async ({ signal }) => readOpenApi(await (await http()).get(OPENAPI_URL.slice(1), { signal }).json()),
    staleTime: Infinity,
  });
}
