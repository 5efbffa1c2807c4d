import { buildPortalUser } from '@weather/ui/testing';
import { ProfileForm } from './ProfileForm';

const ada = buildPortalUser({ first_name: 'Ada', last_name: 'Lovelace', job_title: 'Analyst', mobile_number: '0412345678', timezone_id: 12 });

describe(ProfileForm.name, () => {
  it('starts from the user with nothing to save', () => {
    const sut = new ProfileForm(ada);
    expect(sut.values).toEqual({ first_name: 'Ada', last_name: 'Lovelace', job_title: 'Analyst', mobile_number: '0412345678', timezone_id: 12, locale: null });
    expect(sut).toMatchObject({ hasChanges: false, isValid: true, canSave: false });
  });

  it('can save a valid change', () => {
    const sut = new ProfileForm(ada);
    sut.set('job_title', 'Forecaster');
    expect(sut).toMatchObject({ hasChanges: true, isValid: true, canSave: true });
  });

  it('starts from the stored language, and sends the chosen one with the profile', () => {
    const sut = new ProfileForm({ ...ada, locale: 'it' } as typeof ada);
    expect(sut.values.locale).toBe('it');

    sut.set('locale', 'en');

    expect(sut.canSave).toBe(true);
    expect(sut.toUpdate()).toMatchObject({ first_name: 'Ada', locale: 'en' });
  });

  it('shows the server\'s field error for the language', () => {
    const sut = new ProfileForm(ada);
    sut.setServerErrors([{ field: 'locale', code: 'LOCALE_INVALID', message: 'Choose a language from the list' }]);
    expect(sut.errorOf('locale')?.code).toBe('LOCALE_INVALID');
  });

  it('does not count spaces around a value as a change', () => {
    const sut = new ProfileForm(ada);
    sut.set('first_name', ' Ada ');
    expect(sut.hasChanges).toBe(false);
  });

  it.each([
    ['first_name', '', 'FIRST_NAME_REQUIRED'],
    ['first_name', 'Ada=1', 'FIRST_NAME_SPECIAL_CHARACTERS'],
    ['last_name', '  ', 'LAST_NAME_REQUIRED'],
    ['last_name', 'Love-lace', 'LAST_NAME_SPECIAL_CHARACTERS'],
    ['first_name', 'A'.repeat(101), 'MAXIMUM_100_CHARACTERS'],
    ['job_title', 'J'.repeat(101), 'MAXIMUM_100_CHARACTERS'],
    ['mobile_number', '04 1234', 'PHONE_DIGITS_ONLY'],
    ['mobile_number', '1'.repeat(31), 'MAXIMUM_30_CHARACTERS'],
  ] as const)('refuses %s "%s" with %s and cannot save', (field, value, code) => {
    const sut = new ProfileForm(ada);
    sut.set(field, value);
    expect(sut.errorOf(field)?.code).toBe(code);
    expect(sut.canSave).toBe(false);
  });

  it('accepts an empty phone, job title and time zone', () => {
    const sut = new ProfileForm(ada);
    sut.set('mobile_number', '');
    sut.set('job_title', '');
    sut.set('timezone_id', null);
    expect(sut.canSave).toBe(true);
  });

  it('goes back to the saved version on reset', () => {
    const sut = new ProfileForm(ada);
    sut.set('first_name', 'Grace');
    sut.reset();
    expect(sut.values.first_name).toBe('Ada');
    expect(sut.hasChanges).toBe(false);
  });

  it("shows the server's field error until the field is edited", () => {
    const sut = new ProfileForm(ada);
    sut.set('first_name', 'Grace');
    sut.setServerErrors([
      { field: 'first_name', code: 'FIRST_NAME_SPECIAL_CHARACTERS', message: 'First name cannot contain special characters' },
      { field: 'nickname', code: 'UNKNOWN_FIELD', message: 'property nickname should not exist' },
    ]);
    expect(sut.errorOf('first_name')).toEqual({ field: 'first_name', code: 'FIRST_NAME_SPECIAL_CHARACTERS', message: 'First name cannot contain special characters' });
    sut.set('first_name', 'Gracie');
    expect(sut.errorOf('first_name')).toBeNull();
  });

  it('sends trimmed names and job title', () => {
    const sut = new ProfileForm(ada);
    sut.set('first_name', '  Grace ');
    sut.set('job_title', ' Forecaster ');
    expect(sut.toUpdate()).toEqual({ first_name: 'Grace', last_name: 'Lovelace', job_title: 'Forecaster', mobile_number: '0412345678', timezone_id: 12, locale: null });
  });
});
