import { fieldErrorsByKey, isApiErrorBody, toCamelCaseKey } from './api-error';

const body = {
  statusCode: 400,
  code: 'VALIDATION_FAILED',
  message: 'Validation failed',
  errors: [
    { field: 'first_name', code: 'FIRST_NAME_REQUIRED', message: 'First name is required' },
    { field: 'first_name', code: 'MAXIMUM_100_CHARACTERS', message: 'Maximum 100 characters' },
    { field: 'mobile_number', code: 'PHONE_DIGITS_ONLY', message: 'Phone number only accepts digits' },
    { field: 'oldPassword', code: 'CURRENT_PASSWORD_INVALID', message: 'The password entered is invalid' },
  ],
};

describe(toCamelCaseKey.name, () => {
  it.each([
    ['first_name', 'firstName'],
    ['mobile_number', 'mobileNumber'],
    ['sysadmin_url', 'sysadminUrl'],
    ['oldPassword', 'oldPassword'],
    ['saml.provider_issuer', 'saml.providerIssuer'],
    ['email', 'email'],
  ])('%s -> %s', (field, key) => expect(toCamelCaseKey(field)).toBe(key));
});

describe(isApiErrorBody.name, () => {
  it('accepts the API error body, with or without field errors', () => {
    expect(isApiErrorBody(body)).toBe(true);
    expect(isApiErrorBody({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Not signed in' })).toBe(true);
  });

  it.each([null, 'Bad Request', { message: 'x' }, { statusCode: 400, code: 'X', message: 'x', errors: [{ field: 'a' }] }])('refuses %p', (value) => {
    expect(isApiErrorBody(value)).toBe(false);
  });
});

describe(fieldErrorsByKey.name, () => {
  it('maps each field to its camel-case key, keeping the first error of a field', () => {
    expect(fieldErrorsByKey(body)).toEqual({
      firstName: { field: 'first_name', code: 'FIRST_NAME_REQUIRED', message: 'First name is required' },
      mobileNumber: { field: 'mobile_number', code: 'PHONE_DIGITS_ONLY', message: 'Phone number only accepts digits' },
      oldPassword: { field: 'oldPassword', code: 'CURRENT_PASSWORD_INVALID', message: 'The password entered is invalid' },
    });
  });

  it('gives {} for a body without field errors or for something else', () => {
    expect(fieldErrorsByKey({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'x' })).toEqual({});
    expect(fieldErrorsByKey('<html>')).toEqual({});
  });
});
