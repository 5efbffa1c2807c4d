import { type RuleResult } from '@weather/validation';
import { registerDecorator, type ValidationArguments } from 'class-validator';
import type { ServiceFieldErrorCode } from '../errors/error-code';

type ValueKind = 'string' | 'number';

/** What a field may hold before its rule runs; null and undefined reach the rule as given. */
const kindCheck: Record<ValueKind, (value: unknown) => boolean> = {
  string: (value) => typeof value === 'string',
  number: (value) => typeof value === 'number',
};

/**
 * Validates a DTO property with a rule function of @weather/validation, so the API and the portal
 * refuse the same input with the same message code. The constraint's message is that code; the
 * validation pipe turns it into the field error of the contract. A value of the wrong JSON type is
 * refused with INVALID_TYPE before the rule sees it.
 */
export function FollowsRule<T>(kind: ValueKind, rule: (value: T) => RuleResult): PropertyDecorator {
  const evaluate = (value: unknown): RuleResult | ServiceFieldErrorCode => {
    if (value !== null && value !== undefined && !kindCheck[kind](value)) return 'INVALID_TYPE';
    return rule(value as T);
  };
  return (target, propertyName) => {
    registerDecorator({
      name: 'followsRule',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown) => evaluate(value) === null,
        defaultMessage: (args?: ValidationArguments) => evaluate(args?.value) ?? '',
      },
    });
  };
}

/** For rules that take a required string: a missing value is checked as the empty string. */
export function FollowsStringRule(rule: (value: string) => RuleResult): PropertyDecorator {
  return FollowsRule<string | null | undefined>('string', (value) => rule(value ?? ''));
}
