import { z } from "zod";
import { endpoints, type Endpoint } from "../core/contract/index.ts";

function queryParameters(schema: z.ZodType | undefined) {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: "input" }) as { properties?: Record<string, object>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({
    name,
    in: "query",
    required: json.required?.includes(name) ?? false,
    schema: s,
  }));
}

/** `{name}` segments of a path, each a required parameter: as the contract's params declare it, else any string. */
function pathParameters(path: string, params: z.ZodType | undefined) {
  const declared = params ? (z.toJSONSchema(params, { io: "input" }) as { properties?: Record<string, object> }).properties : undefined;
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name = ""]) => ({
    name, in: "path", required: true, schema: declared?.[name] ?? { type: "string" },
  }));
}

/** The OpenAPI 3.1 document, generated from the one zod contract. */
export function openApiDocument() {
  const paths: Record<string, Record<string, object>> = {};
  for (const [id, e] of Object.entries(endpoints) as [string, Endpoint][]) {
    const op = {
      operationId: id,
      summary: e.summary,
      tags: [e.tag],
      // Who may call it (core/access.ts); a rule other than everyone needs the bearer token.
      "x-access": e.access,
      ...(e.access === "everyone" ? {} : { security: [{ bearer: [] }] }),
      parameters: [
        { name: "lang", in: "header", required: false, schema: { type: "string", enum: ["ru", "kk", "en"], default: "ru" } },
        ...pathParameters(e.path, e.params),
        ...queryParameters(e.query),
      ],
      ...(e.body ? { requestBody: { required: true, content: { "application/json": { schema: z.toJSONSchema(e.body, { io: "input" }) } } } } : {}),
      responses: Object.fromEntries(
        Object.entries(e.responses).map(([status, schema]) => [
          status,
          { description: status, content: { "application/json": { schema: z.toJSONSchema(schema as z.ZodType) } } },
        ]),
      ),
    };
    (paths[e.path] ??= {})[e.method.toLowerCase()] = op;
  }
  return {
    openapi: "3.1.0",
    info: { title: "Foreign-trade portal API", version: "1", description: "Customs and foreign-trade reference for Kazakhstan (EAEU)." },
    tags: [
      { name: "api", description: "Main API" },
      { name: "auth", description: "Sign-in" },
      { name: "user", description: "Signed-in user" },
      { name: "ai", description: "Smart search" },
      { name: "system", description: "Operations" },
    ],
    paths,
    components: {
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer", description: "The access token of POST /auth/api/login or GET /auth/api/access/cookie" },
      },
    },
  };
}
