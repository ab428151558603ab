/**
 * `spec diff`: what changed between two versions of the OpenAPI document, and whether it breaks
 * clients (operations) or receivers (webhooks). The rules are in policy.ts.
 */
export { diffDocuments } from './diff-documents.js';
export { formatReport, type ReportFormat, type ReportOptions } from './format-report.js';
export { loadDocument } from '../document/load-document.js';
export type { Change, ChangeKind, JsonObject, Role, Severity } from './types.js';
