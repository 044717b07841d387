import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Imperial Assault's two doors (docs/assault.md#layout), read from the sources as a second guard beside the lint
 * rule in .oxlintrc.json: the engine imports nothing around it, lib/assault's app files reach it only through
 * ./engine, and the rest of the app imports only lib/assault's index (and the two server-only entry points).
 */
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(name) ? [p] : [];
  });
}
const imports = (file: string) =>
  [...readFileSync(file, "utf8").matchAll(/^(?:import|export)[^;]*? from "([^"]+)"/gms)].map((m) => m[1]!);

describe("Imperial Assault's doors", () => {
  it("the engine imports only its own files", () => {
    for (const f of files("lib/assault/engine"))
      for (const spec of imports(f)) expect(spec, `${f} imports ${spec}`).toMatch(/^\.\/[\w-]+$/);
  });

  it("lib/assault's app files reach the engine only through ./engine", () => {
    for (const f of readdirSync("lib/assault").filter((n) => n.endsWith(".ts")))
      for (const spec of imports(`lib/assault/${f}`))
        expect(spec, `lib/assault/${f} imports ${spec}`).not.toMatch(/^(\.\/|@\/lib\/assault\/)engine\//);
  });

  it("the app, the API and the scripts import lib/assault only through its index", () => {
    const allowed = new Set(["@/lib/assault"]);
    const outside = ["app", "components", "scripts", "lib"]
      .flatMap(files)
      .filter((f) => !f.startsWith("lib/assault/"));
    expect(outside.length).toBeGreaterThan(100);
    for (const f of outside)
      for (const spec of imports(f).filter((s) => s.startsWith("@/lib/assault")))
        expect(allowed.has(spec), `${f} imports ${spec}`).toBe(true);
  });
});
