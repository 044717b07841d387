import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// docs/engine.md and docs/rules.md point into the code as `file:name` (docs/engine.md says how). These tests keep
// that map from rotting: every file it names exists and defines what it names, and every pointer from the code
// into docs/ lands on a real file and section.

const root = path.resolve(__dirname, "..", "..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

/** A code reference inside backticks: a .ts / .tsx / .mjs path, optionally `:name` or `:Type.member`. */
const REFERENCE = /^([\w./-]+\.(?:ts|tsx|mjs))(?::([A-Za-z_$][\w$]*)(?:\.([A-Za-z_$][\w$]*))?)?$/;
/** Paths that start here are from the repository root; any other is from lib/engine/ (docs/engine.md). */
const FROM_ROOT = /^(?:lib|tests|scripts|app|components)\//;

interface Reference {
  readonly text: string;
  readonly file: string;
  readonly name?: string;
  readonly member?: string;
}

function references(markdown: string): Reference[] {
  const out: Reference[] = [];
  for (const [, span] of markdown.matchAll(/`([^`\n]+)`/g)) {
    const m = REFERENCE.exec(span!.trim());
    if (!m) continue;
    const file = FROM_ROOT.test(m[1]!) ? m[1]! : `lib/engine/${m[1]}`;
    out.push({ text: span!, file, ...(m[2] ? { name: m[2] } : {}), ...(m[3] ? { member: m[3] } : {}) });
  }
  return out;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Where `name` is declared at the top level of `source` (function, class, interface, type, enum, const, let), or −1. */
function declaration(source: string, name: string): number {
  const re = new RegExp(`\\b(?:function\\*?|class|interface|type|enum|const|let|var)\\s+${escape(name)}\\b`);
  return source.search(re);
}

/** What is wrong with a reference (null: nothing). */
function problem(ref: Reference): string | null {
  const full = path.join(root, ref.file);
  if (!existsSync(full) || !statSync(full).isFile()) return `${ref.text}: no file ${ref.file}`;
  if (!ref.name) return null;
  const source = readFileSync(full, "utf8");
  const at = declaration(source, ref.name);
  if (at < 0) return `${ref.text}: ${ref.file} defines no ${ref.name}`;
  if (!ref.member) return null;
  // The body of a top-level class, interface or object: up to the first closing brace at the start of a line.
  const end = source.indexOf("\n}", at);
  const body = source.slice(at, end < 0 ? undefined : end);
  const member = new RegExp(
    `^\\s*(?:(?:readonly|private|public|protected|static|async|override|get|set)\\s+)*${escape(ref.member)}\\s*[?!]?\\s*[(:=<]`,
    "m",
  );
  return member.test(body) ? null : `${ref.text}: ${ref.name} in ${ref.file} has no member ${ref.member}`;
}

describe("the checker itself", () => {
  it("reads the conventions of docs/engine.md", () => {
    expect(
      references("see `core/combat.ts:fightCombat` and `lib/data/units.ts:UNITS`, not `npm test`"),
    ).toEqual([
      { text: "core/combat.ts:fightCombat", file: "lib/engine/core/combat.ts", name: "fightCombat" },
      { text: "lib/data/units.ts:UNITS", file: "lib/data/units.ts", name: "UNITS" },
    ]);
    expect(references("`core/battle-state.ts:BattleState.ent` `tests/engine/codes.test.ts`")).toEqual([
      {
        text: "core/battle-state.ts:BattleState.ent",
        file: "lib/engine/core/battle-state.ts",
        name: "BattleState",
        member: "ent",
      },
      { text: "tests/engine/codes.test.ts", file: "tests/engine/codes.test.ts" },
    ]);
  });

  it("accepts what exists and names what does not", () => {
    const check = (text: string) => problem(references(`\`${text}\``)[0]!);
    expect(check("core/combat.ts:fightCombat")).toBeNull();
    expect(check("core/battle-state.ts:BattleState.removeUnits")).toBeNull();
    expect(check("core/rule-mode.ts:CombatRules.attack")).toBeNull();
    expect(check("modes/base/base-mode.ts:BASE_MODE.cardStats")).toBeNull();
    expect(check("core/combat.ts:battleStep")).toBeNull(); // not exported, still defined
    expect(check("core/no-such-file.ts")).toBe(
      "core/no-such-file.ts: no file lib/engine/core/no-such-file.ts",
    );
    expect(check("core/combat.ts:noSuchFunction")).toBe(
      "core/combat.ts:noSuchFunction: lib/engine/core/combat.ts defines no noSuchFunction",
    );
    expect(check("core/battle-state.ts:BattleState.noSuchField")).toBe(
      "core/battle-state.ts:BattleState.noSuchField: BattleState in lib/engine/core/battle-state.ts has no member noSuchField",
    );
    // a member of the next declaration in the file (CardStats.drawn) is not one of RuleMode's
    expect(check("core/rule-mode.ts:CardStats.drawn")).toBeNull();
    expect(check("core/rule-mode.ts:RuleMode.drawn")).not.toBeNull();
  });
});

describe("docs point at code that exists", () => {
  for (const doc of [
    "docs/engine.md",
    "docs/rules.md",
    "docs/planner.md",
    "docs/answer-first.md",
    "docs/testing.md",
  ]) {
    it(`every file:name of ${doc} exists`, () => {
      const refs = references(read(doc));
      // (a parser that found nothing would pass everything)
      expect(refs.length).toBeGreaterThan(doc === "docs/engine.md" ? 150 : 2);
      expect(refs.map(problem).filter((p) => p !== null)).toEqual([]);
    });
  }

  it("docs/engine.md maps every rule section it covers (§1–4, §6–7: its legend says where each is in docs/rules.md)", () => {
    const map = read("docs/engine.md");
    for (const section of ["§1", "§2", "§3", "§4.1", "§4.2", "§4.3", "§4.4", "§4.5", "§4.6", "§6", "§7"])
      expect(map, section).toMatch(new RegExp(`^\\| ${section}[ .\\d]`, "m"));
  });
});

describe("code points at docs that exist", () => {
  const sources: string[] = [".oxlintrc.json"];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (/\.(ts|tsx|mjs)$/.test(entry.name)) sources.push(rel);
    }
  };
  for (const dir of ["lib", "scripts", "app", "components"]) walk(dir);

  it('every "docs/<name>.md" (and its "section") named in lib/, scripts/, app/, components/ and .oxlintrc.json', () => {
    const pointers: string[] = [];
    for (const file of sources) {
      for (const m of read(file).matchAll(/docs\/([\w-]+\.md)(?:[,:]\s*"([^"]+)")?/g)) {
        pointers.push(`${file} -> ${m[0]}`);
        const doc = `docs/${m[1]}`;
        expect(existsSync(path.join(root, doc)), `${file}: ${doc}`).toBe(true);
        if (m[2])
          expect(read(doc), `${file}: ${doc} "${m[2]}"`).toMatch(new RegExp(`^#+ ${escape(m[2])}$`, "m"));
      }
    }
    expect(pointers.length).toBeGreaterThan(0);
  });
});
