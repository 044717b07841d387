import { describe, expect, it } from "vitest";
import { readJsonBody } from "@/lib/api/read-json-body";
import { repeatedKeyMessage } from "@/lib/api/repeated-keys";
import { jsonPost } from "../helpers/json-post";

const post = (body: string) => jsonPost(body);

describe("repeated keys in a body (docs/server.md#bodies-origins-echoes)", () => {
  it("are refused with one line naming the key and where it is, never dropped silently", () => {
    expect(repeatedKeyMessage('{"trials": 10, "trials": 200000}')).toBe(
      'the key "trials" is repeated: give it once',
    );
    expect(repeatedKeyMessage('{"scenario":{"attacker":{"units":{"x-wing":1,"x-wing":2}}}}')).toBe(
      'the key "x-wing" (in scenario.attacker.units) is repeated: give it once',
    );
    expect(repeatedKeyMessage('[{"a":[1,{"b":1,"b":2}]}]')).toBe(
      'the key "b" (in [0].a[1]) is repeated: give it once',
    );
    // An escaped key is the key it decodes to.
    expect(repeatedKeyMessage('{"seed":"1","se\\u0065d":"2"}')).toBe(
      'the key "seed" is repeated: give it once',
    );
  });

  it("are not confused by the same key in sibling objects, by strings holding quotes and colons, or by values", () => {
    expect(repeatedKeyMessage('{"a":{"x":1},"b":{"x":1},"c":[{"x":1},{"x":2}]}')).toBeNull();
    expect(repeatedKeyMessage('{"s":"\\"k\\": 1, \\"k\\": 2","t":"k"}')).toBeNull();
    expect(repeatedKeyMessage('{"list":["a","a"],"k":"a"}')).toBeNull();
  });

  it("never overflow the stack, however deep the body", () => {
    const deep = `${'{"a":'.repeat(50_000)}{"k":1,"k":2}${"}".repeat(50_000)}`;
    expect(repeatedKeyMessage(deep)).toMatch(/^the key "k" \(in a\.a\.a.{30,}…\) is repeated: give it once$/);
  });

  it("make the body a one-line 400", async () => {
    expect(await readJsonBody(post('{"trials":1,"trials":2}'), 65_536)).toEqual({
      ok: false,
      error: 'the key "trials" is repeated: give it once',
    });
  });
});
