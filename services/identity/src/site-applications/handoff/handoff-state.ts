import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';

/**
 * The application's `state` (issue 25, ADR 0234): like OAuth's, a value its sign-in link carries and
 * its browser keeps in a cookie, handed back with the token so the application can tell a hand-off it
 * started from one planted in the browser. 16 to 128 URL-unreserved characters: long enough to be
 * unguessable when random, safe in a query or a form unencoded, and short enough to store.
 */
export const HANDOFF_STATE_PATTERN = /^[A-Za-z0-9._~-]{16,128}$/;

/** The column's length: the longest state the pattern lets through. */
export const HANDOFF_STATE_MAX_LENGTH = 128;

/** An optional `state` field of a query or body, refused with HANDOFF_STATE_INVALID unless it follows the pattern. */
export function OptionalHandoffState(description: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ example: 'Yk3v_Q9-xL2.pR7~tW4zN8', pattern: HANDOFF_STATE_PATTERN.source, minLength: 16, maxLength: HANDOFF_STATE_MAX_LENGTH, description }),
    IsOptional(),
    // A non-string (a repeated query value, a JSON number) fails the same pattern and gets the same code.
    Matches(HANDOFF_STATE_PATTERN, { message: 'HANDOFF_STATE_INVALID' }),
  );
}

/** A redemption names the state the token was minted with, or none when it was minted without. */
export function handoffStateMatches(minted: string | null, given: string | undefined): boolean {
  return minted === (given ?? null);
}
