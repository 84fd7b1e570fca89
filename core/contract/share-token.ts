// Without zod, so a page can check a share link's shape before the contract (zod and its schemas) has loaded.

/** A code group's share token as the server issues it: unguessable, URL-safe. */
export const SHARE_TOKEN = /^[A-Za-z0-9_-]{32,64}$/;
