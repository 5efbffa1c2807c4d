import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';

/** The largest number a query parameter takes: a 32-bit integer on every engine, more rows than any list holds. */
export const MAX_QUERY_INTEGER = 2_147_483_647;

/** Plain decimal digits only: `1e3`, `0x10`, `1.5` or an empty value are not numbers here. */
const DECIMAL_INTEGER = /^-?\d{1,16}$/;

/**
 * A whole number of a query string within [min, max]. Anything else (too large, negative below
 * min, a fraction, another notation) stays as written and fails validation: 400 VALIDATION_FAILED
 * naming the field, never a number the database cannot take (99999999999999999999 answered 500).
 */
export function QueryInteger({ min, max = MAX_QUERY_INTEGER }: { min: number; max?: number }): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' && DECIMAL_INTEGER.test(value) ? Number(value) : value)),
    IsInt(),
    Min(min),
    Max(max),
  );
}
