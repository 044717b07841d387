import { describe, expect, it } from "vitest";
import { FORCES_MAX, NAME_MAX, forcesTooLong, lengthNote } from "@/lib/scenario/text-limits";

describe("the text limits (docs/server.md#text-limits)", () => {
  it("are one number each: ten times a real forces line, and a name's 60", () => {
    expect(FORCES_MAX).toBe(2_000);
    expect(NAME_MAX).toBe(60);
    expect(forcesTooLong("x".repeat(FORCES_MAX))).toBeNull();
    expect(forcesTooLong("x".repeat(FORCES_MAX + 1))).toBe(
      "the forces are 2,001 characters, over the limit of 2,000",
    );
  });

  it("counts a field's characters only in the last fifth before its limit", () => {
    expect(lengthNote(1_599, FORCES_MAX)).toBeNull();
    expect(lengthNote(1_600, FORCES_MAX)).toBe("1,600 of 2,000 characters");
    expect(lengthNote(2_000, FORCES_MAX)).toBe("2,000 of 2,000 characters (the limit)");
    expect(lengthNote(47, NAME_MAX)).toBeNull();
    expect(lengthNote(48, NAME_MAX)).toBe("48 of 60 characters");
  });
});
