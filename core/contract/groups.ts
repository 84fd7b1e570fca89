import { z } from "zod";
import { failureBody } from "./auth.ts";
import { calculateRequest, calculationResult } from "./calculator.ts";
import { errorBody, type Endpoint } from "./common.ts";
import { fullName } from "./products.ts";
import { SHARE_TOKEN } from "./share-token.ts";

// Code groups (issue 18 item 4): the signed-in user's named lists of codes ("Client A — spare parts"), a
// read-only share link per group, and the batch calculation of a group's codes with one set of assumptions.

/** Most groups one account keeps. */
export const GROUPS_MAX = 100;
/** Most codes one group holds. */
export const GROUP_CODES_MAX = 1000;
/** Longest group name. */
export const GROUP_NAME_MAX = 200;

/** Digits of a ТН ВЭД code (2 to 10), spaces ignored. */
const groupCode = z
  .string()
  .transform((s) => s.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{2,10}$/));

export const groupParams = z.object({ id: z.uuid() });
export const sharedGroupParams = z.object({ token: z.string().regex(SHARE_TOKEN) });

/** The name is trimmed; its length is checked by the server (a translated 422 naming the limit). */
export const groupNameBody = z.object({ name: z.string().trim().min(1) });
/** Codes to add or remove; how many a group may hold is checked by the server. */
export const groupCodesBody = z.object({ codes: z.array(groupCode).min(1) });
/** Create a group, optionally with its first codes (an imported CSV). */
export const groupCreateBody = groupNameBody.extend({ codes: z.array(groupCode).optional() });
/** `code`: answer with each group's `has_code` for that code (the "add to group" control of the code card). */
export const codeGroupsQuery = z.object({ code: groupCode.optional() });

export const groupSummary = z.object({
  id: z.string(),
  name: z.string(),
  codes: z.number().int(),
  /** Whether the `code` of the query is in the group (false without one). */
  has_code: z.boolean(),
  /** The share link's token; null while the group is not shared. */
  share_token: z.string().nullable(),
  updated_at: z.string(),
});
export type GroupSummary = z.infer<typeof groupSummary>;
export const codeGroupsBody = z.object({ data: z.array(groupSummary) });

/**
 * A code of a group with its name in the `lang` header's locale, the name that reads alone (what the table
 * shows) and the import duty as the tariff prints it; names are null for a code no longer in the tariff.
 */
export const groupEntry = z.object({ code: z.string(), name: z.string().nullable(), full_name: fullName.nullable(), duty: z.string().nullable() });
export const groupDetail = z.object({
  id: z.string(),
  name: z.string(),
  share_token: z.string().nullable(),
  updated_at: z.string(),
  /** In the order they were added. */
  codes: z.array(groupEntry),
});
export type GroupDetail = z.infer<typeof groupDetail>;
export const groupBody = z.object({
  data: groupDetail,
  /** Codes of the request the tariff does not hold (not added). */
  unknown: z.array(z.string()),
});

/** What a share link shows: the group's name and codes, nothing about its owner. */
export const sharedGroupBody = z.object({ data: groupDetail.pick({ name: true, codes: true, updated_at: true }) });

// ---------- POST /v1/calculator/batch ----------
/** The same assumptions for every code: one date, origin, value (freight, insurance, rates) per batch. */
export const batchRequest = calculateRequest.omit({ code: true, quantity: true, excise_quantity: true }).extend({
  codes: z.array(groupCode).min(1).max(GROUP_CODES_MAX),
});
export type BatchRequest = z.infer<typeof batchRequest>;
/** One row per code: the calculator's result, or the sentence saying why this code could not be computed. */
export const batchRow = z.object({ code: z.string(), result: calculationResult.nullable(), error: z.string().nullable() });
export type BatchRow = z.infer<typeof batchRow>;
export const batchBody = z.object({ data: z.array(batchRow) });

const groupPath = "/user/api/groups/{id}";
export const groupEndpoints = {
  userGroups: {
    method: "GET", path: "/user/api/groups", tag: "user", access: "signed-in",
    summary: "The user's code groups, newest change first; with `code`, whether each group holds it",
    query: codeGroupsQuery, responses: { 200: codeGroupsBody, 401: failureBody, 422: errorBody },
  },
  userGroupCreate: {
    method: "POST", path: "/user/api/groups", tag: "user", access: "signed-in",
    summary: `Create a group (name, optional codes; at most ${GROUPS_MAX} groups, ${GROUP_CODES_MAX} codes each); unknown codes are listed, not added`,
    body: groupCreateBody, responses: { 200: groupBody, 401: failureBody, 422: errorBody },
  },
  userGroup: {
    method: "GET", path: groupPath, tag: "user", access: "signed-in",
    summary: "One of the user's groups with its codes, their names and import duties; 404 for another user's group",
    params: groupParams, responses: { 200: groupBody, 401: failureBody, 404: errorBody, 422: errorBody },
  },
  userGroupRename: {
    method: "POST", path: groupPath, tag: "user", access: "signed-in",
    summary: "Rename a group", params: groupParams, body: groupNameBody,
    responses: { 200: groupBody, 401: failureBody, 404: errorBody, 422: errorBody },
  },
  userGroupDelete: {
    method: "DELETE", path: groupPath, tag: "user", access: "signed-in",
    summary: "Delete a group and its share link", params: groupParams,
    responses: { 200: codeGroupsBody, 401: failureBody, 404: errorBody, 422: errorBody },
  },
  userGroupAddCodes: {
    method: "POST", path: `${groupPath}/codes`, tag: "user", access: "signed-in",
    summary: "Add codes to a group (known codes only; a code already there stays once)", params: groupParams, body: groupCodesBody,
    responses: { 200: groupBody, 401: failureBody, 404: errorBody, 422: errorBody },
  },
  userGroupRemoveCodes: {
    method: "DELETE", path: `${groupPath}/codes`, tag: "user", access: "signed-in",
    summary: "Remove codes from a group", params: groupParams, body: groupCodesBody,
    responses: { 200: groupBody, 401: failureBody, 404: errorBody, 422: errorBody },
  },
  userGroupShare: {
    method: "POST", path: `${groupPath}/share`, tag: "user", access: "signed-in",
    summary: "Turn the read-only share link on (an unguessable token; the same while it lasts)", params: groupParams,
    responses: { 200: groupBody, 401: failureBody, 404: errorBody, 422: errorBody },
  },
  userGroupUnshare: {
    method: "DELETE", path: `${groupPath}/share`, tag: "user", access: "signed-in",
    summary: "Revoke the share link: its address answers 404 from now on", params: groupParams,
    responses: { 200: groupBody, 401: failureBody, 404: errorBody, 422: errorBody },
  },
  sharedGroup: {
    method: "GET", path: "/user/api/shared-groups/{token}", tag: "user", access: "everyone",
    summary: "A shared group, read-only: name, codes, names and import duties; 404 once revoked",
    params: sharedGroupParams, responses: { 200: sharedGroupBody, 404: errorBody, 422: errorBody },
  },
  calculatorBatch: {
    method: "POST", path: "/api/v1/calculator/batch", tag: "api", access: "signed-in",
    summary: `The calculator for up to ${GROUP_CODES_MAX} codes with the same date, origin and value: one row per code, its result or why not (a code needing a quantity)`,
    body: batchRequest, responses: { 200: batchBody, 401: failureBody, 422: errorBody, 429: errorBody },
  },
} as const satisfies Record<string, Endpoint>;
