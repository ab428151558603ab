/**
 * Test support (not exported): the shared local services. A suite that needs one runs where it
 * answers, skips with a one-line reason that says how to run it where it does not, and FAILS under
 * CI=true, where the services are part of the machine (a silent skip would hide a broken CI).
 */
import { connect } from 'node:net';
import { describe, it } from 'vitest';

export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
export const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface Service {
  name: string;
  url: string;
  /** Why it cannot be used, or undefined when it answers. */
  unavailable: string | undefined;
}

const HOW_TO: Record<string, string> = {
  redis: 'start redis-server or set REDIS_URL',
  postgres: 'start PostgreSQL or set DATABASE_URL (trust auth, database test)',
};

/** Opens (and closes) one TCP connection to the service's host and port, within a second. */
export async function probeService(name: 'redis' | 'postgres', url: string): Promise<Service> {
  const { hostname, port } = new URL(url);
  const unavailable = await new Promise<string | undefined>((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || (name === 'redis' ? 6379 : 5432)) });
    const done = (reason?: string) => {
      socket.destroy();
      resolve(reason);
    };
    socket.setTimeout(1000, () => done('no answer within 1 s'));
    socket.once('connect', () => done());
    socket.once('error', (error) => done(error.message));
  });
  return { name, url, unavailable };
}

/** `describe` that runs where the service answers, skips with its reason elsewhere, fails under CI=true. */
export function describeWithService(service: Service, title: string, body: () => void): void {
  if (service.unavailable === undefined) {
    describe(title, body);
    return;
  }
  const reason = `${service.name} at ${service.url} is unreachable (${service.unavailable}): ${HOW_TO[service.name]}`;
  if (process.env.CI === 'true') {
    describe(title, () =>
      it(`needs ${service.name}`, () => {
        throw new Error(`${reason}; under CI=true its tests fail instead of skipping`);
      }),
    );
    return;
  }
  console.warn(`skipped "${title}": ${reason}`);
  describe.skip(`${title} (skipped: ${reason})`, body);
}

/** A unique name per test run, for key prefixes and schemas, so parallel runs never meet. */
export function runId(): string {
  return `t${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
}
