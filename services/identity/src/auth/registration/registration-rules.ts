import { type FieldError, messages, validateEmbeddedSignUp, validateFullSignUp } from '@weather/validation';
import { australianPhoneRule } from '@weather/validation/phone';
import { checkNewPassword } from '../passwords/new-password-rule';
import type { RegistrationDto } from './dto/registration.dto';
import type { SignUpVariant } from './sign-up-variant';

export function variantOf(body: RegistrationDto): SignUpVariant {
  return body.is_collaborate_self_register === true ? 'embedded' : 'full';
}

/**
 * Every rule of SPEC §5 for the variant, with the same functions the pages run, in the order of the
 * form. The embedded sign-up also needs the collaboration application's client_id; it has no phone
 * field, so a phone sent with it is not stored.
 */
export function registrationFieldErrors(body: RegistrationDto, variant: SignUpVariant): FieldError[] {
  const common = {
    first_name: body.first_name ?? '',
    last_name: body.last_name ?? '',
    email: body.email ?? '',
    password: body.password ?? '',
    password_confirmation: body.password_confirmation ?? '',
    recaptcha: body.recaptcha ?? '',
  };
  if (variant === 'full') {
    return validateFullSignUp({ ...common, phone: body.phone }, { newPasswordRule: checkNewPassword, phoneRule: australianPhoneRule });
  }
  const errors: FieldError[] = validateEmbeddedSignUp(common, { newPasswordRule: checkNewPassword });
  if (!body.client_id) errors.push({ field: 'client_id', code: 'APPLICATION_UNKNOWN', message: messages.APPLICATION_UNKNOWN });
  return errors;
}

export function fieldError(field: string, code: 'APPLICATION_UNKNOWN' | 'CAPTCHA_INVALID'): FieldError {
  return { field, code, message: messages[code] };
}
