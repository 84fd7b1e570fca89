import { afterEach, describe, expect, it, vi } from "vitest";
import { hasSignInTrace } from "../../../src/account/cookies.ts";

const withCookies = (cookie: string) => vi.stubGlobal("document", { cookie });

describe("hasSignInTrace", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is false for a newcomer, whatever else the browser keeps", () => {
    withCookies("");
    expect(hasSignInTrace()).toBe(false);
    withCookies("locale=kk; username=broker%40example.kz; autoLogout=false; portal_signed_in=0");
    expect(hasSignInTrace()).toBe(false);
  });

  it("is true for the auth service's mark, a token or the auto-logout mark", () => {
    withCookies("locale=en; portal_signed_in=1");
    expect(hasSignInTrace()).toBe(true);
    withCookies("accessToken=abc.def.ghi");
    expect(hasSignInTrace()).toBe(true);
    withCookies("autoLogout=true; locale=ru");
    expect(hasSignInTrace()).toBe(true);
  });
});
