/**
 * Writes the golden corpus of /assault links (tests/fixtures/assault-links-vN.json, N the version this code writes):
 * links as people shared them,
 * each with the attack (and pinned attack A) it decoded to when the corpus was made. Run ONCE per link version,
 * from the code that wrote that version; never rerun it over an existing corpus (that would pin today's meaning
 * instead of the old one). tests/assault/link-corpus.test.ts checks every entry still decodes to what it says.
 * docs/assault.md#share-link.
 *
 *   node scripts/run-ts.mjs scripts/assault-link-corpus.ts tests/fixtures/assault-links-v2.json
 *
 * (version 1's corpus was written by this script's version-1 code; version 2, docs/assault.md#activation, added the cases of power
 * tokens attack by attack and of what the rerolls serve)
 */
import { writeFileSync } from "node:fs";
import seedrandom from "seedrandom";
import {
  ASSAULT_LINK_VERSION,
  ATTACK_DIE_NAMES,
  DEFAULT_ASSAULT_INPUT,
  DEFENSE_DIE_NAMES,
  encodeAssault,
  parseAssault,
  readAssaultPage,
  writeAssaultPage,
  type Assault,
  type AssaultInput,
} from "@/lib/assault";
import { repairQuery } from "@/lib/link/repair-query";

const out = process.argv[2];
if (!out) throw new Error("usage: assault-link-corpus.ts OUT.json");
const V = ASSAULT_LINK_VERSION;

const links = new Map<string, string>(); // link → why it is in the corpus
const add = (why: string, link: string) => {
  if (!links.has(link)) links.set(link, why);
};
function attack(input: AssaultInput): Assault {
  const r = parseAssault(input);
  if (!r.ok) throw new Error(`corpus attack is invalid: ${r.error} ${JSON.stringify(input)}`);
  return r.assault;
}
const base = DEFAULT_ASSAULT_INPUT;
const edit = (why: string, change: (i: AssaultInput) => void) => {
  const input = structuredClone(base);
  change(input);
  add(why, encodeAssault(attack(input)));
};

add("the opening attack", "");
add("the version alone", `v=${V}`);
add("the opening attack written out", `v=${V}&atk=blue.green&def=white&sg=d1.p1&r=4&hp=5`);

// Every die, alone and six of a kind; every defence; no defence dice.
for (const d of ATTACK_DIE_NAMES) {
  edit(`attack ${d} alone`, (i) => (i.attack.dice = [d]));
  edit(`attack six ${d}`, (i) => (i.attack.dice = [d, d, d, d, d, d]));
}
for (const x of ATTACK_DIE_NAMES)
  for (const y of ATTACK_DIE_NAMES) if (x < y) edit(`attack ${x} + ${y}`, (i) => (i.attack.dice = [x, y]));
edit("attack every die", (i) => (i.attack.dice = ["red", "blue", "green", "yellow", "red", "green"]));
edit("no defence dice", (i) => (i.defense.dice = []));
for (const d of DEFENSE_DIE_NAMES) {
  edit(`defence ${d}`, (i) => (i.defense.dice = [d]));
  edit(`defence three ${d}`, (i) => (i.defense.dice = [d, d, d]));
}
edit("defence black + white", (i) => (i.defense.dice = ["black", "white"]));

// Surge abilities: none, each part, costs, conditions with spaces and hyphens, an empty ability, eight.
edit("no surge abilities", (i) => delete i.attack.surges);
for (const [why, s] of [
  ["damage 3", { damage: 3 }],
  ["pierce 2", { pierce: 2 }],
  ["accuracy 2", { accuracy: 2 }],
  ["Stun", { condition: "Stun" }],
  ["Focus Fire", { condition: "Focus Fire" }],
  ["Hide-out", { condition: "Hide-out" }],
  ["cost 2", { damage: 3, cost: 2 }],
  ["cost 3, every part", { damage: 1, pierce: 1, accuracy: 1, condition: "Bleed", cost: 3 }],
  ["an empty ability", {}],
  ["damage 0", { damage: 0 }],
  ["damage 10", { damage: 10 }],
] as const)
  edit(`one surge ability: ${why}`, (i) => (i.attack.surges = [{ ...s }]));
