import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginBodyOk, twoFactorSetupBody, userInfoBody } from "../../../../core/contract/index.ts";
import { encode } from "uqr";
import { QR_OPTIONS } from "../../../../server/services/auth/qr.ts";
import { codeAt, stepAt } from "../../../../server/services/auth/totp.ts";
import { bearer, PASSWORD, startAuthApp, type AuthHarness } from "./harness.ts";

let h: AuthHarness;
beforeAll(async () => { h = await startAuthApp(); });
afterAll(async () => { await h.close(); });

const codeNow = (secret: string, offsetSteps = 0) => codeAt(secret, stepAt(h.clock.now()) + offsetSteps);
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

async function setup(token: string): Promise<string> {
  const res = await h.post("/auth/api/2fa/setup", {}, bearer(token));
  expect(res.statusCode).toBe(200);
  return twoFactorSetupBody.parse(res.json()).data.secret;
}

/** A verified user with 2FA on; returns the e-mail and the secret. */
async function withTwoFactor(): Promise<[string, string]> {
  const email = await h.signUp();
  const { token } = await h.signIn(email);
  const secret = await setup(token);
  expect((await h.post("/auth/api/2fa/enable", { code: codeNow(secret) }, bearer(token))).statusCode).toBe(200);
  h.clock.advance(90); // three steps on: codes of the last minute are unused
  return [email, secret];
}

describe("2FA setup and enable", () => {
  it("gives an RFC 6238 secret and otpauth URL", async () => {
    const email = await h.signUp();
    const { token } = await h.signIn(email);
    const res = await h.post("/auth/api/2fa/setup", {}, bearer(token));
    const { secret, otpauth_url } = twoFactorSetupBody.parse(res.json()).data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauth_url);
    expect(url.searchParams.get("secret")).toBe(secret);
    expect(url.searchParams.get("digits")).toBe("6");
    expect(url.searchParams.get("period")).toBe("30");
    expect(decodeURIComponent(url.pathname)).toContain(email);
    // Not on until a code proves the app has the secret.
    expect(userInfoBody.parse((await h.get("/user/api/user/info", bearer(token))).json()).data.is_2fa_enabled).toBe(false);
  });

  it("draws the otpauth URL as a standalone SVG QR code: dark on white, a quiet zone, no external references", async () => {
    const email = await h.signUp();
    const { token } = await h.signIn(email);
    const first = twoFactorSetupBody.parse((await h.post("/auth/api/2fa/setup", {}, bearer(token))).json()).data;
    const svg = first.qr_svg;
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+">/);
    expect(svg.endsWith("</svg>")).toBe(true);
    expect(svg).toMatch(/<rect fill="#ffffff" width="\d+" height="\d+"\/>/);
    expect(svg).toMatch(/<path fill="#000000" d="(M\d+,\d+h\d+v\d+h-\d+z)+"\/>/);
    expect(svg).not.toMatch(/href|<script|<image|url\(|on\w+=/i);

    // The squares are exactly the dark modules of the URL's QR code, the border (quiet zone) left light.
    const qr = encode(first.otpauth_url, QR_OPTIONS);
    const size = qr.size * QR_OPTIONS.pixelSize;
    expect(svg).toContain(`viewBox="0 0 ${size} ${size}"`);
    const squares = [...svg.matchAll(/M(\d+),(\d+)h/g)].map(([, x, y]) => `${Number(x) / QR_OPTIONS.pixelSize},${Number(y) / QR_OPTIONS.pixelSize}`);
    const dark = qr.data.flatMap((row, y) => row.flatMap((on, x) => (on ? [`${x},${y}`] : [])));
    expect(squares).toEqual(dark);
    for (const square of squares) {
      const [x, y] = square.split(",").map(Number) as [number, number];
      for (const c of [x, y]) expect(c >= QR_OPTIONS.border && c < qr.size - QR_OPTIONS.border).toBe(true);
    }

    // Another secret, another picture.
    const second = twoFactorSetupBody.parse((await h.post("/auth/api/2fa/setup", {}, bearer(token))).json()).data;
    expect(second.secret).not.toBe(first.secret);
    expect(second.qr_svg).not.toBe(first.qr_svg);
  });

  it("answers 403 to a wrong code and 200 to the right one", async () => {
    const email = await h.signUp();
    const { token } = await h.signIn(email);
    const secret = await setup(token);
    expect((await h.post("/auth/api/2fa/enable", { code: wrong(codeNow(secret)) }, bearer(token))).statusCode).toBe(403);
    expect((await h.post("/auth/api/2fa/enable", { code: codeNow(secret) }, bearer(token))).statusCode).toBe(200);
    expect(userInfoBody.parse((await h.get("/user/api/user/info", bearer(token))).json()).data.is_2fa_enabled).toBe(true);
    expect((await h.post("/auth/api/2fa/setup", {}, bearer(token))).statusCode).toBe(409);
  });

  it("answers 422 to enable before setup and to a malformed code; 401 without a bearer", async () => {
    const email = await h.signUp();
    const { token } = await h.signIn(email);
    expect((await h.post("/auth/api/2fa/enable", { code: "123456" }, bearer(token))).statusCode).toBe(422);
    expect((await h.post("/auth/api/2fa/enable", { code: "12345" }, bearer(token))).statusCode).toBe(422);
    expect((await h.post("/auth/api/2fa/setup", {})).statusCode).toBe(401);
    expect((await h.post("/auth/api/2fa/enable", { code: "123456" })).statusCode).toBe(401);
    expect((await h.post("/auth/api/2fa/disable", { code: "123456" })).statusCode).toBe(401);
  });
});

