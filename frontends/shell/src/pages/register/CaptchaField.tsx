import { Field } from '@fluentui/react-field';
import { Spinner } from '@fluentui/react-spinner';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellServices } from '../../app/shell-services';
import { useStores } from '../../stores/stores-context';
import { AltchaWidget } from './AltchaWidget';
import { RecaptchaWidget } from './RecaptchaWidget';

interface CaptchaFieldProps {
  /** Shown under the field (e.g. "Please complete the captcha"). */
  validationMessage?: string;
  onChange: (answer: string | null) => void;
}

/**
 * The captcha the service runs (GET /v1/captcha). A fresh one is rendered after every refused
 * submit (the store's captchaVersion), since a solution works once (SPEC §4, §8).
 */
export const CaptchaField = observer(function CaptchaField({ validationMessage, onChange }: CaptchaFieldProps) {
  const { t, i18n } = useTranslation('shell');
  const { registrationStore } = useStores();
  const { config } = useShellServices();
  const captcha = registrationStore.captcha;
  const version = registrationStore.captchaVersion;

  useEffect(() => {
    void registrationStore.loadCaptcha();
  }, [registrationStore]);

  useEffect(() => {
    onChange(null);
  }, [version, onChange]);

  let widget = <Spinner size="tiny" />;
  if (registrationStore.captchaError) widget = <span role="alert">{t('register.captchaUnavailable')}</span>;
  else if (captcha?.provider === 'altcha' && captcha.challengePath) {
    widget = <AltchaWidget key={version} challengeUrl={`${config.apiUrl}${captcha.challengePath}`} language={i18n.language} onChange={onChange} />;
  } else if (captcha?.provider === 'recaptcha' && captcha.siteKey) {
    widget = <RecaptchaWidget key={version} siteKey={captcha.siteKey} language={i18n.language} onChange={onChange} />;
  }
  return (
    <Field label={t('register.captcha')} required validationMessage={validationMessage}>
      {widget}
    </Field>
  );
});
