import { describe, expect, it } from "vitest";
import { forbiddenKeyMessage } from "@/lib/api/forbidden-keys";
import { readJsonBody } from "@/lib/api/read-json-body";
import { jsonPost } from "../helpers/json-post";

const post = (body: string) => jsonPost(body);

describe("prototype keys in a body", () => {
  it("are refused with one line naming the key and where it is", () => {
    expect(forbiddenKeyMessage(JSON.parse('{"scenario":{"attacker":{"__proto__":{"x":1}}}}'))).toBe(
      'the key "__proto__" (in scenario.attacker) is not allowed',
    );
    expect(forbiddenKeyMessage(JSON.parse('{"constructor":1}'))).toBe('the key "constructor" is not allowed');
    expect(forbiddenKeyMessage(JSON.parse('[{"a":[{"prototype":{}}]}]'))).toBe(
      'the key "prototype" (in [0].a[0]) is not allowed',
    );
    expect(forbiddenKeyMessage({ scenario: { attacker: { units: { "x-wing": 2 } } } })).toBeNull();
  });

  it("never overflow the stack, however deep the body", () => {
    const deep = `${'{"a":'.repeat(50_000)}{"__proto__":1}${"}".repeat(50_000)}`;
    expect(forbiddenKeyMessage(JSON.parse(deep))).toMatch(
      /^the key "__proto__" \(in a\.a\.a.{30,}…\) is not allowed$/,
    );
  });

  it("make the body a 400 at the edge, before any field is read", async () => {
    const read = await readJsonBody(post('{"__proto__":{"trials":5},"scenario":{}}'), 65_536);
    expect(read).toEqual({ ok: false, error: 'the key "__proto__" is not allowed' });
  });
});
