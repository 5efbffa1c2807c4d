// Second factors (issue 29) set up through the API, as the Security tab would, and the codes an
// authenticator app would show, computed here with node:crypto apart from the service's library.
import { createHmac } from 'node:crypto';
import { type ApiSession, signInToApi } from './api-session';
import type { Stack, TestUser } from './stack';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
/** RFC 6238 defaults, as the contract fixes them: 30-second steps, 6 digits, HMAC-SHA-1. */
const STEP_SECONDS = 30;

/** The code of an authenticator app for `secret` (base32) at time `at` (ms). */
export function totpCode(secret: string, at: number = Date.now()): string {
  let bits = '';
  for (const character of secret.replace(/=+$/, '').toUpperCase()) bits += BASE32.indexOf(character).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / STEP_SECONDS)));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const offset = hmac[hmac.length - 1] & 0x0f;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/**
 * The code of the next step: the service accepts ±1 step of drift and refuses a step at or before
 * the last one used (replay), so a sign-in right after the enrolment's code uses the next step's.
 */
export function nextTotpCode(secret: string): string {
  return totpCode(secret, Date.now() + STEP_SECONDS * 1000);
}

/** A creation may answer 200 or 201; anything else stops the test with the API's words. */
async function expectStatus(response: Response, status: number | number[], what: string): Promise<Response> {
  if (![status].flat().includes(response.status)) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** A signed-in API session of the user, re-authenticated with the password for the ✱ calls. */
export async function reauthenticatedSession(stack: Stack, user: TestUser): Promise<ApiSession> {
  const api = await signInToApi(stack.apiUrl, new URL(stack.portalUrl).origin, user.email, user.password);
  await expectStatus(await api.request('POST', '/v1/users/me/reauthentication', { password: user.password }), 204, 'POST /v1/users/me/reauthentication');
  return api;
}

export interface EnrolledTotp {
  secret: string;
  recoveryCodes: string[];
}

/** Adds and confirms an authenticator app for the user through the Security tab's routes. */
export async function enrolTotp(stack: Stack, user: TestUser): Promise<EnrolledTotp> {
  const api = await reauthenticatedSession(stack, user);
  const added = await expectStatus(await api.request('POST', '/v1/users/me/second-factors/totp', { name: 'Phone' }), [200, 201], 'POST /v1/users/me/second-factors/totp');
  const { id, secret } = (await added.json()) as { id: number; secret: string };
  const confirmed = await expectStatus(
    await api.request('POST', `/v1/users/me/second-factors/totp/${id}/confirm`, { code: totpCode(secret) }),
    [200, 201],
    'confirming the authenticator',
  );
  const { recovery_codes: recoveryCodes } = (await confirmed.json()) as { recovery_codes?: string[] };
  return { secret, recoveryCodes: recoveryCodes ?? [] };
}

/** Makes the user an enterprise of their own (its creator joins it) that requires a second factor. */
export async function requireSecondFactorOf(stack: Stack, user: TestUser): Promise<void> {
  const api = await signInToApi(stack.apiUrl, new URL(stack.portalUrl).origin, user.email, user.password);
  const created = await expectStatus(await api.request('POST', '/v1/enterprises', { name: `Bureau ${user.email.split('@')[0]}` }), 201, 'POST /v1/enterprises');
  const { id } = (await created.json()) as { id: number };
  await expectStatus(
    await api.request('PUT', `/v1/enterprises/${id}/second-factor-policy`, { require_second_factor: true }),
    200,
    'PUT /v1/enterprises/{id}/second-factor-policy',
  );
}
