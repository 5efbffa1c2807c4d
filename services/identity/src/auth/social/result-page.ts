import { randomBytes } from 'node:crypto';
import { HttpOutcome } from '../../platform/http/http-outcome';
import type { SocialResultMessage } from './social-result';

/**
 * The answer to the pop-up: a page that posts the result to its opener, for the portal origin only
 * (a page of any other origin that opened it gets nothing), then closes. The script runs under a
 * nonce of this answer alone; the opener survives because this page does not isolate itself (COOP).
 */
export function resultPage(message: SocialResultMessage, portalOrigin: string): HttpOutcome<string> {
  const nonce = randomBytes(16).toString('base64');
  // JSON inside a script: "<" is escaped so no value can close the script element.
  const json = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');
  return HttpOutcome.of(
    `<!doctype html><html><head><meta charset="utf-8"><title>Weather sign-in</title></head><body>` +
      `<script nonce="${nonce}">if (window.opener) window.opener.postMessage(${json(message)}, ${json(portalOrigin)}); window.close();</script>` +
      `</body></html>`,
  )
    .header('Content-Security-Policy', `default-src 'none'; script-src 'nonce-${nonce}'; frame-ancestors 'none'`)
    .header('Cross-Origin-Opener-Policy', 'unsafe-none')
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8');
}
