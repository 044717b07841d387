import { describe, expect, it } from "vitest";
import { assault } from "../helpers/assault";
import { assaultOdds } from "@/lib/assault";
import { encodeAssault } from "@/lib/assault/assault-link";
import { assaultPreview, PREVIEW_BARS, unreadableAssaultPreview } from "@/lib/assault/assault-preview";
import { assaultPreviewImage, linkPreview } from "@/lib/preview/assault-preview-image";
import { assaultWork, WORK_LIMIT } from "@/lib/assault/engine/assault-work";
import { formatPercent } from "@/lib/format/percent";
import { LruCache } from "@/lib/server/lru-cache";
import { GET } from "@/app/assault/og/route";
import { generateMetadata } from "@/app/assault/page";

const sixOfThree = assault({
  attack: {
    dice: ["red", "blue", "blue", "green", "yellow", "yellow"],
    surges: [{ damage: 1 }, { condition: "Stun" }],
  },
  defense: { dice: ["black", "white", "white"] },
  range: 4,
  health: 6,
});

describe("Imperial Assault link previews", () => {
  it("carry the dice, the setting and the exact numbers of the link", () => {
    const odds = assaultOdds(sixOfThree);
    const p = assaultPreview(sixOfThree);
    expect(p.attackDice).toEqual(["red", "blue", "blue", "green", "yellow", "yellow"]);
    expect(p.defenseDice).toEqual(["black", "white", "white"]);
    expect(p.setting).toBe("Range 4 · Surges: +1 Damage; Stun");
    expect(p.headline).toEqual([
      { label: "Defeated (health 6)", text: formatPercent(odds.defeated!) },
      { label: "Expected damage", text: odds.damage.mean.toFixed(2) },
      { label: "Miss", text: formatPercent(odds.miss) },
      { label: "Stun applied", text: formatPercent(odds.conditions.Stun!) },
    ]);
    expect(p.bars).toHaveLength(Math.min(PREVIEW_BARS, odds.damage.atLeast.length - 1));
    expect(p.bars[2]).toEqual({
      label: "3+",
      p: odds.damage.atLeast[3],
      text: formatPercent(odds.damage.atLeast[3]!),
    });
  });

  it("one red die, no defence, health 3: defeated 1/3, worked out by hand (faces 1, 2, 2, 2, 3, 3)", () => {
    const p = assaultPreview(assault({ attack: { dice: ["red"] }, defense: { dice: [] }, health: 3 }));
    expect(p.title).toBe("Red vs no defence dice, melee, health 3 — Imperial Assault odds");
    expect(p.description).toBe("Exact odds: defeated 33%, expected damage 2.17, miss 0%.");
    expect(p.bars.map((b) => b.text)).toEqual(["100%", "83%", "33%"]);
  });

  it("a condition played for says so in the description: Stun 1/6 with red's one surge put into Stun", () => {
    const p = assaultPreview(
      assault({
        attack: { dice: ["red"], surges: [{ damage: 1 }, { condition: "Stun" }], playFor: "Stun" },
        defense: { dice: [] },
      }),
    );
    expect(p.setting).toBe("Melee · Surges for Stun first · Surges: +1 Damage; Stun");
    expect(p.description).toBe(
      "Exact odds: expected damage 2.17, miss 0%, Stun applied 17% (surges for Stun first).",
    );
  });

  it("a pinned A is named with its number", () => {
    const pinned = assault({ attack: { dice: ["red"] }, defense: { dice: [] }, health: 3 });
    const p = assaultPreview(sixOfThree, pinned);
    expect(p.headline.at(-1)).toEqual({
      label: "Pinned A: Red vs no defence dice, melee, health 3",
      text: "33%",
    });
    expect(p.description).toContain("Pinned A (Red vs no defence dice, melee, health 3): defeated 33%.");
  });

  it("a pinned A is left out of the numbers when both attacks together are more work than one may be", () => {
    const big = assault({
      attack: { dice: ["red", "blue", "blue", "green", "yellow", "yellow"], rerolls: 1 },
      defense: { dice: ["black", "white", "white"], rerolls: 1 },
      attacks: 4,
      health: 10,
      rerollsFor: "defeat",
    });
    expect(assaultWork(big)).toBeLessThanOrEqual(WORK_LIMIT);
    expect(2 * assaultWork(big)).toBeGreaterThan(WORK_LIMIT);
    const p = assaultPreview(big, big);
    expect(p.headline.some((h) => h.label.startsWith("Pinned A"))).toBe(false);
    expect(p.description).not.toContain("Pinned A");
  });

  it("an unreadable link's words are cut short: a 5,000-character version is echoed in 40", async () => {
    const { preview } = linkPreview(new URLSearchParams(`v=${"9".repeat(5000)}&atk=red`));
    const p = await preview();
    expect(p.description.length).toBeLessThan(300);
    expect(p.footer).toMatch(/^Invalid attack link: version "9{39}…" is not known/);
  });

  it("a link read in part previews what it kept and says what it left out, cut short", async () => {
    const { preview } = linkPreview(new URLSearchParams(`v=1&atk=red&hp=${"x".repeat(5000)}`));
    const p = await preview();
    expect(p.attackDice).toEqual(["red"]);
    expect(p.footer).toBe(
      `Part of the attack link: health: is not a whole number (got "${"x".repeat(39)}…"); left out`,
    );
  });

  it("an unreadable link gets no odds and says why, with characters the image font cannot draw replaced", () => {
    const p = unreadableAssaultPreview('Invalid attack link: atk: "🟣" is not an attack die');
    expect(p.headline).toEqual([{ label: "No odds", text: "—" }]);
    expect(p.footer).toBe('Invalid attack link: atk: "?" is not an attack die');
    expect(p.attackDice).toEqual([]);
  });

  it("the image is drawn once per link (equivalent links share it), a bad link's card too", async () => {
    const drawn: string[] = [];
    const draw = (p: { footer: string; setting: string }) => {
      drawn.push(p.setting);
      return Promise.resolve({ png: new Uint8Array([1, 2, 3]), complete: true });
    };
    const query = `?${encodeAssault(sixOfThree)}`;
    const reordered = `?${encodeAssault(sixOfThree).split("&").reverse().join("&")}`;
    const cache = new LruCache<Uint8Array>(8, 1024, (png) => png.byteLength);
    for (const q of [query, reordered, query, "?v=9&atk=purple", "?v=9&atk=purple"]) {
      const res = await assaultPreviewImage(q, draw, cache);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/png");
    }
    expect(drawn).toEqual(["Range 4 · Surges: +1 Damage; Stun", "This attack link cannot be read"]);
  });

  it("/assault/og draws a 1200×630 PNG for a link, a pinned comparison and links that cannot be read", async () => {
    const query = encodeAssault(sixOfThree);
    for (const url of [
      `http://x/assault/og?${query}`,
      `http://x/assault/og?${query}&pin=${encodeURIComponent("v=1&atk=red")}`,
      "http://x/assault/og?v=1&atk=purple",
      "http://x/assault/og?v=9",
      "http://x/assault/og?v=1&hp=%F0%9F%AA%A6",
    ]) {
      const res = await GET(new Request(url));
      expect(res.status, url).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/png");
      const png = new Uint8Array(await res.arrayBuffer());
      expect(Array.from(png.slice(1, 4))).toEqual([0x50, 0x4e, 0x47]);
      const view = new DataView(png.buffer);
      expect([view.getUint32(16), view.getUint32(20)]).toEqual([1200, 630]);
    }
  });

  it("the page's metadata points at the image of the same link, and says when a link cannot be read", async () => {
    const query = encodeAssault(sixOfThree);
    const params = Object.fromEntries(new URLSearchParams(query));
    const meta = await generateMetadata({ searchParams: Promise.resolve(params) });
    const images = meta.openGraph?.images as { url: string }[];
    expect(images[0]!.url).toMatch(new RegExp(`/assault/og\\?${query.replace(/[.?+]/g, "\\$&")}$`));
    expect(meta.description).toBe(assaultPreview(sixOfThree).description);
    const bad = await generateMetadata({ searchParams: Promise.resolve({ v: "3", atk: "purple" }) });
    expect(bad.title).toBe("An attack link that cannot be read — Imperial Assault odds");
    expect(bad.description).toBe(
      `Invalid attack link: version "3" is not known (this page reads versions 1 to 2). Open it to see what the page makes of it.`,
    );
  });
});
