/**
 * Next.js App Router route handler: `app/api/webhooks/route.ts` of your Next.js app. Copy it as it
 * is; Next.js calls `POST(request)` with the Fetch `Request` of each delivery.
 */
import { createFetchHandler } from 'game-commerce-s2s/webhooks';
// In your app this is your own module (say `@/lib/webhooks`) that calls createWebhookHandler.
import { webhooks } from '../../../../common/webhooks.js';

export const runtime = 'nodejs'; // verification uses node:crypto
export const dynamic = 'force-dynamic'; // never cache a webhook answer

// The adapter reads the body itself: one that has not arrived within bodyTimeoutMs is answered 408.
export const POST: (request: Request) => Promise<Response> = createFetchHandler(webhooks, { bodyTimeoutMs: 10_000 });
