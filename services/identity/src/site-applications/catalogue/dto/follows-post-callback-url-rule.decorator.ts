import { postCallbackUrlRule, type RegisteredSiteApplicationUrls } from '@weather/validation';
import { registerDecorator, type ValidationArguments } from 'class-validator';
import type { ServiceFieldErrorCode } from '../../../platform/errors/error-code';

/** The form's base and callback urls as the rule takes them; one of the wrong JSON type counts as blank (its own error is reported). */
function registeredUrlsOf(form: object): RegisteredSiteApplicationUrls {
  const { base_url: baseUrl, callback_url: callbackUrl } = form as Record<string, unknown>;
  return { base_url: typeof baseUrl === 'string' ? baseUrl : '', callback_url: typeof callbackUrl === 'string' ? callbackUrl : '' };
}

/**
 * The post-callback URL of the application form: a string or null (INVALID_TYPE otherwise), then
 * @weather/validation's postCallbackUrlRule, which needs the form's own base and callback urls (the
 * address must share an origin with one of them). The message is the rule's code, as FollowsRule's.
 */
export function FollowsPostCallbackUrlRule(): PropertyDecorator {
  const evaluate = (value: unknown, form: object): ServiceFieldErrorCode | ReturnType<typeof postCallbackUrlRule> => {
    if (value !== null && value !== undefined && typeof value !== 'string') return 'INVALID_TYPE';
    return postCallbackUrlRule(value, registeredUrlsOf(form));
  };
  return (target, propertyName) => {
    registerDecorator({
      name: 'followsPostCallbackUrlRule',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown, args?: ValidationArguments) => evaluate(value, args?.object ?? {}) === null,
        defaultMessage: (args?: ValidationArguments) => evaluate(args?.value, args?.object ?? {}) ?? '',
      },
    });
  };
}
