/**
 * The names `game-commerce-s2s` exports, types included, read by the TypeScript compiler from
 * src/index.ts. A name added or removed fails here until this list (and a CHANGELOG line) says so;
 * the surface stays small enough for a newcomer to list from memory.
 */
import ts from 'typescript';
import { expect, it } from 'vitest';

const SURFACE = [
  'ApiError',
  'ApiPromise',
  'AuthenticationError',
  'BadRequestError',
  'ClientHooks',
  'ClientOptions',
  'ConfigurationError',
  'ConflictError',
  'ConnectionError',
  'FetchLike',
  'GameCommerceClient',
  'GameCommerceError',
  'Logger',
  'NotFoundError',
  'PermissionDeniedError',
  'RateLimitError',
  'RateLimiter',
  'RedirectError',
  'RequestOptions',
  'ResponseValidationError',
  'ServiceUnavailableError',
  'TimeoutError',
  'ValidationError',
  'components',
  'createClient',
  'operations',
  'paths',
];

it('the main entry exports exactly the listed names, at most 30', () => {
  const program = ts.createProgram(['src/index.ts'], { noEmit: true, skipLibCheck: true, strict: true });
  const checker = program.getTypeChecker();
  const entry = program.getSourceFile('src/index.ts');
  const module = entry === undefined ? undefined : checker.getSymbolAtLocation(entry);
  expect(module, 'src/index.ts was not read as a module').toBeDefined();
  const names = checker.getExportsOfModule(module as ts.Symbol).map((symbol) => symbol.name);
  expect(names.sort()).toEqual([...SURFACE].sort());
  expect(SURFACE.length).toBeLessThanOrEqual(30);
});
