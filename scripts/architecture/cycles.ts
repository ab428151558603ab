/**
 * Import cycles in an import graph (import-graph.ts). Tarjan's algorithm finds every group of
 * files that reach each other (a strongly connected component); each group is reported as one
 * concrete cycle, the shortest through its first file in sort order, written `a -> b -> a`. Break
 * that cycle and run again: a group may hold more than one.
 */
import type { ImportGraph } from './import-graph.js';

/** Files a file imports, each once; imports of files outside the graph are left out. */
function successors(graph: ImportGraph, file: string): string[] {
  return [...new Set((graph.get(file) ?? []).map((edge) => edge.to))].filter((to) => graph.has(to));
}

/** Every strongly connected component with a cycle in it: two files or more, or a file importing itself. */
function cyclicGroups(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  // Iterative, so a long chain of imports cannot overflow the call stack.
  for (const root of [...graph.keys()].sort()) {
    if (index.has(root)) continue;
    const work: { file: string; next: string[] }[] = [];
    const enter = (file: string) => {
      index.set(file, index.size);
      low.set(file, index.get(file)!);
      stack.push(file);
      onStack.add(file);
      work.push({ file, next: successors(graph, file) });
    };
    enter(root);
    while (work.length > 0) {
      const top = work[work.length - 1]!;
      const to = top.next.shift();
      if (to !== undefined) {
        if (!index.has(to)) enter(to);
        else if (onStack.has(to)) low.set(top.file, Math.min(low.get(top.file)!, index.get(to)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent !== undefined) low.set(parent.file, Math.min(low.get(parent.file)!, low.get(top.file)!));
      if (low.get(top.file) !== index.get(top.file)) continue;
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== top.file);
      if (group.length > 1 || successors(graph, top.file).includes(top.file)) groups.push(group.sort());
    }
  }
  return groups.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** The shortest path from `start` back to itself inside `group` (breadth first). */
function shortestCycle(graph: ImportGraph, group: readonly string[], start: string): string[] {
  const inGroup = new Set(group);
  const previous = new Map<string, string>();
  const queue = [start];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const to of successors(graph, file)) {
      if (!inGroup.has(to)) continue;
      if (to === start) {
        const path = [start];
        for (let at = file; at !== start; at = previous.get(at)!) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!previous.has(to)) {
        previous.set(to, file);
        queue.push(to);
      }
    }
  }
  throw new Error(`${start} is in a cycle group but no cycle leads back to it`);
}

/** One cycle per cyclic group, each as files with the first repeated at the end: `[a, b, a]`. */
export function findCycles(graph: ImportGraph): string[][] {
  return cyclicGroups(graph).map((group) => shortestCycle(graph, group, group[0]!));
}

/** `a -> b -> a` */
export function describeCycle(cycle: readonly string[]): string {
  return cycle.join(' -> ');
}
