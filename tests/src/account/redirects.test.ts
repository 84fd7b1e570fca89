import { describe, expect, it } from "vitest";
import { parentDomain } from "../../../src/account/cookies.ts";
import { companyIdOf, safeRedirect } from "../../../src/account/redirects.ts";

const here = { origin: "https://tnved.portal.kz", hostname: "tnved.portal.kz" };

describe("parentDomain", () => {
  it("drops the first label of a section host", () => {
    expect(parentDomain("tnved.portal.kz")).toBe("portal.kz");
    expect(parentDomain("stage-tnved.portal.kz")).toBe("portal.kz");
  });
  it("gives none for localhost, addresses and a bare domain", () => {
    expect(parentDomain("localhost")).toBeUndefined();
    expect(parentDomain("127.0.0.1")).toBeUndefined();
    expect(parentDomain("::1")).toBeUndefined();
    expect(parentDomain("portal.kz")).toBeUndefined();
  });
});

describe("companyIdOf", () => {
  it("finds the id of a company basic-info page in any locale", () => {
    expect(companyIdOf("/counterparty/main/company/123456789012/basic-info")).toBe("123456789012");
    expect(companyIdOf("/kk/counterparty/main/company/77/basic-info/")).toBe("77");
  });
  it("is null elsewhere", () => {
    expect(companyIdOf("/tree")).toBeNull();
    expect(companyIdOf("/counterparty/main/company/77/employees")).toBeNull();
  });
});

describe("safeRedirect", () => {
  it("keeps paths of this site", () => {
    expect(safeRedirect("/profile?tab=2", here)).toBe("/profile?tab=2");
  });
  it("keeps addresses on the shared parent domain", () => {
    expect(safeRedirect("https://counterparty.portal.kz/company/5", here)).toBe("https://counterparty.portal.kz/company/5");
    expect(safeRedirect("https://tnved.portal.kz/tree", here)).toBe("https://tnved.portal.kz/tree");
  });
  it("refuses other sites, protocol-relative and script addresses", () => {
    expect(safeRedirect("https://evil.example/login", here)).toBeNull();
    expect(safeRedirect("https://portal.kz.evil.example/", here)).toBeNull();
    expect(safeRedirect("//evil.example/x", here)).toBeNull();
    expect(safeRedirect("/\\evil.example", here)).toBeNull();
    expect(safeRedirect("javascript:alert(1)", here)).toBeNull();
    expect(safeRedirect("not a url", here)).toBeNull();
  });
  it("on localhost only this origin is trusted", () => {
    const local = { origin: "http://localhost:3000", hostname: "localhost" };
    expect(safeRedirect("http://localhost:3000/en/tree", local)).toBe("http://localhost:3000/en/tree");
    expect(safeRedirect("http://localhost:4000/", local)).toBeNull();
  });
});
