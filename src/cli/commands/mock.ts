/**
 * `mock [--port] [--host]`: Prism on the bundled document, for a game backend to point its client
 * at during development (`baseUrl: http://127.0.0.1:4010`; any obviously fake key works).
 */
import { Writable } from 'node:stream';
import type { Command } from 'commander';
import openapiDocument from '../../../generated/openapi.json' with { type: 'json' };
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
          const entry = JSON.parse(line) as { level: number; msg: string; input?: { method: string; url: { path: string } } };
          if (entry.input && entry.msg === 'Request received') io.out(`${entry.input.method.toUpperCase()} ${entry.input.url.path}`);
          else if (entry.level >= 40) io.err(`  ${entry.msg}`);
        } catch {
          io.err(line);
        }
      }
      done();
    },
  });
}

export function registerMock(program: Command, io: CliIo): void {
  program
    .command('mock')
    .description('Run the Prism mock of the S2S API on the bundled document until interrupted')
    .option('-p, --port <port>', 'port to listen on', String(DEFAULT_MOCK_PORT))
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .action(async (options: { port: string; host: string }) => {
      const port = Number(options.port);
      if (!Number.isInteger(port) || port < 0 || port > 65535) throw new CliError(`--port must be a port number, got ${options.port}`);
      const server = await startMockServer({ document: structuredClone(openapiDocument), log: logPrinter(io), port, host: options.host });
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
