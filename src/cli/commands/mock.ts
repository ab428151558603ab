/**
 * `mock [--port] [--host] [--document <file>]`: Prism on the bundled document, for a game backend to
 * point its client at during development (`baseUrl: http://127.0.0.1:4010`; any obviously fake key
 * works), or on any OpenAPI document given with --document (JSON or YAML; its external refs are
 * resolved relative to the file, and only to files inside its folder).
 */
import { existsSync } from 'node:fs';
import { Writable } from 'node:stream';
import type { Command } from 'commander';
import openapiDocument from '../../../generated/openapi.json' with { type: 'json' };
import { FETCH_BAD_PORTS } from '../../internal/bad-ports.js';
import { cannotRead } from '../document/document-input-error.js';
import { loadDocument } from '../document/load-document.js';
import { startMockServer } from '../mock/start-mock.js';
import { CliError, type CliIo } from '../cli-error.js';

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
function listenFailure(error: unknown, host: string, port: number, document: string | undefined): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EADDRINUSE')
    return `port ${port} on ${host} is already in use (EADDRINUSE): stop what listens there, or choose another --port`;
  const reason = error instanceof Error ? error.message : String(error);
  return `cannot serve ${document ?? 'the bundled document'}: ${reason}`;
}

/**
 * The --document file bundled with its refs inside its own folder (src/cli/document/): Prism, given
 * the path, would follow a ref to any file or URL.
 */
async function readDocument(file: string): Promise<object> {
  try {
    return await loadDocument(file);
  } catch (error) {
    throw new CliError(cannotRead(file, error), 2);
  }
}

export function registerMock(program: Command, io: CliIo): void {
  program
    .command('mock')
    .description('Run the Prism mock of the S2S API (or of --document) until interrupted')
    .option('-p, --port <port>', 'port to listen on', String(DEFAULT_MOCK_PORT))
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .option('--document <file>', 'serve this OpenAPI document (JSON or YAML) instead of the bundled one')
    .action(async (options: { port: string; host: string; document?: string }) => {
      const port = Number(options.port);
      if (!Number.isInteger(port) || port < 0 || port > 65535)
        throw new CliError(`--port must be a port number, got ${options.port}`);
      if (options.document && !existsSync(options.document)) throw new CliError(`${options.document} does not exist`);
      if (FETCH_BAD_PORTS.has(port))
        io.err(
          `warning: port ${port} is a "bad port" of the Fetch standard: fetch (this package's client, Node, browsers) refuses to connect to it; choose another --port`,
        );
      const document = options.document ? await readDocument(options.document) : structuredClone(openapiDocument);
      const server = await startMockServer({ document, log: logPrinter(io), port, host: options.host }).catch(
        (error: unknown) => {
          throw new CliError(listenFailure(error, options.host, port, options.document));
        },
      );
      const what = options.document
        ? `Mock of ${options.document}`
        : `Mock of the S2S API ${openapiDocument.info.version}`;
      io.out(`${what} listening on ${server.url} (Ctrl-C to stop)`);
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
