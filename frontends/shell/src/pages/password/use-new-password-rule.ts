import { loadPasswordStrength } from '@weather/ui';
import { type NewPasswordRule, newPasswordLengthRule } from '@weather/validation';
import { useEffect, useState } from 'react';

/**
 * The full new-password rule (length and strength >= 3) once zxcvbn has loaded in its own chunk;
 * the length rule until then, so the form never waits for it to type.
 */
export function useNewPasswordRule(): NewPasswordRule {
  const [rule, setRule] = useState<NewPasswordRule>(() => newPasswordLengthRule);
  useEffect(() => {
    let current = true;
    loadPasswordStrength().then(
      ({ checkNewPassword }) => {
        if (current) setRule(() => checkNewPassword);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return rule;
}