edit(
  "eight surge abilities",
  (i) => (i.attack.surges = Array.from({ length: 8 }, (_, k) => ({ damage: k % 3 }))),
);
edit(
  "Stun twice and Weaken",
  (i) => (i.attack.surges = [{ condition: "Stun" }, { condition: "Stun" }, { condition: "Weaken" }]),
);

// Every number at its edges.
for (const f of ["damage", "accuracy", "surge", "pierce"] as const)
  for (const v of [1, 10]) edit(`attack.${f} ${v}`, (i) => (i.attack[f] = v));
for (const f of ["block", "evade"] as const)
  for (const v of [1, 10]) edit(`defense.${f} ${v}`, (i) => (i.defense[f] = v));
edit("attack.rerolls 1", (i) => (i.attack.rerolls = 1));
edit("attack.rerolls 2 (every die)", (i) => (i.attack.rerolls = 2));
edit("attack.rerolls 6 of 6", (i) => {
  i.attack.dice = ["red", "red", "blue", "green", "yellow", "yellow"];
  i.attack.rerolls = 6;
});
edit("defense.rerolls 1", (i) => (i.defense.rerolls = 1));
edit("defense.rerolls 3 of 3", (i) => {
  i.defense.dice = ["black", "white", "white"];
  i.defense.rerolls = 3;
});
edit("cannot dodge", (i) => (i.defense.noDodge = true));
edit("melee", (i) => delete i.range);
for (const r of [1, 2, 3, 5, 20]) edit(`range ${r}`, (i) => (i.range = r));
edit("no health", (i) => delete i.health);
for (const h of [1, 2, 12, 40]) edit(`health ${h}`, (i) => (i.health = h));
for (const n of [2, 3, 6]) edit(`${n} attacks`, (i) => (i.attacks = n));
edit("melee, no health, 2 attacks", (i) => {
  delete i.range;
  delete i.health;
  i.attacks = 2;
});

// Power tokens attack by attack (version 2), and what the rerolls serve.
edit("attacker's damage token", (i) => (i.attack.powerTokens = ["damage"]));
edit("defender's evade token", (i) => (i.defense.powerTokens = ["evade"]));
edit("a token on each of two attacks", (i) => {
  i.attacks = 2;
  i.attack.powerTokens = ["damage", "surge"];
  i.defense.powerTokens = ["block", "block"];
});
edit("a token on the second of three attacks only", (i) => {
  i.attacks = 3;
  i.attack.powerTokens = [null, "damage"];
  i.defense.powerTokens = [null, null, "evade"];
});
edit("rerolls for the defeat", (i) => {
  i.attack.rerolls = 1;
  i.rerollsFor = "defeat";
});
edit("rerolls for damage written out", (i) => (i.attack.rerolls = 1));
add("rf=damage written out", `v=${V}&atk=red&arr=1&rf=damage`);
add("a token list written with none", `v=${V}&n=3&apt=none.damage.none`);

// Links written by hand or mangled on the way.
add("a default written out (dmg=0)", `v=${V}&dmg=0`);
add("range none written out", `v=${V}&r=none`);
add("health none written out", `v=${V}&hp=none&atk=red`);
add("empty surge list", `v=${V}&sg=none`);
add("keys in another order", `v=${V}&hp=7&atk=red.red&r=2`);
add("a tracking key", `v=${V}&atk=red&utm_source=newsletter`);
add("a click id", `v=${V}&atk=yellow&fbclid=abc123`);
add("&amp; from a chat app", `v=${V}&amp;atk=red.blue&amp;hp=8`);
add("a condition with a space, escaped", `v=${V}&sg=cFocus%20Fire`);

// Pins: an attack A beside B.
const pinned = (why: string, a: AssaultInput, b: AssaultInput) =>
  add(why, writeAssaultPage({ assault: attack(b), pinned: attack(a) }));