describe("login with 2FA", () => {
  it("answers 200 {is_2fa_enabled:true} with no token and no cookie when no code came", async () => {
    const [email] = await withTwoFactor();
    const res = await h.post("/auth/api/login", { username: email, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { is_2fa_enabled: true, email_is_verified: true } });
    expect(res.json().data.access_token).toBeUndefined();
    expect(res.cookies).toHaveLength(0);
  });

  it("answers 403 to a wrong 2fa_code and 200 with a token to the right one", async () => {
    const [email, secret] = await withTwoFactor();
    const bad = await h.post("/auth/api/login", { username: email, password: PASSWORD, "2fa_code": wrong(codeNow(secret)) });
    expect(bad.statusCode).toBe(403);
    const good = await h.post("/auth/api/login", { username: email, password: PASSWORD, "2fa_code": codeNow(secret) });
    expect(good.statusCode).toBe(200);
    expect(loginBodyOk.parse(good.json()).data).toMatchObject({ is_2fa_enabled: false, email_is_verified: true });
  });

  it("takes a code of the previous 30 s step, not older, and each code once", async () => {
    const [email, secret] = await withTwoFactor();
    const previous = codeNow(secret, -1);
    const login = (code: string) => h.post("/auth/api/login", { username: email, password: PASSWORD, "2fa_code": code });
    expect((await login(codeNow(secret, -2))).statusCode).toBe(403);
    expect((await login(previous)).statusCode).toBe(200);
    expect((await login(previous)).statusCode).toBe(403);
  });

  it("needs the right password before the code matters", async () => {
    const [email, secret] = await withTwoFactor();
    expect((await h.post("/auth/api/login", { username: email, password: "Wrong1234", "2fa_code": codeNow(secret) })).statusCode).toBe(401);
  });
});

describe("2FA disable", () => {
  it("answers 403 to a wrong code, then turns 2FA off with the right one", async () => {
    const [email, secret] = await withTwoFactor();
    const { token } = await h.signIn(email, PASSWORD, { "2fa_code": codeNow(secret) });
    h.clock.advance(30);
    expect((await h.post("/auth/api/2fa/disable", { code: wrong(codeNow(secret)) }, bearer(token))).statusCode).toBe(403);
    expect((await h.post("/auth/api/2fa/disable", { code: codeNow(secret) }, bearer(token))).statusCode).toBe(200);
    const res = await h.post("/auth/api/login", { username: email, password: PASSWORD });
    expect(loginBodyOk.parse(res.json()).data.is_2fa_enabled).toBe(false);
    expect((await h.post("/auth/api/2fa/disable", { code: codeNow(secret) }, bearer(token))).statusCode).toBe(422);
  });
});
