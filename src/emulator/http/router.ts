/**
 * Finds what answers a method and path: one of the document's operations (from
 * generated/operations.ts, so every operation is routed and a new one cannot be missed), or a route
 * another part of the emulator registered (pages under `/checkout/...`, `/_emulator/...`).
 *
 * Templates are `/v1/creators/{creator_id}`. A literal segment beats a parameter
 * (`/v1/creators/countries` is not creator "countries").
 */
import type { EmulatorRequest, EmulatorResponse } from './types.js';

export interface RouteMatch<T> {
  target: T;
  /** Path parameters, percent-decoded. */
  params: Record<string, string>;
}

/** Handler of a route that is not an API operation (a page, a control). */
export type RouteHandler = (
  request: EmulatorRequest,
  params: Record<string, string>,
) => EmulatorResponse | Promise<EmulatorResponse>;

interface Entry<T> {
  method: string;
  segments: (string | null)[];
  names: string[];
  target: T;
}

export type RouteLookup<T> =
  | { kind: 'found'; match: RouteMatch<T> }
  | { kind: 'method-not-allowed'; allow: string[] }
  | { kind: 'not-found' };

function split(path: string): string[] {
  return path.split('/').slice(1);
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // a malformed escape stays as sent; validation reports it if it matters
  }
}

export class Router<T> {
  /** Exact-length entries by segment count, so a lookup only compares routes that can fit. */
  readonly #bySize = new Map<number, Entry<T>[]>();

  /** Adds `method` at `template`; the first of two equally specific matches wins. */
  add(method: string, template: string, target: T): void {
    const names: string[] = [];
    const segments = split(template).map((part) => {
      const param = /^\{([^}]+)\}$/.exec(part);
      if (!param) return part;
      names.push(param[1] as string);
      return null;
    });
    const entry = { method: method.toUpperCase(), segments, names, target };
    this.#bySize.set(segments.length, [...(this.#bySize.get(segments.length) ?? []), entry]);
  }

  lookup(method: string, path: string): RouteLookup<T> {
    const parts = split(path);
    let best: { entry: Entry<T>; score: number } | undefined;
    const allow = new Set<string>();
    for (const entry of this.#bySize.get(parts.length) ?? []) {
      const score = this.#score(entry, parts);
      if (score < 0) continue;
      if (entry.method !== method) {
        allow.add(entry.method);
        continue;
      }
      if (best === undefined || score > best.score) best = { entry, score };
    }
    if (best === undefined)
      return allow.size > 0 ? { kind: 'method-not-allowed', allow: [...allow] } : { kind: 'not-found' };
    const { entry } = best;
    const params: Record<string, string> = {};
    let name = 0;
    entry.segments.forEach((segment, index) => {
      if (segment === null) params[entry.names[name++] as string] = decode(parts[index] as string);
    });
    return { kind: 'found', match: { target: entry.target, params } };
  }

  /** -1 when `parts` (as many as the entry's segments) does not fit; otherwise the literal segments that match. */
  #score(entry: Entry<T>, parts: string[]): number {
    let score = 0;
    for (let i = 0; i < entry.segments.length; i++) {
      const segment = entry.segments[i];
      if (segment === null) {
        if (parts[i] === '') return -1;
        continue;
      }
      if (segment !== parts[i]) return -1;
      score++;
    }
    return score;
  }
}
