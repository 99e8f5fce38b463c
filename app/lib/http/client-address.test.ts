import { describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER, clientAddress, rateLimitAddress } from "./client-address";

describe("the client address rate limits count", () => {
  it("reads only the header the server sets", () => {
    const request = new Request("http://gallery.test/", {
      headers: { "x-forwarded-for": "198.51.100.7", [CLIENT_ADDRESS_HEADER]: "203.0.113.9" },
    });
    expect(clientAddress(request)).toBe("203.0.113.9");
    expect(clientAddress(new Request("http://gallery.test/"))).toBe("unknown");
  });

  it("counts an IPv6 client's whole /64 as one address", () => {
    expect(rateLimitAddress("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(rateLimitAddress("2001:db8:1:2:bbbb:cccc:dddd:eeee")).toBe("2001:db8:1:2::/64");
    expect(rateLimitAddress("2001:0DB8:0001:0002::9")).toBe("2001:db8:1:2::/64");
    expect(rateLimitAddress("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(rateLimitAddress("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("keeps IPv4 addresses, also when mapped into IPv6", () => {
    expect(rateLimitAddress("203.0.113.9")).toBe("203.0.113.9");
    expect(rateLimitAddress("::ffff:203.0.113.9")).toBe("203.0.113.9");
  });
});