pinned("the opening attack pinned, B the same", base, base);
pinned("the opening attack pinned, B red", base, { ...base, attack: { ...base.attack, dice: ["red"] } });
pinned("A red, B the opening attack", { ...base, attack: { dice: ["red"] } }, base);
pinned(
  "A and B both changed",
  {
    attack: { dice: ["red", "yellow"], surges: [{ condition: "Stun" }] },
    defense: { dice: ["black"] },
    health: 6,
  },
  {
    attack: { dice: ["red", "yellow"], surges: [{ damage: 1 }], rerolls: 1 },
    defense: { dice: ["black"] },
    health: 6,
  },
);
pinned(
  "A with attacks and rerolls",
  {
    attack: { dice: ["blue", "blue"], rerolls: 1 },
    defense: { dice: ["white"], rerolls: 1 },
    range: 3,
    attacks: 3,
    health: 9,
  },
  base,
);
add("an empty pin (the opening attack)", `v=${V}&atk=red&pin=`);
add("a pin of the version alone", `pin=v%3D${V}`);

// Random attacks over every field.
const rng = seedrandom("assault-link-corpus");
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rng() * xs.length)]!;
const n = (max: number) => Math.floor(rng() * (max + 1));
function randomInput(): AssaultInput {
  const dice = Array.from({ length: 1 + n(5) }, () => pick(ATTACK_DIE_NAMES));
  const defense = Array.from({ length: n(3) }, () => pick(DEFENSE_DIE_NAMES));
  const input: AssaultInput = {
    attack: {
      dice,
      surges: Array.from({ length: n(4) }, () => ({
        ...(rng() < 0.5 ? { damage: n(3) } : {}),
        ...(rng() < 0.3 ? { pierce: n(2) } : {}),
        ...(rng() < 0.3 ? { accuracy: n(3) } : {}),
        ...(rng() < 0.4 ? { condition: pick(["Stun", "Bleed", "Weaken", "Focused", "Hide"]) } : {}),
        ...(rng() < 0.3 ? { cost: 1 + n(2) } : {}),
      })),
      damage: n(2),
      accuracy: n(2),
      surge: n(1),
      pierce: n(2),
      rerolls: n(Math.min(2, dice.length)),
    },
    defense: {
      dice: defense,
      block: n(1),
      evade: n(1),
      rerolls: n(Math.min(1, defense.length)),
      noDodge: rng() < 0.2,
    },
  };
  if (rng() < 0.7) input.range = 1 + n(7);
  if (rng() < 0.6) input.health = 1 + n(15);
  if (rng() < 0.4) input.attacks = 1 + n(3);
  if (V >= 2) {
    const attacks = input.attacks ?? 1;
    if (rng() < 0.3)
      input.attack.powerTokens = [
        pick(["damage", "surge"] as const),
        ...(attacks > 1 && rng() < 0.5 ? [pick(["damage", "surge"] as const)] : []),
      ];
    if (rng() < 0.3) input.defense.powerTokens = [null, pick(["block", "evade"] as const)].slice(0, attacks);
    if (rng() < 0.3) input.rerollsFor = "defeat";
  }
  return input;
}
for (let i = 0; i < 50; i++) add(`random attack ${i + 1}`, encodeAssault(attack(randomInput())));
for (let i = 0; i < 10; i++) pinned(`random attack with a pin ${i + 1}`, randomInput(), randomInput());

const corpus = [...links].map(([link, why]) => {
  const page = readAssaultPage(repairQuery(link));
  if (page.notices.length > 0)
    throw new Error(`corpus link does not read whole: ${link}: ${page.notices.join("; ")}`);
  return { why, link, assault: page.assault, pinned: page.pinned };
});
writeFileSync(
  out,
  `${JSON.stringify({ version: V, made: `from main at /assault link version ${V}`, links: corpus }, null, 1)}\n`,
);
console.log(`${corpus.length} links written to ${out}`);
