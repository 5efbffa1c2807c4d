import { type ProfileInput, validateProfile } from './profile';

const valid: ProfileInput = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  job_title: 'Forecaster',
  mobile_number: '0412345678',
  timezone_id: 12,
  locale: 'it',
};

describe(validateProfile.name, () => {
  it('accepts a complete profile', () => expect(validateProfile(valid)).toEqual([]));

  it('accepts empty optional fields', () => {
    expect(validateProfile({ first_name: 'Ada', last_name: 'Lovelace', job_title: '', mobile_number: '', timezone_id: null, locale: null })).toEqual([]);
  });

  it('reports every refused field with its snake_case name and message', () => {
    const errors = validateProfile({
      first_name: '',
      last_name: 'Love-lace',
      job_title: 'j'.repeat(101),
      mobile_number: '+61 4',
      timezone_id: 0,
      locale: 'fr',
    });
    expect(errors).toEqual([
      { field: 'first_name', code: 'FIRST_NAME_REQUIRED', message: 'First name is required' },
      { field: 'last_name', code: 'LAST_NAME_SPECIAL_CHARACTERS', message: 'Last name cannot contain special characters' },
      { field: 'job_title', code: 'MAXIMUM_100_CHARACTERS', message: 'Maximum 100 characters' },
      { field: 'mobile_number', code: 'PHONE_DIGITS_ONLY', message: 'Phone number only accepts digits' },
      { field: 'timezone_id', code: 'TIMEZONE_INVALID', message: 'Choose a time zone from the list' },
      { field: 'locale', code: 'LOCALE_INVALID', message: 'Choose a language from the list' },
    ]);
  });
});
