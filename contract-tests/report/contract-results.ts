/**
 * The contract run's results in one neutral shape: one `CaseResult` per operation and per webhook,
 * with each check's outcome and the status codes seen. The suite run (contract-tests/run.ts)
 * produces it; every formatter (the terminal table, JUnit, JSON,
 * Markdown, GitHub annotations) reads only it, so no report can say something the verdict does not.
 *
 * `--reporter json` writes a `ContractResults` as it is. Its field names are a published interface
 * (docs/contract-tests.md; pinned by contract-results.test.ts): fields may be added, never renamed
 * or removed without raising `CONTRACT_RESULTS_VERSION`.
 */

/** Raised only when a field of the JSON report is renamed or removed. */
export const CONTRACT_RESULTS_VERSION = 1;

export type CaseKind = 'operation' | 'webhook';

/**
 * The checks a case can go through, in table order. A run includes the ones that apply to it (a
 * document that is not ours has no recorded fixtures, so no `fixture` check).
 *
 * - `exercised`: the request it must accept was sent (operations), or the signed example delivery
 *   was handed to the webhook handler;
 * - `noViolation`: Prism reported no violation / the handler accepted the delivery;
 * - `bodyValid`: ajv validated the answer (or the delivery) against the document;
 * - `validated`: requests breaking the declared constraints were all rejected, proving the mock
 *   checks this operation at all (for webhooks: a delivery signed with another key was refused);
 * - `fixture`: a recorded fixture exists and passes the checks against the current document.
 */
export type CheckId = 'exercised' | 'noViolation' | 'bodyValid' | 'validated' | 'fixture';

export const CHECK_IDS: readonly CheckId[] = ['exercised', 'noViolation', 'bodyValid', 'validated', 'fixture'];

/**
 * - `passed`: the check ran and held;
 * - `failed`: it ran and did not hold, or it had to run and did not (the reason says which);
 * - `skipped`: not run on purpose, with the reason (a live run sends no broken requests);
 * - `mock`: it failed only because of the mock itself (its generator, not the client or the
 *   document); listed, but it does not fail the case.
 */
export type CheckState = 'passed' | 'failed' | 'skipped' | 'mock';

export interface CheckResult {
  state: CheckState;
  /** Why it failed, was skipped or is the mock's; for a pass, an optional qualifier (`nothing to break`). */
  reason?: string;
  /** What was tried, one line each: e.g. every broken request and how the mock answered it. */
  details?: string[];
}

/**
 * How a run made an operation answer one status code: `natural` when the request itself called for
 * it (no key for 401, an unknown id for 404, malformed JSON for 400, ...), false when it was injected
 * (the emulator's `emu.inject`) because nothing a client sends produces it.
 */
export interface ProducedStatus {
  code: number;
  /** The trigger, short: `sample`, `nokey`, `restr`, `json`, `broken`, `id`, `conflict`, `rate`, `inject`. */
  trigger: string;
  /** In words, with what was tried first for an injected one: `no key`, `injected (emu.inject); ...`. */
  how: string;
  natural: boolean;
}

/** One declared response of a case, or an answer it does not declare, and the codes seen under it. */
export interface StatusCoverage {
  /** The declared key (`201`, `2XX`, `default`), or the code itself for an undeclared answer. */
  status: string;
  declared: boolean;
  /** Codes answered under it in this run, ascending; empty when it was never seen. */
  seen: number[];
  /** How each was produced, where the run says (the emulator run's status coverage); first way first. */
  produced?: ProducedStatus[];
}

/**
 * Whose fault a finding is. `run`: what the run itself could
 * not check (a request it could not build, a mock it could not reach); never the client's or the
 * document's, and the case it names was not exercised.
 */
export type Fault = 'client' | 'document' | 'mock' | 'run';

export interface Finding {
  kind: Fault;
  message: string;
}

export type CaseVerdict = 'passed' | 'failed' | 'skipped';

export interface CaseResult {
  kind: CaseKind;
  /** The operationId (or `METHOD /path` when it has none), or the webhook's event type. */
  key: string;
  /** Upper-case HTTP method and path template; for a webhook, its delivery method and event type. */
  method: string;
  path: string;
  /** `failed` when `failures` is not empty; `skipped` when it was not exercised, on purpose. */
  verdict: CaseVerdict;
  checks: Partial<Record<CheckId, CheckResult>>;
  statuses: StatusCoverage[];
  /** Every reason the case failed, one line each; empty unless the verdict is `failed`. */
  failures: string[];
  /** Findings by whose fault they are; `mock` ones do not fail the case. */
  findings: Finding[];
  /** Seconds spent checking the case: its tests' time in the suite. */
  durationSeconds: number;
}

/** A check about the run as a whole, such as "the recorded fixtures match the document's version". */
export interface RunCheck {
  id: string;
  title: string;
  state: 'passed' | 'failed';
  reason?: string;
  /** Seconds the test that made the check took, when one test made it. */
  durationSeconds?: number;
}

export interface Tally {
  total: number;
  passed: number;
  failed: number;
  skipped: number;
}

/** What the run talked to: the embedded Prism mock, a real environment, a mock of another document, the emulator. */
export type ContractTarget = 'mock' | 'live' | 'document' | 'emulator';

