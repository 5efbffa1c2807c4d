import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { useFieldErrorText, useMessageText } from '@weather/ui';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { FACTOR_NAME_MAX_LENGTH } from '@weather/validation';
import type { FactorNameForm } from '../../stores/security/FactorNameForm';

/** The name of an authenticator app or passkey, with its rule or the API's word on it. */
export const FactorNameField = observer(function FactorNameField({ form, hint }: { form: FactorNameForm; hint: string }) {
  const { t } = useTranslation('account');
  const fieldErrorText = useFieldErrorText();
  const messageText = useMessageText();
  const rule = form.shownRule;
  const message = rule ? messageText(rule) : form.serverError ? fieldErrorText(form.serverError) : undefined;
  return (
    <Field label={t('security.name.label')} hint={hint} required validationMessage={message} validationState={message ? 'error' : 'none'}>
      <Input
        name="name"
        autoComplete="off"
        maxLength={FACTOR_NAME_MAX_LENGTH}
        value={form.value}
        onChange={(_event, data) => form.set(data.value)}
        onBlur={() => form.touch()}
      />
    </Field>
  );
});
