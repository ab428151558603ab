/**
 * `game-commerce-s2s/schema`: the generated OpenAPI types (paths, operations, components,
 * webhooks) on their own entry, so a consumer can type its own code without the client.
 * Types only; the JavaScript module is empty.
 *
 * @packageDocumentation
 * @module game-commerce-s2s/schema
 */
export type { components, operations, paths, webhooks } from '../generated/schema.js';
