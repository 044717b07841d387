import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { linkKeysByPath } from "@/lib/share/link-keys";
import { decodePageLink } from "@/lib/share/page-link";
import { decodeSetup } from "@/lib/scenario/url-codec";
import { NAME_MAX } from "@/lib/scenario/clean-name";

const { trimmedLocation } = createRequire(import.meta.url)("../../scripts/header-overflow.cjs") as {
  trimmedLocation: (raw: Buffer | undefined, keys: Map<string, Set<string>>) => string | null;
};
const KEYS = new Map(Object.entries(linkKeysByPath()).map(([p, k]) => [p, new Set(k)]));
const request = (target: string) => Buffer.from(`GET ${target} HTTP/1.1\r\nHost: x\r\n`, "latin1");
const trim = (target: string) => trimmedLocation(request(target), KEYS);

describe("a link too long for the server keeps what it can (scripts/header-overflow.cjs)", () => {
  const battle = "v=1&a=empire_star-destroyer.2,tie-fighter.4_darth-vader&d=rebel_x-wing.3&t=5000";

  it("sends it on without the keys its page does not read, naming them", () => {
    const tail = `utm_source=${"x".repeat(20_000)}&fbclid=${"y".repeat(500)}`;
    expect(trim(`/?${battle}&${tail}`)).toBe(`/?${battle}&dropped=utm_source%2Cfbclid`);
    expect(trim(`/og?${tail}&${battle}&name=Hoth`)).toBe(
      `/og?${battle}&name=Hoth&dropped=utm_source%2Cfbclid`,
    );
    const many = Array.from({ length: 9 }, (_, i) => `k${i}=${"z".repeat(3000)}`).join("&");
    expect(trim(`/?${battle}&${many}`)).toBe(`/?${battle}&dropped=k0%2Ck1%2Ck2%2Ck3%2Ck4%2C%2B4`);
    // /assault's keys are its own
    expect(trim(`/assault?v=1&atk=red.blue&gclid=${"q".repeat(20_000)}`)).toBe(
      "/assault?v=1&atk=red.blue&dropped=gclid",
    );
  });

  it("gives the too-long page when its own keys are what is long, or the request is no page's link", () => {
    expect(trim(`/?${battle}`)).toBeNull();
    expect(trim(`/?v=1&seed=${"s".repeat(20_000)}&utm=1`)).toBeNull();
    expect(trim(`/api/simulate?utm_source=${"x".repeat(20_000)}`)).toBeNull();
    expect(trimmedLocation(Buffer.from(`GET /?v=1&utm=${"x".repeat(100)}`), KEYS)).toBeNull(); // line not whole
    expect(trimmedLocation(undefined, KEYS)).toBeNull();
    // a hostile key name is named only by its safe characters, and never put into the Location header raw
    const hostile = trim(`/?${battle}&%3Cscript%3E%0D%0ASet-Cookie%3Ax=${"x".repeat(20_000)}`);
    expect(hostile).toBe(`/?${battle}&dropped=scriptSet-Cookiex`);
  });

  it("cuts a name the page would cut anyway, so a link made long by its name opens its battle", () => {
    const markup = "<img src=x onerror=alert(1)>".repeat(400); // 11,200 characters, 3 bytes each escaped
    const location = trim(`/?${battle}&name=${encodeURIComponent(`\u202E${markup}`)}`);
    const kept = Array.from(`\u202E${markup}`).slice(0, 240).join("");
    expect(location).toBe(`/?${battle}&name=${encodeURIComponent(kept)}`);
    const page = decodePageLink(new URLSearchParams(location!.slice(2)));
    expect(page.name).toBe(markup.slice(0, NAME_MAX));
    expect(page.dropped).toEqual([]);
    // …with tracking keys named as before; a name the app cuts to 60 is no part "left out"
    expect(trim(`/og?${battle}&name=${"é".repeat(9000)}&fbclid=1`)).toBe(
      `/og?${battle}&name=${encodeURIComponent("é".repeat(240))}&dropped=fbclid`,
    );
    // text that is not even escaped keeps its first characters, never half an escape
    expect(trim(`/?${battle}&name=%ZZ${"%41".repeat(6000)}`)).toBe(`/?${battle}&name=%ZZ${"%41".repeat(79)}`);
    // a short name is no reason to redirect
    expect(trim(`/?${battle}&name=Hoth`)).toBeNull();
  });

  it("the page loads the battle and says in one line what was left out", () => {
    const page = decodePageLink(new URLSearchParams(`${battle}&dropped=utm_source%2Cfbclid%2C%2B3`));
    const decoded = decodeSetup(battle);
    expect(decoded.ok && page.initial).toEqual(decoded.ok && decoded.setup);
    expect(page.dropped).toEqual([
      'Part of the battle link: it was too long for the server, so what this app does not read was left out ("utm_source", "fbclid" and 3 more)',
    ]);
    expect(decodePageLink(new URLSearchParams(`${battle}&dropped=utm_source`)).dropped).toEqual([
      'Part of the battle link: it was too long for the server, so what this app does not read was left out ("utm_source")',
    ]);
  });
});
