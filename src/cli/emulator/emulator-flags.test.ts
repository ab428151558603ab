/**
 * CLI parity: every option of `startEmulator` has a flag of `emulator` (or a stated reason why a
 * command line cannot have one), every flag shows its default in `--help`, and the flags reach the
 * emulator as the options they name.
 */
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { createProgram, run } from '../program.js';
import { type EmulatorFlags, formatDuration, OPTION_FLAGS, optionsFromFlags } from './emulator-flags.js';

/** The property names of `EmulatorOptions`, inherited ones included, read from the type itself. */
function emulatorOptionKeys(): string[] {
  const file = fileURLToPath(new URL('../../emulator/options.ts', import.meta.url));
  const program = ts.createProgram([file], {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file)!;
  const symbol = checker.getSymbolAtLocation(source)!;
  const exported = checker.getExportsOfModule(symbol).find((s) => s.name === 'EmulatorOptions')!;
  const type = checker.getDeclaredTypeOfSymbol(exported);
  return checker.getPropertiesOfType(type).map((property) => property.name);
}

/** Every long flag of the `emulator` command with its help text. */
function emulatorFlags(): Map<string, string> {
  const command = createProgram({ out: () => {}, err: () => {} }).commands.find((c) => c.name() === 'emulator')!;
  const help = command.createHelp();
  return new Map(command.options.map((option) => [option.long!, help.optionDescription(option)]));
}

describe('emulator flags: one for every startEmulator option', () => {
  it('every key of EmulatorOptions has a registered flag, or a reason it has none', () => {
    const keys = emulatorOptionKeys();
    // The type's keys as the compiler sees them: the flow and header-name options are inherited.
    expect(keys).toEqual(expect.arrayContaining(['port', 'retryDelaysMs', 'duplicateDeliveries', 'makerName']));
    const flags = emulatorFlags();
    const missing = keys.filter((key) => {
      const entry = (OPTION_FLAGS as Record<string, (typeof OPTION_FLAGS)[keyof typeof OPTION_FLAGS] | undefined>)[key];
      if (entry === undefined) return true;
      return 'flags' in entry && entry.flags.some((flag) => !flags.has(flag));
    });
    expect(missing).toEqual([]);
    // No stale lines either: the table names only options that exist.
    expect(Object.keys(OPTION_FLAGS).sort()).toEqual([...keys].sort());
    // Only what a command line truly cannot carry goes without a flag.
    const without = Object.entries(OPTION_FLAGS).filter(([, entry]) => 'without' in entry);
    expect(without.map(([key]) => key).sort()).toEqual(['listen', 'webhookFetch']);
  }, 60_000);

  it('every flag shows its default in --help', async () => {
    const lines: string[] = [];
    expect(await run(['emulator', '--help'], { out: (l) => lines.push(l), err: () => {} })).toBe(0);
    const help = lines.join('\n');
    for (const [flag, description] of emulatorFlags()) {
      if (flag === '--help') continue;
      expect(description, flag).toMatch(/\(default: [^)]+\)$/);
      expect(help).toContain(flag);
    }
    expect(help).toMatch(/--retry-delays <durations>[\s\S]*?\(default: 1s,5s,30s,2m,10m\)/);
    expect(help).toMatch(/--delivery-timeout <duration>[\s\S]*?\(default: 10s\)/);
    expect(help).toMatch(/--duplicate-deliveries <n>[\s\S]*?\(default: 0\)/);
  });
});

const BASE: EmulatorFlags = {
  port: '0',
  host: '127.0.0.1',
  allowedHost: [],
  apiKey: [],
  requestsPerMinute: '1000',
  quiet: false,
};

describe('optionsFromFlags', () => {
  it('turns each flag into the option it names', () => {
    const options = optionsFromFlags({
      ...BASE,
      retryDelays: '1s,5s,30s',
      deliveryTimeout: '2500ms',
      dailyRewardTimeout: '1s',
      duplicateDeliveries: '2',
      bodyTimeout: '3s',
      maxBodyBytes: '2048',
      requestsPerMinute: 'off',
      sandboxPaymentMethods: 'card,paypal',
      makerName: 'acme',
    });
    expect(options).toMatchObject({
      port: 0,
      retryDelaysMs: [1000, 5000, 30_000],
      deliveryTimeoutMs: 2500,
      dailyRewardTimeoutMs: 1000,
      duplicateDeliveries: 2,
      bodyTimeoutMs: 3000,
      maxBodyBytes: 2048,
      requestsPerMinute: false,
      paymentMethods: { sandbox: ['card', 'paypal'], live: undefined },
      signatureHeader: 'x-acme-signature',
      timestampHeader: 'x-acme-signature-timestamp',
    });
    expect(optionsFromFlags({ ...BASE, retryDelays: 'none' }).retryDelaysMs).toEqual([]);
    // Left out, the emulator applies its own default.
    expect(optionsFromFlags(BASE)).toMatchObject({ retryDelaysMs: undefined, duplicateDeliveries: undefined });
  });

  it('formats a duration in the largest unit that writes it whole', () => {
    expect([500, 1000, 90_000, 120_000, 600_000, 1500, 86_400_000].map(formatDuration)).toEqual([
      '500ms',
      '1s',
      '90s',
      '2m',
      '10m',
      '1500ms',
      '1d',
    ]);
  });

  it.each([
    [{ retryDelays: '1s,soon' }, /^--retry-delays: cannot read the duration "soon"/],
    [{ deliveryTimeout: '0s' }, /^--delivery-timeout must be longer than 0, got 0s$/],
    [{ deliveryTimeout: '10' }, /^--delivery-timeout: cannot read the duration "10"/],
    [{ duplicateDeliveries: '-1' }, /^--duplicate-deliveries must be a whole number of at least 0, got -1$/],
    [{ maxBodyBytes: '1e6' }, /^--max-body-bytes must be a whole number of at least 1, got 1e6$/],
    [{ livePaymentMethods: 'card, Apple Pay' }, /^--live-payment-methods must be a comma-separated list/],
    [{ port: '-1' }, /^--port must be a port number, got -1$/],
  ])('refuses %j naming the flag', (flags, message) => {
    expect(() => optionsFromFlags({ ...BASE, ...flags })).toThrow(message);
  });
});
