import 'reflect-metadata';
import { plainToInstance, Type } from 'class-transformer';
import { IsObject, validate, ValidateNested } from 'class-validator';
import { jobTitleRule, profileNameRule, profilePhoneRule, timezoneIdRule } from '@weather/validation';
import { ApiException } from '../errors/api-exception';
import { FollowsRule, FollowsStringRule } from './follows-rule.decorator';
import { validationExceptionFactory } from './validation-exception.factory';

/** A body with the rules of the profile (users/ UpdateProfileDto), declared here so platform needs no module above it. */
class UpdateProfileDto {
  @FollowsStringRule((value) => profileNameRule('first_name', value))
  first_name: string;

  @FollowsStringRule((value) => profileNameRule('last_name', value))
  last_name: string;

  @FollowsRule<string | null | undefined>('string', jobTitleRule)
  job_title?: string | null;

  @FollowsRule<string | null | undefined>('string', profilePhoneRule)
  mobile_number?: string | null;

  @FollowsRule<number | null | undefined>('number', timezoneIdRule)
  timezone_id?: number | null;
}

/** A body with a nested object, as a site application carries its OpenID Connect settings. */
class WindowDto {
  @FollowsStringRule((value) => profileNameRule('first_name', value))
  first_name: string;
}

class ShiftDto {
  @FollowsStringRule((value) => profileNameRule('last_name', value))
  last_name: string;

  @IsObject()
  @ValidateNested()
  @Type(() => WindowDto)
  window: WindowDto;
}

async function refusalOf(body: object): Promise<ApiException> {
  const errors = await validate(plainToInstance(UpdateProfileDto, body), { whitelist: true, forbidNonWhitelisted: true });
  return validationExceptionFactory(errors);
}

describe(validationExceptionFactory.name, () => {
  it('turns rule codes into field errors with the messages of @weather/validation', async () => {
    const sut = await refusalOf({ first_name: '', last_name: 'O@Neil', mobile_number: '12a' });

    expect(sut.toBody()).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Some fields are not valid',
      errors: [
        { field: 'first_name', code: 'FIRST_NAME_REQUIRED', message: 'First name is required' },
        { field: 'last_name', code: 'LAST_NAME_SPECIAL_CHARACTERS', message: 'Last name cannot contain special characters' },
        { field: 'mobile_number', code: 'PHONE_DIGITS_ONLY', message: 'Phone number only accepts digits' },
      ],
    });
  });

  it('reports unknown fields and wrong types with service codes', async () => {
    const sut = await refusalOf({ first_name: 5, last_name: 'Hopper', role: 'SYSADMIN' });

    expect(sut.errors).toEqual([
      { field: 'first_name', code: 'INVALID_TYPE', message: 'This value has the wrong type' },
      { field: 'role', code: 'UNKNOWN_FIELD', message: 'This field is not allowed' },
    ]);
  });

  it('finds nothing wrong in a valid profile', async () => {
    const errors = await validate(plainToInstance(UpdateProfileDto, { first_name: 'Grace', last_name: 'Hopper', mobile_number: '', timezone_id: null }));

    expect(errors).toEqual([]);
  });

  it('names the fields of a nested object by their dotted path, unknown ones too', async () => {
    const errors = await validate(plainToInstance(ShiftDto, { last_name: 'O@Neil', window: { first_name: '', extra: 1 } }), { whitelist: true, forbidNonWhitelisted: true });

    expect(validationExceptionFactory(errors).errors).toEqual([
      { field: 'last_name', code: 'LAST_NAME_SPECIAL_CHARACTERS', message: 'Last name cannot contain special characters' },
      { field: 'window.first_name', code: 'FIRST_NAME_REQUIRED', message: 'First name is required' },
      { field: 'window.extra', code: 'UNKNOWN_FIELD', message: 'This field is not allowed' },
    ]);
  });

  it('blames a nested field of the wrong JSON type as a whole', async () => {
    const errors = await validate(plainToInstance(ShiftDto, { last_name: 'Hopper', window: 'open' }), { whitelist: true, forbidNonWhitelisted: true });

    expect(validationExceptionFactory(errors).errors).toEqual([{ field: 'window', code: 'INVALID_TYPE', message: 'This value has the wrong type' }]);
  });
});
