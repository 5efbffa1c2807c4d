import { Button } from '@fluentui/react-button';
import { Spinner } from '@fluentui/react-spinner';
import { Text } from '@fluentui/react-text';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { useErrorText } from '@weather/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountStores } from '../../stores/stores-context';
import type { Factor, FactorKind } from '../../transport/account-transport';
import { AddAuthenticatorDialog } from './AddAuthenticatorDialog';
import { AddPasskeyDialog } from './AddPasskeyDialog';
import { FactorSection } from './FactorSection';
import { RecoveryCodesSection } from './RecoveryCodesSection';
import { RegenerateCodesDialog } from './RegenerateCodesDialog';
import { RemoveFactorDialog } from './RemoveFactorDialog';
import { RenameFactorDialog } from './RenameFactorDialog';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXL,
    maxWidth: '800px',
  },
  notice: {
    margin: '0',
    padding: tokens.spacingHorizontalM,
    borderLeft: `${tokens.strokeWidthThicker} solid ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorBrandBackground2,
    borderRadius: tokens.borderRadiusMedium,
  },
  text: { margin: '0' },
});

/** The one dialog open at a time. */
type OpenDialog =
  | { type: 'addTotp' }
  | { type: 'addPasskey' }
  | { type: 'rename'; kind: FactorKind; factor: Factor }
  | { type: 'remove'; kind: FactorKind; factor: Factor }
  | { type: 'regenerate' };

/**
 * Security (issue 29): the authenticator apps and passkeys of two-step sign-in, the recovery codes,
 * and the organisation's requirement; add, rename, remove, new recovery codes.
 */
export const SecurityTab = observer(function SecurityTab() {
  const styles = useStyles();
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const { securityStore } = useAccountStores();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const factors = securityStore.factors;

  useEffect(() => {
    void securityStore.load();
  }, [securityStore]);

  if (!securityStore.hasLoaded || !factors) {
    if (securityStore.error && !securityStore.isLoading) {
      return (
        <div className={styles.root}>
          <Text role="alert">
            {t('security.failed')}: {errorText(securityStore.error)}
          </Text>
          <div>
            <Button onClick={() => void securityStore.load()}>{t('security.retry')}</Button>
          </div>
        </div>
      );
    }
    return <Spinner label={t('security.loading')} />;
  }

  const close = () => setDialog(null);
  const factorCount = factors.totp.length + factors.passkeys.length;
  const handlers = (kind: FactorKind) => ({
    onRename: (factor: Factor) => setDialog({ type: 'rename', kind, factor }),
    onRemove: (factor: Factor) => setDialog({ type: 'remove', kind, factor }),
  });

  return (
    <div className={styles.root}>
      <Text as="p" className={styles.text}>
        {t('security.intro')}
      </Text>
      {factors.required ? (
        <Text as="p" className={styles.notice}>
          {t('security.required')}
        </Text>
      ) : null}
      <FactorSection
        title={t('security.authenticators.title')}
        intro={t('security.authenticators.intro')}
        listLabel={t('security.authenticators.listLabel')}
        empty={t('security.authenticators.empty')}
        factors={factors.totp}
        add={{ label: t('security.authenticators.add'), onClick: () => setDialog({ type: 'addTotp' }) }}
        {...handlers('totp')}
      />
      <FactorSection
        title={t('security.passkeys.title')}
        intro={t('security.passkeys.intro')}
        listLabel={t('security.passkeys.listLabel')}
        empty={t('security.passkeys.empty')}
        factors={factors.passkeys}
        add={
          securityStore.passkeysSupported
            ? { label: t('security.passkeys.add'), onClick: () => setDialog({ type: 'addPasskey' }) }
            : { unavailable: t('security.passkeys.unsupported') }
        }
        {...handlers('passkeys')}
      />
      <RecoveryCodesSection left={factors.recovery_codes_left} hasFactor={factorCount > 0} onGenerate={() => setDialog({ type: 'regenerate' })} />
      {dialog?.type === 'addTotp' ? <AddAuthenticatorDialog onClose={close} /> : null}
      {dialog?.type === 'addPasskey' ? <AddPasskeyDialog onClose={close} /> : null}
      {dialog?.type === 'rename' ? <RenameFactorDialog kind={dialog.kind} factor={dialog.factor} onClose={close} /> : null}
      {dialog?.type === 'remove' ? <RemoveFactorDialog kind={dialog.kind} factor={dialog.factor} isLast={factorCount === 1} onClose={close} /> : null}
      {dialog?.type === 'regenerate' ? <RegenerateCodesDialog onClose={close} /> : null}
    </div>
  );
});
