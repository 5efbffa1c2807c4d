import { Button } from '@fluentui/react-button';
import { Text } from '@fluentui/react-text';
import { RecoveryCodesList } from '@weather/ui';
import type { TFunction } from 'i18next';
import type { SecurityDialogProps } from './SecurityDialog';

/**
 * The last step of an addition: the recovery codes when the API gave them (once), else a plain Done.
 * Props for the same SecurityDialog as the steps before: a new dialog in its place would be hidden by
 * the modal that is still leaving.
 */
export function addedFactorStep(t: TFunction<'account'>, recoveryCodes: string[] | undefined, addedText: string, onClose: () => void): SecurityDialogProps {
  if (recoveryCodes?.length) {
    return {
      title: t('security.codes.title'),
      onClose,
      onSubmit: onClose,
      actions: (
        <Button type="submit" appearance="primary">
          {t('security.codes.saved')}
        </Button>
      ),
      children: (
        <>
          <Text as="p">{t('security.codes.intro')}</Text>
          <RecoveryCodesList codes={recoveryCodes} />
        </>
      ),
    };
  }
  return {
    title: addedText,
    onClose,
    onSubmit: onClose,
    actions: (
      <Button type="submit" appearance="primary">
        {t('security.done')}
      </Button>
    ),
    children: <Text as="p">{addedText}</Text>,
  };
}
