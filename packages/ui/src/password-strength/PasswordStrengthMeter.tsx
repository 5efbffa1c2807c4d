import { Field } from '@fluentui/react-field';
import { ProgressBar } from '@fluentui/react-progress';
import { limits } from '@weather/validation';
import type { PasswordStrength } from '@weather/validation/strength';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadPasswordStrength } from './load-password-strength';

/** The spec's minimum strength is 3 of 0 to 5. */
const MINIMUM_SCORE = 3;
const MAXIMUM_SCORE = 5;

interface PasswordStrengthMeterProps {
  password: string;
  /** Words that make a password personal (names, email); they lower the score. */
  userInputs?: readonly string[];
  /** Reports each estimate, so a form can refuse a weak password. */
  onStrengthChange?: (strength: PasswordStrength | null) => void;
}

export function PasswordStrengthMeter({ password, userInputs = [], onStrengthChange }: PasswordStrengthMeterProps) {
  const { t } = useTranslation('common');
  const [strength, setStrength] = useState<PasswordStrength | null>(null);
  const [failed, setFailed] = useState(false);
  const inputsKey = userInputs.join('\u0000');

  useEffect(() => {
    let current = true;
    if (password === '') {
      setStrength(null);
      onStrengthChange?.(null);
      return;
    }
    loadPasswordStrength().then(
      ({ passwordStrength }) => {
        if (!current) return;
        const next = passwordStrength(password, inputsKey === '' ? [] : inputsKey.split('\u0000'));
        setFailed(false);
        setStrength(next);
        onStrengthChange?.(next);
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [password, inputsKey, onStrengthChange]);

  if (password === '') return null;
  if (strength === null) {
    return failed ? null : <Field label={t('passwordStrength.label')} hint={t('passwordStrength.checking')} />;
  }
  const word = t(`passwordStrength.words.${strength.word}`);
  return (
    <Field
      label={t('passwordStrength.label')}
      validationState={strength.score >= MINIMUM_SCORE && !strength.tooShort ? 'success' : 'warning'}
      validationMessage={
        strength.tooShort ? `${word} · ${t('passwordStrength.tooShort', { count: limits.PASSWORD_MIN_LENGTH })}` : word
      }
    >
      <ProgressBar
        value={strength.score}
        max={MAXIMUM_SCORE}
        thickness="large"
        color={strength.score >= MINIMUM_SCORE ? 'success' : strength.score >= 1 ? 'warning' : 'error'}
        aria-valuetext={word}
      />
    </Field>
  );
}
