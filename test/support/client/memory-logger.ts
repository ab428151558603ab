/**
 * pino, as a real logger, writing JSON lines to memory instead of stdout, so tests can read what a
 * production logger would have written.
 */
import { Writable } from 'node:stream';
import { pino, type Logger } from 'pino';

export interface LogLine {
  level: 'debug' | 'info' | 'warn' | 'error';
  msg: string;
  /** The raw JSON line as pino wrote it. */
  raw: string;
}

const LEVELS: Record<number, LogLine['level']> = { 20: 'debug', 30: 'info', 40: 'warn', 50: 'error' };

export function memoryLogger(level: string = 'debug'): { logger: Logger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const raw of chunk.toString('utf8').split('\n').filter(Boolean)) {
        const parsed = JSON.parse(raw) as { level: number; msg: string };
        lines.push({ level: LEVELS[parsed.level] ?? 'error', msg: parsed.msg, raw });
      }
      done();
    },
  });
  return { logger: pino({ level }, stream), lines };
}
