import { Switch } from '@fluentui/react-switch';
import { Text } from '@fluentui/react-text';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useNotify } from '@weather/ui';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useEnterpriseStores } from '../../stores/stores-context';
import { useServerMessage } from './use-server-message';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '640px' },
});

/** "Require two-step sign-in" (issue 29): Fluent's switch, with what it does spelled out beside it. */
export const SecondFactorPolicySwitch = observer(function SecondFactorPolicySwitch() {
  const styles = useStyles();
  const { t } = useTranslation('enterprise');
  const notify = useNotify();
  const serverMessage = useServerMessage();
  const { enterpriseStore } = useEnterpriseStores();
  const required = enterpriseStore.enterprise?.require_second_factor ?? false;

  async function toggle() {
    const result = await enterpriseStore.setSecondFactorRequired(!required);
    if (result.ok) notify({ text: t(result.data.require_second_factor ? 'secondFactorPolicy.didRequire' : 'secondFactorPolicy.didRelease'), intent: 'success' });
    else notify({ text: t('error', { message: serverMessage(result.error) }), intent: 'error' });
  }

  return (
    <section className={styles.root} aria-labelledby="second-factor-policy-title">
      <Text as="h2" id="second-factor-policy-title" size={500} weight="semibold">
        {t('secondFactorPolicy.title')}
      </Text>
      <Text as="p" id="second-factor-policy-explanation">
        {t('secondFactorPolicy.explanation')}
      </Text>
      <Switch
        checked={required}
        aria-describedby="second-factor-policy-explanation"
        disabled={enterpriseStore.isSavingPolicy}
        label={t('secondFactorPolicy.label')}
        onChange={() => void toggle()}
      />
    </section>
  );
});
