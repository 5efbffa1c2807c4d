import { Button } from '@fluentui/react-button';
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { Spinner } from '@fluentui/react-spinner';
import { TOTP_CODE_LENGTH, isRecoveryCodeComplete, isTotpCodeComplete, normalizeTotpCode } from '@weather/validation';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSecondStepStyles } from './second-step-styles';

/** `totp`: 6 digits from an app; `recovery`: one of the saved `xxxxx-xxxxx` codes. */
export type CodeKind = 'totp' | 'recovery';

interface CodeFormProps {
  kind: CodeKind;
  label: string;
  submitLabel: string;
  busy: boolean;
  /** The server's word on the last code (wrong, too many tries); cleared by the next edit. */
  serverError: string | undefined;
  onEdit: () => void;
  onSubmit: (code: string) => Promise<unknown>;
}

/** The shared rules (@weather/validation) say whether a code can be right; the page says how in its own words. */
function ruleOf(kind: CodeKind, value: string): 'totpRule' | 'recoveryRule' | null {
  if (kind === 'totp') return isTotpCodeComplete(value) ? null : 'totpRule';
  return isRecoveryCodeComplete(value) ? null : 'recoveryRule';
}

/**
 * One code field with its button. The field takes the focus when it appears (the page's first
 * field); a code of the wrong form is named under the field without a call, as is the server's
 * refusal (Fluent announces field errors with role=alert).
 */
export function CodeForm({ kind, label, submitLabel, busy, serverError, onEdit, onSubmit }: CodeFormProps) {
  const styles = useSecondStepStyles();
  const { t } = useTranslation('shell');
  const [code, setCode] = useState('');
  const [ruleShown, setRuleShown] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const rule = ruleOf(kind, code);

  useEffect(() => {
    inputRef.current?.focus();
  }, [kind]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (rule) {
      setRuleShown(true);
      inputRef.current?.focus();
      return;
    }
    await onSubmit(kind === 'totp' ? normalizeTotpCode(code) : code.trim());
    // A refused code stays for correction, but the field is where the person goes on.
    inputRef.current?.focus();
  }

  const message = ruleShown && rule ? t(`secondStep.${rule}`) : serverError;
  return (
    <form className={styles.section} onSubmit={submit} noValidate aria-label={label}>
      <Field label={label} required validationMessage={message} validationState={message ? 'error' : 'none'}>
        <Input
          input={{ ref: inputRef }}
          className={styles.code}
          name={kind === 'totp' ? 'totp_code' : 'recovery_code'}
          value={code}
          inputMode={kind === 'totp' ? 'numeric' : 'text'}
          autoComplete={kind === 'totp' ? 'one-time-code' : 'off'}
          spellCheck={false}
          maxLength={kind === 'totp' ? TOTP_CODE_LENGTH + 2 : 32}
          onChange={(_event, data) => {
            setCode(data.value);
            setRuleShown(false);
            onEdit();
          }}
        />
      </Field>
      <Button type="submit" appearance="primary" disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
        {busy ? t('secondStep.verifying') : submitLabel}
      </Button>
    </form>
  );
}
