import { describe, expect, it, vi } from "vitest";
import { parseOrigin, publicOrigin } from "@/lib/server/public-origin";

describe("the public origin of link previews", () => {
  it("takes PUBLIC_ORIGIN as an origin, http or https only", () => {
    expect(publicOrigin({ PUBLIC_ORIGIN: "https://odds.example.org" })).toBe("https://odds.example.org");
    expect(publicOrigin({ PUBLIC_ORIGIN: "http://127.0.0.1:3204/" })).toBe("http://127.0.0.1:3204");
    expect(parseOrigin("javascript://evil.example/%0aalert(1)")).toBeNull();
    expect(parseOrigin("ftp://odds.example.org")).toBeNull();
    expect(parseOrigin("https://odds.example.org/path")).toBeNull();
    expect(parseOrigin("https://user:pw@odds.example.org")).toBeNull();
    expect(parseOrigin("odds.example.org")).toBeNull();
  });

  it("falls back to localhost on the server's port, saying why once when the setting is bad", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(publicOrigin({ PORT: "3204" })).toBe("http://localhost:3204");
    expect(publicOrigin({ PUBLIC_ORIGIN: "javascript://x", PORT: "8080" })).toBe("http://localhost:8080");
    expect(publicOrigin({ PUBLIC_ORIGIN: "data:text/html,x" })).toBe("http://localhost:3000");
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain("PUBLIC_ORIGIN must be an http or https origin");
    warn.mockRestore();
  });
});
