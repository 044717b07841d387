import { describe, expect, it } from "vitest";
import { numberText, readNumber, stepNumber } from "@/lib/scenario/number-text";

describe("readNumber", () => {
  it.each([
    ["0.75", 0.75],
    [".5", 0.5],
    ["1e-7", 1e-7],
    ["0,75", 0.75],
    [" 12 ", 12],
    ["-1", -1],
    ["3.", 3],
  ])("reads %s as %s", (text, value) => {
    expect(readNumber(text)).toEqual({ ok: true, value });
  });

  it.each([
    ["", "enter a number"],
    ["  ", "enter a number"],
    ["abc", '"abc" is not a number'],
    ["1,000.5", '"1,000.5" is not a number'],
    ["1e", '"1e" is not a number'],
    ["0x10", '"0x10" is not a number'],
    ["1e999", '"1e999" is too large'],
  ])("refuses %j with a reason", (text, reason) => {
    expect(readNumber(text)).toEqual({ ok: false, reason });
  });
});

describe("numberText and stepNumber", () => {
  it("write a number so that it reads back the same", () => {
    for (const n of [0.5, 1e-7, 0.1 + 0.2, 50])
      expect(readNumber(numberText(n))).toEqual({ ok: true, value: n });
  });

  it("step on the step's decimals, inside the range", () => {
    expect(stepNumber(0.5, 0.05, 1, 0.05, 10)).toBe(0.55);
    expect(stepNumber(0.05, 0.05, -1, 0.05, 10)).toBe(0.05);
    expect(stepNumber(10, 0.05, 1, 0.05, 10)).toBe(10);
    expect(stepNumber(49, 1, 1, 1, 50)).toBe(50);
    expect(stepNumber(1, 1, -1, 1, 50)).toBe(1);
  });
});
