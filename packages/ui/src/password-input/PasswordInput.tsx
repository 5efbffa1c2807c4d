import { Button } from '@fluentui/react-button';
import { EyeOffRegular, EyeRegular } from '@fluentui/react-icons';
import { Input, type InputProps } from '@fluentui/react-input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type PasswordInputProps = Omit<InputProps, 'type' | 'contentAfter'>;

/** A password input with a button that shows or hides what was typed: every password field of the portal. */
export function PasswordInput(props: PasswordInputProps) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  return (
    <Input
      {...props}
      type={visible ? 'text' : 'password'}
      contentAfter={
        <Button
          appearance="transparent"
          size="small"
          icon={visible ? <EyeOffRegular /> : <EyeRegular />}
          aria-label={visible ? t('passwordInput.hide') : t('passwordInput.show')}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        />
      }
    />
  );
}
