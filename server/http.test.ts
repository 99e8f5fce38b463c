import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { FORM_BODY_BYTES } from "~/lib/http/body-limits";
import { clientAddress } from "~/lib/http/client-address";
import { type HttpApp, startHttpApp } from "../tests/support/http-app";
import { streamBody } from "../tests/support/stream-body";
import type { Handle } from "./http";

/** What the routes would see, and how many body bytes they could read. */
const echo: Handle = async (request) => {
  let bytes = 0;
  if (request.body) {
    for await (const chunk of request.body) bytes += chunk.byteLength;
  }
  const headers = new Headers({ "Content-Type": "application/json" });
  headers.append("Set-Cookie", "toast=1; Path=/; HttpOnly");
  return new Response(
    JSON.stringify({ url: request.url, address: clientAddress(request), bytes }),
    { headers },
  );
};

const apps: HttpApp[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

async function start(trustProxy: false | number | string, handle: Handle = echo) {
  const app = await startHttpApp(handle, { trustProxy });
  apps.push(app);
  return app.base;
}

async function post(url: string, headers: Record<string, string>, body = "a=1") {
  return fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body,
  });
}

describe("the HTTP edge", () => {
  it("ignores a client's X-Forwarded-For and X-Forwarded-Proto without TRUST_PROXY", async () => {
    const base = await start(false);
    const response = await fetch(`${base}/search`, {
      headers: { "X-Forwarded-For": "203.0.113.9", "X-Forwarded-Proto": "https" },
    });
    const seen = await response.json();
    expect(seen.address).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    expect(seen.url).toBe(`${base}/search`);
    expect(response.headers.get("strict-transport-security")).toBeNull();
    expect(response.headers.get("set-cookie")).not.toMatch(/secure/i);
  });

  it("believes a trusted proxy: the client's address, HTTPS, HSTS and Secure cookies", async () => {
    const base = await start("loopback");
    const response = await fetch(`${base}/search`, {
      headers: {
        "X-Forwarded-For": "203.0.113.9",
        "X-Forwarded-Proto": "https",
        "X-Forwarded-Host": "gallery.example",
      },
    });
    const seen = await response.json();
    expect(seen.address).toBe("203.0.113.9");
    expect(seen.url).toBe("https://gallery.example/search");
    expect(response.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    expect(response.headers.get("set-cookie")).toBe("toast=1; Path=/; HttpOnly; Secure");
  });

  it("refuses a chunked form body with 413 as soon as it passes 64 KB", async () => {
    const base = await start(false);
    const { status, sent } = await streamBody(`${base}/login`, 300 * 1024 * 1024);
    expect(status).toBe(413);
    // Refused while streaming: nowhere near the 300 MB the client meant to send.
    expect(sent).toBeLessThan(8 * 1024 * 1024);
  });

  it("lets a client that sent on after the 413 still read it", async () => {
    const base = new URL(await start(false));
    const socket = net.connect(Number(base.port), base.hostname);
    await new Promise((resolve) => socket.once("connect", resolve));
    const received: Buffer[] = [];
    const outcome = new Promise<string>((resolve) => {
      socket.on("data", (data) => received.push(data));
      socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
      socket.once("end", () => resolve("closed"));
    });
    // Not reading yet: the answer waits in the client's buffer, where a reset would discard it.
    socket.pause();
    const chunk = Buffer.alloc(64 * 1024, "a");
    const sendChunk = () => socket.write(`${chunk.byteLength.toString(16)}\r\n${chunk}\r\n`);
    socket.write(
      "POST /login HTTP/1.1\r\nHost: localhost\r\n" +
        "Content-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n",
    );
    for (let i = 0; i < 4; i++) sendChunk();
    await new Promise((resolve) => setTimeout(resolve, 300));
    // A client that has not read the 413 yet sends more, as browsers mid-upload do.
    sendChunk();
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.resume();

    expect(await outcome).toBe("closed");
    socket.destroy();
    const answer = Buffer.concat(received).toString();
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.endsWith("The request is too large.")).toBe(true);
  });

  it("refuses a declared oversized form body before reading it", async () => {
    const base = await start(false);
    const response = await post(`${base}/login`, {}, "a".repeat(FORM_BODY_BYTES + 1));
    expect(response.status).toBe(413);
    expect(await response.text()).toBe("The request is too large.");
  });

  it("takes an artwork upload's images in full", async () => {
    const base = await start(false);
    const { status } = await streamBody(`${base}/artist/artwork/upload.data`, 12 * 1024 * 1024);
    expect(status).toBe(200);
  });

  it("refuses requests from other sites that could change something", async () => {
    let handled = 0;
    const base = await start(false, async (request, context) => {
      handled += 1;
      return echo(request, context);
    });
    for (const path of ["/api/reveal-contact", "/api/favorites", "/api/messages/x", "/logout"]) {
      const response = await post(`${base}${path}`, { Origin: "https://evil.example" });
      expect(response.status).toBe(403);
    }
    expect((await post(`${base}/logout`, { Origin: "null" })).status).toBe(403);
    expect((await post(`${base}/logout`, { "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect((await post(`${base}/logout`, { Referer: "https://evil.example/page" })).status).toBe(
      403,
    );
    expect(handled).toBe(0);

    // The app's own origin (APP_URL, or the address reached), programs without Origin, and reads.
    expect((await post(`${base}/logout`, { Origin: "https://gallery.example" })).status).toBe(200);
    expect((await post(`${base}/logout`, { Origin: base })).status).toBe(200);
    expect((await post(`${base}/logout`, {})).status).toBe(200);
    expect(
      (await fetch(`${base}/search`, { headers: { Origin: "https://evil.example" } })).status,
    ).toBe(200);
    expect(handled).toBe(4);
  });

  it("puts the security headers on every answer, the refusals too", async () => {
    const base = await start(false);
    for (const response of [
      await fetch(`${base}/`),
      await post(`${base}/logout`, { Origin: "https://evil.example" }),
    ]) {
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("permissions-policy")).toContain("camera=()");
    }
  });
});
