import Cookies from "js-cookie";

/**
 * The client's cookies of spec §3: accessToken (lifetime expire_in, parent domain, secure,
 * path /), autoLogout, redirect_url and the remember-me username (336 hours).
 *
 * The remember-me password cookie of the spec is not kept: a password readable by any script
 * is a gift to XSS. Remember-me keeps the server session 14 days instead (login `remember`).
 */

export const ACCESS_TOKEN = "accessToken";
export const AUTO_LOGOUT = "autoLogout";
export const REDIRECT_URL = "redirect_url";
export const REMEMBERED_USERNAME = "username";
/** 336 hours. */
export const REMEMBER_DAYS = 14;

/**
 * The parent domain the sibling sections share (`tnved.example.kz` → `example.kz`); none on
 * localhost or an IP address, where a Domain attribute would make the browser refuse the cookie.
 */
export function parentDomain(hostname: string): string | undefined {
  if (hostname === "localhost" || /^[\d.]+$/.test(hostname) || hostname.includes(":")) return undefined;
  const labels = hostname.split(".");
  return labels.length > 2 ? labels.slice(-2).join(".") : undefined;
}

function shared() {
  return {
    path: "/",
    domain: parentDomain(window.location.hostname),
    // Browsers drop Secure cookies set over plain http (except on localhost): follow the page.
    secure: window.location.protocol === "https:",
    sameSite: "Lax" as const,
  };
}

export const readAccessToken = (): string | null => Cookies.get(ACCESS_TOKEN) ?? null;

export function storeAccessToken(token: string, expireInSeconds: number): void {
  Cookies.set(ACCESS_TOKEN, token, { ...shared(), expires: new Date(Date.now() + expireInSeconds * 1000) });
}

export function expireAccessToken(): void {
  Cookies.remove(ACCESS_TOKEN, shared());
}

export const readAutoLogout = (): boolean => Cookies.get(AUTO_LOGOUT) === "true";
const SIGNED_IN_MARK = "portal_signed_in";
/** The auth service's readable mark beside its HttpOnly session cookie: this browser may be signed in. */
export const readSignedInMark = (): boolean => Cookies.get(SIGNED_IN_MARK) === "1";
/**
 * Whether any cookie says this browser may be signed in: the mark, a token or the auto-logout mark another
 * section of the site left. One read of document.cookie, not three: each read asks the browser's cookie
 * store, and React asks this on every render of the account.
 */
export function hasSignInTrace(): boolean {
  const all = Cookies.get();
  return all[SIGNED_IN_MARK] === "1" || all[ACCESS_TOKEN] !== undefined || all[AUTO_LOGOUT] === "true";
}
export const setAutoLogout = (): void => void Cookies.set(AUTO_LOGOUT, "true", shared());
export const clearAutoLogout = (): void => Cookies.remove(AUTO_LOGOUT, shared());

export const keepRedirectUrl = (url: string): void => void Cookies.set(REDIRECT_URL, url, shared());

export const readRememberedUsername = (): string => Cookies.get(REMEMBERED_USERNAME) ?? "";
export function rememberUsername(username: string | null): void {
  if (username) Cookies.set(REMEMBERED_USERNAME, username, { ...shared(), expires: REMEMBER_DAYS });
  else Cookies.remove(REMEMBERED_USERNAME, shared());
}
