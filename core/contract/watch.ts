import { z } from "zod";
import { errorBody, type Endpoint } from "./common.ts";

// The watch list, the feed and the alert settings (issue #18 items 1, 3 and 6; user service, bearer).
// A code follows its whole branch; a counterparty is a name or a BIN matched by the sanctions screening;
// a container is an ISO 6346 number. The server checks each ref (404 for a code not in the tree, 422 for
// a malformed ref) and keeps the same thing followed twice as one entry.

export const WATCH_KINDS = ["code", "counterparty", "container"] as const;
export type WatchKind = (typeof WATCH_KINDS)[number];
/** Most entries one account follows (a broker with 500 codes and their clients' containers). */
export const WATCH_MAX = 2000;
/** Feed items per page. */
export const FEED_PAGE = 50;

export const watchBody = z.object({ kind: z.enum(WATCH_KINDS), ref: z.string().max(200) });
export const watchEntry = z.object({ id: z.string(), kind: z.enum(WATCH_KINDS), ref: z.string(), created_at: z.string() });
export const watchEntryBody = z.object({ data: watchEntry });
export const watchListBody = z.object({ data: z.array(watchEntry) });
export const watchIdParams = z.object({ id: z.string().regex(/^\d{1,18}$/) });

/** `before`: the id of the last item seen (the next page holds older ones). */
export const feedQuery = z.object({
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(FEED_PAGE).default(FEED_PAGE),
});
export const feedItem = z.object({
  id: z.string(), kind: z.enum(WATCH_KINDS), ref: z.string(), title: z.string(), changed_at: z.string(), read: z.boolean(),
});
export const feedBody = z.object({ data: z.array(feedItem), unread: z.number().int(), next_before: z.string().nullable() });
export const feedReadBody = z.object({ ids: z.array(z.string().regex(/^\d{1,18}$/)).min(1).max(500) });
export const feedReadAnswer = z.object({ unread: z.number().int() });

export const NOTIFY_MODES = ["immediate", "daily", "off"] as const;
export const notificationSettingsBody = z.object({ mode: z.enum(NOTIFY_MODES), hour: z.number().int().min(0).max(23) });
export const notificationSettingsAnswer = z.object({ data: notificationSettingsBody });

/**
 * The signed token of an alert mail's unsubscribe link (no sign-in needed). It comes in the JSON body from the
 * portal's page, or in the query of the List-Unsubscribe URL, to which a mail client's RFC 8058 one-click POST
 * sends the form body `List-Unsubscribe=One-Click`.
 */
const unsubscribeToken = z.string().min(1).max(300);
export const unsubscribeBody = z.object({ token: unsubscribeToken.optional() });
export const unsubscribeQuery = z.object({ token: unsubscribeToken.optional() });
export const unsubscribeAnswer = z.object({ data: notificationSettingsBody, message: z.string() });

export const watchEndpoints = {
  userWatchList: {
    method: "GET", path: "/user/api/watch", tag: "user", access: "signed-in",
    summary: "What the user follows, newest first", responses: { 200: watchListBody },
  },
  userWatchAdd: {
    method: "POST", path: "/user/api/watch", tag: "user", access: "signed-in",
    summary: "Follow a code, a counterparty (name or BIN) or a container; the same thing twice is the same entry",
    body: watchBody, responses: { 200: watchEntryBody, 404: errorBody, 409: errorBody, 422: errorBody },
  },
  userWatchRemove: {
    method: "DELETE", path: "/user/api/watch/{id}", tag: "user", access: "signed-in",
    summary: "Stop following (idempotent); answers the list", params: watchIdParams, responses: { 200: watchListBody, 422: errorBody },
  },
  userFeed: {
    method: "GET", path: "/user/api/feed", tag: "user", access: "signed-in",
    summary: "Changes to what the user follows since they followed it, newest first, with the unread count",
    query: feedQuery, responses: { 200: feedBody, 422: errorBody },
  },
  userFeedRead: {
    method: "POST", path: "/user/api/feed/read", tag: "user", access: "signed-in",
    summary: "Mark feed items read; answers the unread count", body: feedReadBody, responses: { 200: feedReadAnswer, 422: errorBody },
  },
  userNotificationSettings: {
    method: "GET", path: "/user/api/notification-settings", tag: "user", access: "signed-in",
    summary: "How the user is told of changes: mail at once, a daily digest at an hour (Asia/Almaty) or none",
    responses: { 200: notificationSettingsAnswer },
  },
  userNotificationSettingsSave: {
    method: "PUT", path: "/user/api/notification-settings", tag: "user", access: "signed-in",
    summary: "Save how the user is told of changes", body: notificationSettingsBody, responses: { 200: notificationSettingsAnswer, 422: errorBody },
  },
  userUnsubscribe: {
    method: "POST", path: "/user/api/notifications/unsubscribe", tag: "user", access: "everyone",
    summary: "Stop alert mails with the signed token of a mail's unsubscribe link (JSON body or the query; RFC 8058 one-click)",
    query: unsubscribeQuery, body: unsubscribeBody, responses: { 200: unsubscribeAnswer, 400: errorBody, 422: errorBody },
  },
} satisfies Record<string, Endpoint>;
