import { formatPercent } from "@/lib/format/percent";
import {
  assaultOdds,
  assaultWork,
  attackersOf,
  stepOwner,
  TOKENS_HELD,
  WORK_LIMIT,
  type Assault,
  type AttackToken,
  type DefenseToken,
} from "./engine";
import { setToken } from "./edit-assault";
import { ATTACK_TOKENS, DEFENSE_TOKENS } from "./fields";

/**
 * "Which token?" for one attack (docs/assault.md#power-tokens): the attacker declares its token first and the target
 * answers knowing it, so the attacker's advice is the token that does best against the target's best answer to it
 * (max over its tokens of the min over the target's), and the target's advice is its best answer to the token the
 * attacker has set for that attack. Every pair is worked out exactly (2 × 2 answers, 2 more when the attacker spends
 * none there); the value is the chance of defeat, or with no health the expected damage.
 */
export interface TokenAdvice {
  /** The attack advised on (0 = the first). */
  readonly attack: number;
  readonly what: "defeated" | "expected damage";
  /** The attacker's advice, or null when it already spends 2 tokens on other attacks. */
  readonly attacker: {
    readonly best: AttackToken;
    readonly options: readonly { token: AttackToken; worst: number; shown: string; reply: DefenseToken }[];
    readonly text: string;
  } | null;
  /** The target's advice against the token the attacker has set there (null: none), or null when it already spends 2. */
  readonly defender: {
    readonly against: AttackToken | null;
    readonly best: DefenseToken;
    readonly options: readonly { token: DefenseToken; value: number; shown: string }[];
    readonly text: string;
  } | null;
}

const words = (token: string) => `+1 ${token[0]!.toUpperCase()}${token.slice(1)}`;

/**
 * The activation with these tokens on attack `step`, which figure `f` makes as its attack `i`, or null when a
 * figure would spend a third.
 */
function withTokens(
  a: Assault,
  at: { step: number; figure: number; index: number },
  attack: string | null,
  defense: string | null,
): Assault | null {
  const set = setToken("defense", at.step, defense)(setToken("attack", at.index, attack, at.figure)(a));
  const spent = attackersOf(set)[at.figure]!.attack.powerTokens[at.index] ?? null;
  return spent === attack && (set.defense.powerTokens[at.step] ?? null) === defense ? set : null;
}

const spendsElsewhere = (tokens: readonly (string | null)[], i: number) =>
  tokens.filter((t, j) => t !== null && j !== i).length >= TOKENS_HELD;

/** `attack`: the attack of the activation advised on (0 = the first), whichever figure makes it. */
export function tokenAdvice(a: Assault, attack = 0): TokenAdvice | null {
  const owner = stepOwner(a, attack);
  if (!owner) return null;
  const where = { step: attack, ...owner };
  const own = attackersOf(a)[owner.figure]!.attack.powerTokens;
  const current = own[owner.index] ?? null;
  const attackerCan = !spendsElsewhere(own, owner.index);
  const defenderCan = !spendsElsewhere(a.defense.powerTokens, attack);
  if (!attackerCan && !defenderCan) return null;
  const attackerTokens: (AttackToken | null)[] = attackerCan ? [...ATTACK_TOKENS] : [];
  if (!attackerTokens.includes(current)) attackerTokens.push(current);
  const defenderTokens: (DefenseToken | null)[] = defenderCan
    ? [...DEFENSE_TOKENS]
    : [a.defense.powerTokens[attack] ?? null];
  const pairs = attackerTokens.flatMap((x) =>
    defenderTokens.map((y) => ({ x, y, setup: withTokens(a, where, x, y)! })),
  );
  // (every answer together within one attack's work, as a pinned A is)
  if (pairs.reduce((sum, p) => sum + assaultWork(p.setup), 0) > WORK_LIMIT) return null;
  const health = a.health !== null;
  const value = new Map<string, number>();
  for (const p of pairs) {
    const odds = assaultOdds(p.setup);
    value.set(`${p.x},${p.y}`, health ? odds.defeated! : odds.damage.mean);
  }
  const shown = (v: number) => (health ? formatPercent(v) : v.toFixed(2));
  const what = health ? "defeated" : "expected damage";
  const at = (x: string | null, y: string | null) => value.get(`${x},${y}`)!;
  // The target's best answer to x: the least value (a tie keeps the first listed).
  const reply = (x: string | null) =>
    defenderTokens.reduce((best, y) => (at(x, y) < at(x, best) ? y : best), defenderTokens[0]!);

  let attacker: TokenAdvice["attacker"] = null;
  if (attackerCan) {
    const options = ATTACK_TOKENS.map((token) => {
      const r = reply(token)!;
      return { token, worst: at(token, r), shown: shown(at(token, r)), reply: r as DefenseToken };
    });
    const best = options.reduce((b, o) => (o.worst > b.worst ? o : b), options[0]!);
    const other = options.find((o) => o !== best)!;
    const text =
      best.shown === other.shown
        ? `Either token: ${what} ${best.shown} against the target's best answer`
        : `Spend the ${best.token} token: ${what} ${best.shown} against the target's best answer (${words(best.reply)}); the ${other.token} token: ${other.shown} (it answers ${words(other.reply)})`;
    attacker = { best: best.token, options, text };
  }

  let defender: TokenAdvice["defender"] = null;
  if (defenderCan) {
    const options = DEFENSE_TOKENS.map((token) => ({
      token,
      value: at(current, token),
      shown: shown(at(current, token)),
    }));
    const best = options.reduce((b, o) => (o.value < b.value ? o : b), options[0]!);
    const other = options.find((o) => o !== best)!;
    const against = current === null ? "With no attacker's token" : `Against ${words(current)}`;
    const text =
      best.shown === other.shown
        ? `${against}: either token, ${what} ${best.shown}`
        : `${against}, spend the ${best.token} token: ${what} ${best.shown} (${other.token}: ${other.shown})`;
    defender = { against: current, best: best.token, options, text };
  }
  return { attack, what, attacker, defender };
}
