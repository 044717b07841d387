import { describe, expect, it } from "vitest";
import { clip, clipEchoes, ECHO_MAX, MESSAGE_MAX } from "@/lib/format/clip-echoes";

describe("echoed values are cut short", () => {
  it("cuts each quoted value to 40 characters and leaves short ones alone", () => {
    expect(clip("x".repeat(100))).toBe(`${"x".repeat(ECHO_MAX - 1)}…`);
    expect(clip("short")).toBe("short");
    const message = `unknown unit "${"a".repeat(28_000)}" on the attacker's side ("tie-fighter" is one)`;
    const cut = clipEchoes(message);
    expect(cut).toBe(`unknown unit "${"a".repeat(39)}…" on the attacker's side ("tie-fighter" is one)`);
  });

  it("caps the whole message, quotes or not", () => {
    expect(clipEchoes("y".repeat(10_000))).toHaveLength(MESSAGE_MAX);
    expect(clipEchoes(`a "b\\"c" d`)).toBe(`a "b\\"c" d`);
  });
});
