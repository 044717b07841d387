"use client";

import { cinematicCards, type Theater } from "@/lib/data";
import { listed } from "@/lib/scenario/card-lists";
import { cardsHeld, withCardsHeld } from "@/lib/scenario/in-progress-edits";
import {
  addDiscarded,
  addKnownCard,
  deckCards,
  forgetKnownCard,
  handOf,
  removeDiscarded,
} from "@/lib/scenario/in-progress-cards";
import { setListedCards } from "@/lib/scenario/setup-edits";
import type { Setup } from "@/lib/scenario/setup";
import type { Scenario, SideKey } from "@/lib/scenario/types";
import { tacticName } from "@/lib/scenario/words";
import { TapStepper } from "@/components/fields/tap-stepper";
import { CardChips } from "./card-chips";

const THEATERS: readonly Theater[] = ["space", "ground"];
const Theater = (t: Theater) => (t === "space" ? "Space" : "Ground");

/** One id of the theater's deck, or undefined (a picker only offers the deck's cards). */
function deckCard(s: Scenario, theater: Theater, id: string) {
  return deckCards(s, theater).find((c) => c.id === id)?.id;
}

/**
 * Base game: the tactic cards a side holds per theater (docs/rules.md#in-progress), how many, and which ones when
 * the player knows them; a known card takes the place of one held unseen. `onProblem` gets the line of an edit
 * refused (more known cards than held); `onEdit` checks the rest (docs/rules.md#in-progress).
 */
export function HandCardsFields({
  s,
  side,
  onEdit,
  onProblem,
}: {
  readonly s: Scenario;
  readonly side: SideKey;
  readonly onEdit: (s: Scenario) => void;
  readonly onProblem: (line: string | null) => void;
}) {
  return (
    <>
      {THEATERS.map((t) => {
        const hand = handOf(s, side, t);
        const testId = `in-progress-${side}-${t}`;
        return (
          <div key={t} className="flex flex-col gap-1">
            <TapStepper
              label={`${Theater(t)} cards in hand`}
              value={cardsHeld(s, side, t)}
              min={hand.cards.length}
              max={15}
              testId={`${testId}-cards`}
              onChange={(n) => onEdit(withCardsHeld(s, side, t, n))}
            />
            <CardChips
              label={`Known ${t} cards`}
              testId={`${testId}-known`}
              chosen={hand.cards.map(tacticName)}
              options={deckCards(s, t)}
              onAdd={(id) => {
                const card = deckCard(s, t, id);
                if (!card) return;
                const result = addKnownCard(s, side, t, card);
                if (result.ok) onEdit(result.scenario);
                else onProblem(result.problem);
              }}
              onRemove={(i) => onEdit(forgetKnownCard(s, side, t, i))}
            />
          </div>
        );
      })}
    </>
  );
}

/** Base game: the cards already in each theater's discard pile this game (one pile per theater, both sides'). */
export function DiscardedFields({
  s,
  onEdit,
}: {
  readonly s: Scenario;
  readonly onEdit: (s: Scenario) => void;
}) {
  const discarded = s.inProgress?.discarded;
  return (
    <fieldset
      className="flex flex-col gap-2 border-t border-slate-700 pt-2"
      data-testid="in-progress-discarded"
    >
      <legend className="text-sm font-bold text-slate-100">Discarded this game</legend>
      {THEATERS.map((t) => (
        <CardChips
          key={t}
          label={`${Theater(t)} discard pile`}
          testId={`in-progress-discarded-${t}`}
          chosen={(discarded?.[t] ?? []).map(tacticName)}
          options={deckCards(s, t)}
          onAdd={(id) => {
            const card = deckCard(s, t, id);
            if (card) onEdit(addDiscarded(s, t, card));
          }}
          onRemove={(i) => onEdit(removeDiscarded(s, t, i))}
        />
      ))}
    </fieldset>
  );
}

/** Cinematic Combat: the cards the side has already used (its `usedCards`, the force's "Cards already used"). */
export function CinematicUsedFields({
  setup,
  side,
  onChange,
}: {
  readonly setup: Setup;
  readonly side: SideKey;
  readonly onChange: (next: Setup) => void;
}) {
  const force = setup.scenario[side];
  return (
    <>
      {THEATERS.map((t) => {
        const cards = cinematicCards(force.faction, t);
        const used = listed(force, "usedCards", t);
        const removed = listed(force, "removedCards", t);
        const name = (id: string) => cards.find((c) => c.id === id)?.name ?? id;
        return (
          <CardChips
            key={t}
            label={`${Theater(t)} cards used`}
            testId={`in-progress-${side}-${t}-used`}
            chosen={used.map(name)}
            options={cards.filter((c) => !used.includes(c.id) && !removed.includes(c.id))}
            onAdd={(id) => onChange(setListedCards(setup, side, "usedCards", t, [...used, id]))}
            onRemove={(i) =>
              onChange(
                setListedCards(
                  setup,
                  side,
                  "usedCards",
                  t,
                  used.filter((_, j) => j !== i),
                ),
              )
            }
          />
        );
      })}
    </>
  );
}
