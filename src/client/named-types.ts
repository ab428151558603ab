/**
 * Types of the named methods (`client.orders.create(...)`), computed from the generated table's
 * method and path through the document's generated types, so they follow the document with no hand edit.
 *
 * Call shape: path parameters first, positionally, in path order; then the JSON body (operations
 * with a body) or the query object (operations without); then `RequestOptions`.
 */
import type { FetchResponse } from 'openapi-fetch';
import type { OperationTable } from '../../generated/operations.js';
import type { paths } from '../../generated/schema.js';
import type { RequestOptions } from './options.js';
import type { ApiPromise } from './with-response.js';

type Media = `${string}/${string}`;

/** The shape of one generated table entry. */
export interface OperationEntryShape {
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
  readonly pathParams: readonly string[];
  readonly arg: 'body' | 'query' | 'none';
  readonly query: boolean;
  readonly pageMethod?: string;
}

/** The openapi-typescript operation object behind an entry. */
export type OperationOf<E extends OperationEntryShape> = E['path'] extends keyof paths
  ? Lowercase<E['method']> extends keyof paths[E['path']]
    ? paths[E['path']][Lowercase<E['method']>]
    : never
  : never;

/** What a successful call resolves to (the 2xx body; `undefined` for 204). */
export type SuccessData<O> =
  O extends Record<string | number, unknown>
    ? Exclude<FetchResponse<O, object, Media>, { error: unknown }>['data']
    : never;

/** The query object of an operation (`never` when it takes none). */
export type QueryOf<O> = O extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

type PathParamsOf<O> = O extends { parameters: { path: infer P } } ? P : Record<string, never>;

/** The JSON body as the schema names it (e.g. `OrderCreate`), so hovers show the spec's names. */
type BodyOf<O> = O extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

type PathArgs<O, Names extends readonly string[]> = {
  -readonly [I in keyof Names]: PathParamsOf<O>[Names[I] & keyof PathParamsOf<O>];
};

type SecondArg<O, E extends OperationEntryShape> = E['arg'] extends 'body'
  ? O extends { requestBody: object }
    ? [body: BodyOf<O>]
    : [body?: BodyOf<O>]
  : E['arg'] extends 'query'
    ? object extends QueryOf<O>
      ? [query?: QueryOf<O>]
      : [query: QueryOf<O>]
    : [];

/** `RequestOptions`, plus `query` for the rare operation that takes both a body and a query. */
export type OptionsOf<E extends OperationEntryShape> = E['arg'] extends 'body'
  ? E['query'] extends true
    ? RequestOptions & {
        /** The query of an operation that takes a body too. @default undefined */
        query?: QueryOf<OperationOf<E>>;
      }
    : RequestOptions
  : RequestOptions;

/**
 * One named method. Throws an `ApiError` subclass for any non-2xx answer. `.withResponse()` on
 * what it returns gives `{ data, response }` for the status and headers of a success.
 */
export type NamedMethod<E extends OperationEntryShape> = (
  ...args: [...PathArgs<OperationOf<E>, E['pathParams']>, ...SecondArg<OperationOf<E>, E>, options?: OptionsOf<E>]
) => ApiPromise<SuccessData<OperationOf<E>>>;

/** The query of a `listAll` iterator: the list's filters plus `pageSize` instead of limit/offset. */
export type PageQuery<O> = Omit<QueryOf<O>, 'limit' | 'offset'> & {
  /**
   * Items per request (the `limit` sent). Must not exceed the service's maximum, which the spec
   * does not show. @default 10 (the service's own default `limit`)
   */
  pageSize?: number;
};

/** Keys of a page wrapper whose values are arrays. */
type ArrayKeys<D> = { [K in keyof D]-?: NonNullable<D[K]> extends readonly unknown[] ? K : never }[keyof D];
type IsUnion<T, U = T> = T extends unknown ? ([U] extends [T] ? false : true) : never;

/**
 * Element type of a page: the page itself when it is an array, else the one array-valued key of a
 * wrapper (what `listAll` reads at runtime, e.g. the creators page's `data`); `unknown` when a wrapper
 * has none or several, where `select` must say.
 */
export type PageItem<D> = D extends readonly (infer T)[]
  ? T
  : [ArrayKeys<D>] extends [never]
    ? unknown
    : IsUnion<ArrayKeys<D>> extends true
      ? unknown
      : NonNullable<D[ArrayKeys<D>]> extends readonly (infer T)[]
        ? T
        : unknown;

/** Options of a `listAll` iterator. */
export interface PageOptions<D, Item> extends RequestOptions {
  /**
   * Picks the items out of one page. Needed only where the page is not an array and its keys are
   * unknown. @default the page itself when it is an array, else its one array-valued key
   */
  select?: (page: D) => readonly Item[];
}

/** The async iterator over every item of a limit/offset list (spec §4 pagination). */
export type PageMethod<E extends OperationEntryShape> = <Item = PageItem<SuccessData<OperationOf<E>>>>(
  ...args: [
    ...PathArgs<OperationOf<E>, E['pathParams']>,
    query?: PageQuery<OperationOf<E>>,
    options?: PageOptions<SuccessData<OperationOf<E>>, Item>,
  ]
) => AsyncIterableIterator<Item>;

type Group<G> = {
  readonly [M in keyof G]: G[M] extends OperationEntryShape ? NamedMethod<G[M]> : never;
} & {
  readonly [M in keyof G as G[M] extends { pageMethod: infer N extends string }
    ? N
    : never]: G[M] extends OperationEntryShape ? PageMethod<G[M]> : never;
};

/** `client.<group>.<method>` for every operation of the document. */
export type NamedGroups = { readonly [K in keyof OperationTable]: Group<OperationTable[K]> };
