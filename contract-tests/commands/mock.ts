/**
 * `mock [--port] [--host]` (`npm run mock`): Prism on the bundled document, the mock the contract
 * suite runs against, served until interrupted (`baseUrl: http://127.0.0.1:4010`; any obviously
 * fake key works). A game team starts the emulator instead (`game-commerce-s2s emulator`).
 */
import { Writable } from 'node:stream';
import type { Command } from 'commander';
import openapiDocument from '../../generated/openapi.json' with { type: 'json' };
import { FETCH_BAD_PORTS } from '../../src/internal/bad-ports.js';
import { startMockServer } from '../mock-server/start-mock.js';
import { CliError, type CliIo } from '../../src/cli/cli-error.js';

/** Prism's default port, so existing habits and docs carry over. */
export const DEFAULT_MOCK_PORT = 4010;

/** Prints Prism's JSON log lines as short text: each request, and every violation it found. */
function logPrinter(io: CliIo): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        try {
          const entry = JSON.parse(line) as {
            level: number;
            msg: string;
            input?: { method: string; url: { path: string } };
          };
          if (entry.input && entry.msg === 'Request received')
            io.out(`${entry.input.method.toUpperCase()} ${entry.input.url.path}`);
          else if (entry.level >= 40) io.err(`  ${entry.msg}`);
        } catch {
          io.err(line);
        }
      }
      done();
    },
  });
}

/** Why the mock could not start, in one line; a busy port says so with its code. */
function listenFailure(error: unknown, host: string, port: number): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EADDRINUSE')
    return `port ${port} on ${host} is already in use (EADDRINUSE): stop what listens there, or choose another --port`;
  const reason = error instanceof Error ? error.message : String(error);
  return `cannot serve the bundled document: ${reason}`;
}

export function registerMock(program: Command, io: CliIo): void {
  program
    .command('mock')
    .description('Run the Prism mock of the S2S API until interrupted')
    .option('-p, --port <port>', 'port to listen on', String(DEFAULT_MOCK_PORT))
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .action(async (options: { port: string; host: string }) => {
      const port = Number(options.port);
      if (!Number.isInteger(port) || port < 0 || port > 65535)
        throw new CliError(`--port must be a port number, got ${options.port}`);
      if (FETCH_BAD_PORTS.has(port))
        io.err(
          `warning: port ${port} is a "bad port" of the Fetch standard: fetch (this package's client, Node, browsers) refuses to connect to it; choose another --port`,
        );
      const document = structuredClone(openapiDocument);
      const server = await startMockServer({ document, log: logPrinter(io), port, host: options.host }).catch(
        (error: unknown) => {
          throw new CliError(listenFailure(error, options.host, port));
        },
      );
      io.out(`Mock of the S2S API ${openapiDocument.info.version} listening on ${server.url} (Ctrl-C to stop)`);
      await new Promise<void>((resolve) => {
        const stop = () => {
          process.off('SIGINT', stop);
          process.off('SIGTERM', stop);
          resolve();
        };
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      });
      await server.close();
    });
}
