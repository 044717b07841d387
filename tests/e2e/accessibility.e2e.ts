import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { useChromium, openPage } from "./browser";

// axe-core (the accessibility engine behind Lighthouse and the axe browser tools) run on the real pages.
const axeSource = readFileSync(
  path.resolve(__dirname, "..", "..", "node_modules", "axe-core", "axe.min.js"),
  "utf8",
);
const baseUrl = inject("baseUrl");
const browser = useChromium();

interface Violation {
  id: string;
  impact: string | null;
  nodes: { target: string[] }[];
}

async function violations(url: string, width: number): Promise<string[]> {
  const page = await openPage(browser(), url, { width, height: 900 });
  await page.waitForSelector('[data-testid="results"][data-state="done"], h1', { timeout: 30_000 });
  await page.addScriptTag({ content: axeSource });
  const found = (await page.evaluate(
    async () =>
      (
        await (
          globalThis as unknown as {
            axe: { run: (d: Document, o: object) => Promise<{ violations: Violation[] }> };
          }
        ).axe.run(document, {
          resultTypes: ["violations"],
        })
      ).violations,
  )) as Violation[];
  await page.context().close();
  return found
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(" | ")}`,
    );
}

describe("accessibility (axe-core, serious and critical rules)", () => {
  it.each([
    ["the calculator", "/", 1280],
    ["the calculator on a phone", "/", 375],
    ["a comparison", "/?v=1&t=20000&vs=1~t:20000", 1280],
    ["the rules reference", "/reference", 1280],
  ])("%s has no serious violations (labels, contrast, focus, names)", async (_, url, width) => {
    expect(await violations(`${baseUrl}${url}`, width)).toEqual([]);
  });
});
