import { type OidcClientSettingsInput, type RuleResult } from '@weather/validation';
import { registerDecorator, type ValidationArguments } from 'class-validator';
import type { ServiceFieldErrorCode } from '../../../platform/errors/error-code';

export const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');
export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
export const isText = (value: unknown): value is string => typeof value === 'string';
export const isOptionalText = (value: unknown): value is string | null | undefined => value === null || value === undefined || typeof value === 'string';

/**
 * The settings as the rules of @weather/validation take them. A sibling of the wrong JSON type
 * counts as empty here: its own INVALID_TYPE is reported, and a rule across fields does not add a
 * second, misleading error.
 */
export function settingsOf(object: object): OidcClientSettingsInput {
  const raw = object as Partial<Record<keyof OidcClientSettingsInput, unknown>>;
  return {
    redirect_uris: isStringList(raw.redirect_uris) ? raw.redirect_uris : [],
    post_logout_redirect_uris: isStringList(raw.post_logout_redirect_uris) ? raw.post_logout_redirect_uris : [],
    grant_types: isStringList(raw.grant_types) ? raw.grant_types : [],
    client_type: isText(raw.client_type) ? raw.client_type : '',
    backchannel_logout_uri: isText(raw.backchannel_logout_uri) ? raw.backchannel_logout_uri : null,
    first_party: raw.first_party === true,
  };
}

/**
 * Validates a property of the nested `oidc` object: first its JSON type (INVALID_TYPE, also when it
 * is missing, unless the type check allows that), then a rule of @weather/validation, which sees
 * the whole settings because some rules are across fields (refresh_token needs
 * authorization_code, which needs a redirect URI). The message is the rule's code, as FollowsRule's.
 */
export function FollowsOidcRule(hasType: (value: unknown) => boolean, rule: (settings: OidcClientSettingsInput) => RuleResult = () => null): PropertyDecorator {
  const evaluate = (value: unknown, object: object): RuleResult | ServiceFieldErrorCode => (hasType(value) ? rule(settingsOf(object)) : 'INVALID_TYPE');
  return (target, propertyName) => {
    registerDecorator({
      name: 'followsOidcRule',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown, args?: ValidationArguments) => evaluate(value, args?.object ?? {}) === null,
        defaultMessage: (args?: ValidationArguments) => evaluate(args?.value, args?.object ?? {}) ?? '',
      },
    });
  };
}