export interface ContractResults {
  version: typeof CONTRACT_RESULTS_VERSION;
  tool: 'contract';
  /** `failed` when a case or a run check failed: the exit code is 1 exactly then. */
  verdict: 'passed' | 'failed';
  target: ContractTarget;
  /** In words: `embedded Prism mock`, `live, through prism proxy`. */
  against: string;
  document: { title: string; version: string; file?: string };
  durationSeconds: number;
  cases: CaseResult[];
  runChecks: RunCheck[];
  totals: { operations: Tally; webhooks: Tally; statuses: { declared: number; seen: number } };
  /** Context worth printing under the table (where the mock's log is kept, ...). */
  notes: string[];
}

/** One failure line per failed check, `<check>: <reason>`, in check order. */
export function checkFailures(checks: CaseResult['checks']): string[] {
  return CHECK_IDS.flatMap((id) => {
    const check = checks[id];
    return check?.state === 'failed' ? [`${id}: ${check.reason ?? 'failed'}`] : [];
  });
}

/** The case's verdict from its checks and failures: one rule, used by every producer. */
export function caseVerdict(checks: CaseResult['checks'], failures: readonly string[]): CaseVerdict {
  if (failures.length > 0 || Object.values(checks).some((check) => check.state === 'failed')) return 'failed';
  return checks.exercised?.state === 'skipped' ? 'skipped' : 'passed';
}

function tally(cases: readonly CaseResult[]): Tally {
  const count = (verdict: CaseVerdict) => cases.filter((c) => c.verdict === verdict).length;
  return { total: cases.length, passed: count('passed'), failed: count('failed'), skipped: count('skipped') };
}

export type ContractResultsInput = Omit<ContractResults, 'version' | 'tool' | 'verdict' | 'totals'>;

/** Adds the verdict and the totals, so no producer computes them its own way. */
export function finishResults(input: ContractResultsInput): ContractResults {
  const failed = input.cases.some((c) => c.verdict === 'failed') || input.runChecks.some((c) => c.state === 'failed');
  const declared = input.cases.flatMap((c) => c.statuses.filter((s) => s.declared));
  return {
    version: CONTRACT_RESULTS_VERSION,
    tool: 'contract',
    verdict: failed ? 'failed' : 'passed',
    target: input.target,
    against: input.against,
    document: input.document,
    durationSeconds: input.durationSeconds,
    cases: input.cases,
    runChecks: input.runChecks,
    totals: {
      operations: tally(input.cases.filter((c) => c.kind === 'operation')),
      webhooks: tally(input.cases.filter((c) => c.kind === 'webhook')),
      statuses: { declared: declared.length, seen: declared.filter((s) => s.seen.length > 0).length },
    },
    notes: input.notes,
  };
}

/** The declared key that covers `status`: the exact code, else its `2XX`-style range, else `default`. */
export function declaredKeyFor(declared: readonly string[], status: number): string | undefined {
  const exact = String(status);
  if (declared.includes(exact)) return exact;
  const range = `${exact[0]}XX`;
  if (declared.includes(range)) return range;
  return declared.includes('default') ? 'default' : undefined;
}

/**
 * Each declared response with the codes seen under it, then every undeclared code seen; with
 * `produced`, how each code was made to happen (one entry per way, in the order given).
 */
export function statusCoverage(
  declared: readonly string[],
  seen: Iterable<number>,
  produced: readonly ProducedStatus[] = [],
): StatusCoverage[] {
  const byKey = new Map<string, Set<number>>(declared.map((key) => [key, new Set()]));
  const undeclared = new Map<string, Set<number>>();
  for (const code of seen) {
    const key = declaredKeyFor(declared, code);
    if (key) byKey.get(key)?.add(code);
    else undeclared.set(String(code), new Set([code]));
  }
  const ascending = (codes: Set<number>) => [...codes].sort((a, b) => a - b);
  // In code order, ranges where their codes start (2XX before 201's neighbours), `default` last.
  const rank = (status: string) => (status === 'default' ? 1000 : Number(status.replace(/XX$/, '00')) || 999);
  const byCode = (a: { status: string }, b: { status: string }) => rank(a.status) - rank(b.status);
  const ways = (status: string, codes: Set<number>) => {
    const mine = produced.filter((p) => codes.has(p.code) && declaredKeyFor(declared, p.code) === status);
    const distinct = mine.filter((p, i) => mine.findIndex((q) => q.code === p.code && q.how === p.how) === i);
    return distinct.length > 0 ? { produced: distinct } : {};
  };
  return [
    ...[...byKey]
      .map(([status, codes]) => ({ status, declared: true, seen: ascending(codes), ...ways(status, codes) }))
      .sort(byCode),
    ...[...undeclared].map(([status, codes]) => ({ status, declared: false, seen: ascending(codes) })).sort(byCode),
  ];
}

/** The declared statuses of a case that were never answered, e.g. `['409', '503']`. */
export function unseenStatuses(c: Pick<CaseResult, 'statuses'>): string[] {
  return c.statuses.filter((s) => s.declared && s.seen.length === 0).map((s) => s.status);
}
