import { describe, expect, it } from "vitest";
import { LruCache } from "@/lib/server/lru-cache";

describe("LruCache", () => {
  const cache = () => new LruCache<string>(3, 10, (v) => v.length);

  it("evicts the least recently used entry past the entry bound; a get counts as a use", () => {
    const c = cache();
    c.set("a", "1");
    c.set("b", "2");
    c.set("c", "3");
    expect(c.get("a")).toBe("1");
    c.set("d", "4");
    expect([c.get("a"), c.get("b"), c.get("c"), c.get("d")]).toEqual(["1", undefined, "3", "4"]);
    expect(c.size).toBe(3);
  });

  it("evicts past the byte bound and keeps the byte count exact through replacements", () => {
    const c = cache();
    c.set("a", "xxxx");
    c.set("b", "yyyy");
    c.set("a", "zz"); // replaces: 2 + 4 bytes
    expect(c.bytes).toBe(6);
    c.set("c", "wwww"); // 10 bytes: fits exactly
    expect(c.bytes).toBe(10);
    c.set("d", "v"); // 11: the least recently used ("b") goes
    expect([c.get("b"), c.get("a"), c.get("c"), c.get("d")]).toEqual([undefined, "zz", "wwww", "v"]);
    expect(c.bytes).toBe(7);
  });

  it("does not keep a value larger than the whole budget, nor let it evict others", () => {
    const c = cache();
    c.set("a", "1");
    c.set("big", "x".repeat(11));
    expect(c.get("big")).toBeUndefined();
    expect(c.get("a")).toBe("1");
    expect([c.size, c.bytes]).toEqual([1, 1]);
  });
});
