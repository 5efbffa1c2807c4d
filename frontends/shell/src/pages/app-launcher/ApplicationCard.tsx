import { Button } from '@fluentui/react-button';
import { Card } from '@fluentui/react-card';
import { Link } from '@fluentui/react-link';
import { Spinner } from '@fluentui/react-spinner';
import { Text } from '@fluentui/react-text';
import { mergeClasses } from '@griffel/react';
import { RouterLink, useErrorText } from '@weather/ui';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellServices } from '../../app/shell-services';
import { followRedirect } from '../../hand-off/follow-redirect';
import { paths } from '../../routes/paths';
import { useStores } from '../../stores/stores-context';
import type { SiteApplication } from '../../transport/hand-off-transport';
import { useLauncherStyles } from './launcher-styles';
import { productPageOf } from './product-pages';

/**
 * One application on the launcher (SPEC §2, §4): name, description, image and Launch once its
 * authorization check allows it; disabled with Learn more when the account does not include it;
 * Back soon with the maintenance text, going to /app-down, when the application is down.
 */
export const ApplicationCard = observer(function ApplicationCard({ application }: { application: SiteApplication }) {
  const styles = useLauncherStyles();
  const { t } = useTranslation('shell');
  const errorText = useErrorText();
  const { launcherStore, handOffStore } = useStores();
  const follow = useShellServices().followRedirect ?? followRedirect;
  const titleId = useId();
  const access = launcherStore.accessOf(application);
  const launching = handOffStore.isLoading && handOffStore.clientId === application.client_id;
  const launchError = !launching && handOffStore.clientId === application.client_id ? handOffStore.error : null;
  const disabled = access.state === 'not-authorized';

  async function launch() {
    const redirect = await handOffStore.start({ clientId: application.client_id });
    if (redirect) follow(redirect);
  }

  return (
    <Card
      className={mergeClasses(styles.card, disabled && styles.disabled)}
      role="group"
      aria-labelledby={titleId}
      aria-disabled={disabled || undefined}
    >
      <div className={styles.header}>
        <img className={styles.image} src={application.image_url} alt="" />
        <Text as="h2" id={titleId} size={500} weight="semibold">
          {application.name}
        </Text>
      </div>
      <Text as="p">{application.description}</Text>
      {access.state === 'not-authorized' ? <Text className={styles.status}>{t('appLauncher.notAuthorized')}</Text> : null}
      {access.state === 'down' ? <Text className={styles.status}>{t('appLauncher.maintenance')}</Text> : null}
      {launchError ? (
        <Text role="alert" className={styles.error}>
          {errorText(launchError)}
        </Text>
      ) : null}
      <div className={styles.actions}>
        {access.state === 'checking' ? <Spinner size="tiny" label={t('appLauncher.checkingCard')} /> : null}
        {access.state === 'allowed' ? (
          <Button appearance="primary" disabled={launching} icon={launching ? <Spinner size="tiny" /> : undefined} onClick={() => void launch()}>
            {launching ? t('appLauncher.launching') : t('appLauncher.launch')}
          </Button>
        ) : null}
        {access.state === 'allowed' && access.isSysAdmin && application.sysadmin_url ? (
          <Link href={application.sysadmin_url} target="_blank" rel="noopener noreferrer">
            {t('appLauncher.sysAdmin')}
          </Link>
        ) : null}
        {access.state === 'not-authorized' ? (
          <Link href={productPageOf(application.theme)} target="_blank" rel="noopener noreferrer">
            {t('appLauncher.learnMore')}
          </Link>
        ) : null}
        {access.state === 'down' ? (
          <RouterLink to={`${paths.appDown}?${new URLSearchParams({ name: application.name }).toString()}`}>{t('appLauncher.backSoon')}</RouterLink>
        ) : null}
      </div>
    </Card>
  );
});
