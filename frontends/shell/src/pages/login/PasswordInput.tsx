import { Button } from '@fluentui/react-button';
import { Input, type InputProps } from '@fluentui/react-input';
import { EyeOffRegular, EyeRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type PasswordInputProps = Omit<InputProps, 'type' | 'contentAfter'>;

/** A password input with a button that shows or hides what was typed. */
export function PasswordInput(props: PasswordInputProps) {
  const { t } = useTranslation('shell');
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
          aria-label={visible ? t('login.hidePassword') : t('login.showPassword')}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        />
      }
    />
  );
}
