/** The loggers the client guide (docs/client.md) names fit the `logger` option as they are, with no adapter. */
import { pino } from 'pino';
import { assertType, describe, it } from 'vitest';
import type { Logger } from '../index.js';

describe('Logger', () => {
  it('accepts console and pino', () => {
    assertType<Logger>(console);
    assertType<Logger>(pino());
  });

  it('accepts a winston-style logger whose methods return the logger', () => {
    interface WinstonLike {
      debug(message: string, ...meta: unknown[]): WinstonLike;
      info(message: string, ...meta: unknown[]): WinstonLike;
      warn(message: string, ...meta: unknown[]): WinstonLike;
      error(message: string, ...meta: unknown[]): WinstonLike;
    }
    assertType<Logger>({} as WinstonLike);
  });

  it('rejects an object without the four methods', () => {
    // @ts-expect-error no debug method
    assertType<Logger>({ info() {}, warn() {}, error() {} });
  });
});
