import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// The import graph of a folder of TypeScript files, and its circles: tests/engine/import-graph.test.ts keeps
// lib/engine's imports running one way (docs/engine.md, "Layers").

const root = path.resolve(__dirname, "..", "..");

/** Every .ts file under `dir` (relative to the repository root), with the files under it that it imports. */
export function importGraph(dir: string): Map<string, string[]> {
  const files: string[] = [];
  const walk = (rel: string) => {
    for (const entry of readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const child = `${rel}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (entry.name.endsWith(".ts")) files.push(child);
    }
  };
  walk(dir);
  const known = new Set(files);
  const resolve = (from: string, spec: string): string | null => {
    let target: string;
    if (spec.startsWith("@/")) target = spec.slice(2);
    else if (spec.startsWith(".")) target = path.posix.join(path.posix.dirname(from), spec);
    else return null;
    for (const candidate of [`${target}.ts`, `${target}/index.ts`])
      if (known.has(candidate)) return candidate;
    return null;
  };
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const source = readFileSync(path.join(root, file), "utf8");
    const targets = new Set<string>();
    // (type-only imports count: they tie the layers together just the same)
    for (const m of source.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s+"([^"]+)"/gms)) {
      const target = resolve(file, m[1]!);
      if (target !== null && target !== file) targets.add(target);
    }
    graph.set(file, [...targets].sort());
  }
  return graph;
}

/**
 * Every circle of the graph (an elementary cycle: a path back to its start through distinct files), each written
 * from its alphabetically first file, e.g. ["a.ts", "b.ts"] for a.ts → b.ts → a.ts.
 */
export function importCircles(graph: Map<string, string[]>): string[][] {
  const nodes = [...graph.keys()].sort();
  const circles: string[][] = [];
  // Circles starting at nodes[i] through nodes after it only (each circle found once, from its first file).
  nodes.forEach((start, i) => {
    const allowed = new Set(nodes.slice(i));
    const pathNow: string[] = [start];
    const onPath = new Set(pathNow);
    const visit = (node: string) => {
      for (const next of graph.get(node) ?? []) {
        if (next === start) circles.push([...pathNow]);
        else if (allowed.has(next) && !onPath.has(next)) {
          pathNow.push(next);
          onPath.add(next);
          visit(next);
          onPath.delete(next);
          pathNow.pop();
        }
      }
    };
    visit(start);
  });
  return circles;
}
