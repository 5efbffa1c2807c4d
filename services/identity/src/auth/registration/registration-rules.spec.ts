import type { RegistrationDto } from './dto/registration.dto';
import { registrationFieldErrors, variantOf } from './registration-rules';

const PASSWORD = 'violet kangaroo orbit 42';
const valid: RegistrationDto = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  password: PASSWORD,
  password_confirmation: PASSWORD,
  recaptcha: 'answer',
};

describe(registrationFieldErrors.name, () => {
  it('tells the variant by is_collaborate_self_register', () => {
    expect(variantOf(valid)).toBe('full');
    expect(variantOf({ ...valid, is_collaborate_self_register: false })).toBe('full');
    expect(variantOf({ ...valid, is_collaborate_self_register: true })).toBe('embedded');
  });

  it('accepts a valid full sign-up, the phone being optional', () => {
    expect(registrationFieldErrors(valid, 'full')).toEqual([]);
    expect(registrationFieldErrors({ ...valid, phone: '+61 412 345 678' }, 'full')).toEqual([]);
  });

  it('applies the full rules to names (no = + - @, at most 50) and the embedded ones (2 to 100)', () => {
    const name = { ...valid, first_name: 'Mary-Jane', client_id: 'weather-radar' };

    expect(registrationFieldErrors(name, 'full').map((error) => error.code)).toEqual(['FIRST_NAME_SPECIAL_CHARACTERS']);
    expect(registrationFieldErrors(name, 'embedded')).toEqual([]);
    expect(registrationFieldErrors({ ...name, first_name: 'M' }, 'embedded').map((error) => error.code)).toEqual(['MINIMUM_2_CHARACTERS']);
  });

  it('needs a client_id for the embedded sign-up only', () => {
    expect(registrationFieldErrors(valid, 'full')).toEqual([]);
    expect(registrationFieldErrors(valid, 'embedded')).toEqual([{ field: 'client_id', code: 'APPLICATION_UNKNOWN', message: 'This application is not registered' }]);
  });

  it('treats missing fields as empty ones', () => {
    expect(registrationFieldErrors({}, 'full').map((error) => error.field)).toEqual([
      'first_name',
      'last_name',
      'email',
      'password',
      'password_confirmation',
      'recaptcha',
    ]);
  });
});
