import { describe, expect, it } from "vitest";
import { addressKey } from "../../../server/http/cost-limit.ts";

describe("addressKey", () => {
  it("keeps an IPv4 address, also when written as IPv4-mapped IPv6", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts an IPv6 address by its /64, however it is written", () => {
    const key = "2001:db8:0:1::/64";
    expect(addressKey("2001:db8:0:1::1")).toBe(key);
    expect(addressKey("2001:0db8:0000:0001:ffff:ffff:ffff:ffff")).toBe(key);
    expect(addressKey("2001:DB8:0:1:a:b:c:d%eth0")).toBe(key);
    expect(addressKey("2001:db8:0:2::1")).not.toBe(key);
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
  });
});
