import type { Metadata } from "next";
import Link from "next/link";
import { CinematicCardsTable } from "@/components/reference/cinematic-cards-table";
import { DiceTable } from "@/components/reference/dice-table";
import { LeadersTable } from "@/components/reference/leaders-table";
import { PolicyList } from "@/components/reference/policy-list";
import { TacticDecksTable } from "@/components/reference/tactic-decks-table";
import { UnitsTable } from "@/components/reference/units-table";
import type { Faction, Theater } from "@/lib/data";
import { explainOption } from "@/lib/scenario/choice";
import { TACTICS } from "@/lib/scenario/battle-options";
import { CINEMATIC_DOCS, POLICY_FAMILIES, TACTICS_DOCS, VARIANT_DOCS } from "@/lib/scenario/policy-docs";

export const metadata: Metadata = {
  title: "Rules reference — Rebellion Odds",
  description:
    "Units, leaders, dice and tactic cards of Star Wars: Rebellion with their numbers, and how the calculator plays.",
};

const FACTIONS: readonly Faction[] = ["empire", "rebel"];
const THEATERS: readonly Theater[] = ["space", "ground"];

const SECTIONS = [
  ["units", "Units"],
  ["leaders", "Leaders"],
  ["dice", "Dice"],
  ["tactic-cards", "Tactic cards"],
  ["policies", "Policies"],
  ["variants", "Rule variants"],
  ["cinematic", "Cinematic Combat"],
] as const;

const CINEMATIC = TACTICS.options.find((o) => o.value === "cinematic")!;

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="mt-10 scroll-mt-4">
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Everything here is generated from lib/data and the declarations of lib/scenario: the page changes when they do. */
export default function ReferencePage() {
  return (
    <main className="mx-auto w-full min-w-0 max-w-5xl px-4 py-6 sm:px-6">
      <Link href="/" className="text-sky-300 underline underline-offset-2 hover:text-sky-200">
        ← Back to the calculator
      </Link>
      <h1 className="mt-4 text-2xl font-bold">Rules reference</h1>
      <p className="mt-2 text-slate-300">
        The numbers the calculator plays with: units, leaders, dice and tactic cards of Star Wars: Rebellion
        and Rise of the Empire, and what each policy and rule variant does.
      </p>
      <nav aria-label="On this page" className="mt-4">
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {SECTIONS.map(([id, title]) => (
            <li key={id}>
              <a href={`#${id}`} className="text-sky-300 underline underline-offset-2 hover:text-sky-200">
                {title}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <Section id="units" title="Units">
        <p className="mt-2 text-slate-300">
          A hit damages only units whose health colour matches the die; a direct hit damages any unit with
          health. Limits are the most of a unit a player can field.
        </p>
        {FACTIONS.flatMap((faction) =>
          THEATERS.map((theater) => (
            <UnitsTable key={`${faction}-${theater}`} faction={faction} theater={theater} />
          )),
        )}
      </Section>

      <Section id="leaders" title="Leaders">
        <p className="mt-2 text-slate-300">
          The best tactic value among a side&apos;s leaders sets how many tactic cards it draws for that
          theater.
        </p>
        {FACTIONS.map((faction) => (
          <LeadersTable key={faction} faction={faction} />
        ))}
      </Section>

      <Section id="dice" title="Dice">
        <DiceTable />
      </Section>

      <Section id="tactic-cards" title="Tactic cards">
        <TacticDecksTable />
      </Section>

      <Section id="policies" title="Policies">
        <p className="mt-2 text-slate-300">How the calculator makes each player&apos;s choices.</p>
        {POLICY_FAMILIES.map((f) => (
          <PolicyList key={f.title} title={f.title} docs={f.docs} />
        ))}
        <PolicyList title={TACTICS_DOCS.title} docs={TACTICS_DOCS.docs} />
      </Section>

      <Section id="variants" title="Rule variants">
        <p className="mt-2 text-slate-300">
          Where sources disagree, the default is first and the alternative can be chosen.
        </p>
        <PolicyList docs={VARIANT_DOCS.docs} />
      </Section>

      <Section id="cinematic" title="Cinematic Combat">
        <p className="mt-2 text-slate-300">{explainOption(TACTICS, CINEMATIC)}</p>
        <p className="mt-2 text-slate-300">
          The 32 advanced cards: a card&apos;s top ability needs a unit of the pictured type of yours in the
          system (checked when the cards are revealed); otherwise its bottom ability is used.
        </p>
        {FACTIONS.flatMap((faction) =>
          THEATERS.map((theater) => (
            <CinematicCardsTable key={`${faction}-${theater}`} faction={faction} theater={theater} />
          )),
        )}
        <PolicyList title={CINEMATIC_DOCS.readings.title} docs={CINEMATIC_DOCS.readings.docs} />
        <PolicyList title={CINEMATIC_DOCS.cardChoice.title} docs={CINEMATIC_DOCS.cardChoice.docs} />
      </Section>
    </main>
  );
}
