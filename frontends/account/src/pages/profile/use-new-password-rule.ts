import { loadPasswordStrength } from '@weather/ui';
import { useEffect } from 'react';
import type { ChangePasswordForm } from '../../stores/ChangePasswordForm';

/**
 * Gives the form the full new-password rule (length and strength >= 3) once zxcvbn has loaded in
 * its own chunk; until then the form checks the length only, so nobody waits to type.
 */
export function useNewPasswordRule(form: ChangePasswordForm): void {
  useEffect(() => {
    let current = true;
    loadPasswordStrength().then(
      ({ checkNewPassword }) => {
        if (current) form.useNewPasswordRule(checkNewPassword);
      },
      // Without the module the server still applies the strength rule.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [form]);
}
