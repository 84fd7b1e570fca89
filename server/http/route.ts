import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { endpoints, type Endpoint } from "../../core/contract/index.ts";
import type { Session } from "../services/auth/sessions.ts";
import "./access.ts";
import { unprocessable } from "./validate.ts";

export type EndpointKey = keyof typeof endpoints;
type Declared<K extends EndpointKey> = (typeof endpoints)[K];
/** Who called, as the call's access rule (core/access.ts) let them through: a session unless the call is open to everyone. */
export type CallerOf<K extends EndpointKey> = Declared<K> extends { access: "everyone" } ? undefined : Session;
type Parsed<E, Part extends string> = E extends { readonly [P in Part]: infer S extends z.ZodType } ? z.output<S> : unknown;

/** A request whose params, query and body are what the contract's schemas made of them. */
export type ContractRequest<K extends EndpointKey> = FastifyRequest<{
  Params: Parsed<Declared<K>, "params">;
  Querystring: Parsed<Declared<K>, "query">;
  Body: Parsed<Declared<K>, "body">;
}>;

/** The parts a contract may declare, in the order they are checked. */
const PARTS = ["params", "query", "body"] as const;

/** A request part the contract's schema refused. */
export interface Refusal {
  request: FastifyRequest;
  reply: FastifyReply;
  part: (typeof PARTS)[number];
  schema: z.ZodType;
  /** The part as it came. */
  value: unknown;
  issues: readonly z.core.$ZodIssue[];
}

export interface RouteOptions<K extends EndpointKey, G> {
  /**
   * What the call checks after its access rule and before it reads its input (origin, address limits), so
   * refused input still counts against a limit: the guard's result reaches the handler, null means the guard
   * has answered.
   */
  guard?: (request: FastifyRequest, reply: FastifyReply, caller: CallerOf<K>) => Promise<G | null>;
  /** The answer to a refused part: the translated 422 of validate.ts unless the call words it its own way. */
  invalid?: (refusal: Refusal) => unknown;
  /** The body stays the bytes that came (a signature covers them): the handler checks them, then applies the contract's schema. */
  rawBody?: true;
}

/**
 * The path a plugin registers for a contract path: without the plugin's prefix (/api, /auth/api, /user/api,
 * /ai), `{name}` as Fastify's `:name`. A path outside the prefix is a call registered in the wrong service.
 */
export function servedPath(contractPath: string, prefix: string): string {
  if (!contractPath.startsWith(prefix)) throw new Error(`${contractPath} is not under the service prefix ${prefix}`);
  return contractPath.slice(prefix.length).replace(/\{(\w+)\}/g, ":$1");
}

/**
 * Registers the handler of a contract call: method and path from its declaration; its access rule checked
 * first (a refused caller learns nothing about the input: 401 or 403 no_permission, http/access.ts), then
 * the guard, then each declared part parsed by its schema (the handler sees the parsed values), a refused
 * part answered before the handler runs. Without a guard the handler gets the caller.
 */
export function route<K extends EndpointKey, G = CallerOf<K>>(
  app: FastifyInstance,
  key: K,
  handler: (request: ContractRequest<K>, reply: FastifyReply, guarded: G) => unknown,
  options: RouteOptions<K, G> = {},
): void {
  const declared: Endpoint = endpoints[key];
  const { guard, invalid = unprocessable() } = options;
  const rule = declared.access;
  if (rule !== "everyone" && !app.hasDecorator("checkAccess")) throw new Error(`${key} needs the app's access check (http/access.ts)`);
  app.route({
    method: declared.method,
    url: servedPath(declared.path, app.prefix),
    handler: async (request, reply) => {
      const caller = rule === "everyone" ? undefined : await app.checkAccess(request, reply, rule);
      if (caller === null) return reply;
      const guarded = guard ? await guard(request, reply, caller as CallerOf<K>) : caller;
      if (guarded === null) return reply;
      const parts = request as unknown as Record<(typeof PARTS)[number], unknown>;
      for (const part of PARTS) {
        const schema = declared[part];
        if (!schema || (part === "body" && options.rawBody)) continue;
        const value = parts[part];
        const parsed = schema.safeParse(value ?? {});
        if (!parsed.success) return invalid({ request, reply, part, schema, value, issues: parsed.error.issues });
        parts[part] = parsed.data;
      }
      return handler(request as unknown as ContractRequest<K>, reply, guarded as G);
    },
  });
}
