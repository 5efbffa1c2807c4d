import { Text } from '@fluentui/react-text';
import { RouterLink } from '@weather/ui';
import { useSearchParams } from '@weather/ui/router';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicCard } from '../../layout/PublicCard';
import { PublicPageFrame } from '../../layout/PublicPageFrame';
import { useStores } from '../../stores/stores-context';
import { SecondStepContent } from './SecondStepContent';
import { useSecondStepStyles } from './second-step-styles';
import { loginPathFrom } from './sign-in-query';

/**
 * /login/second-step (issue 29, docs/adr/0903): after a first step the user confirms it is them with
 * a second factor, or adds one when their enterprise requires it. It sits inside PublicOnly like
 * /login, so once the session is read the person goes on exactly as after any sign-in (forced
 * password change, hand-off, OpenID Connect interaction, launcher); the query of /login comes along.
 */
export const SecondStepPage = observer(function SecondStepPage() {
  const styles = useSecondStepStyles();
  const { t } = useTranslation('shell');
  const { secondStepStore: store } = useStores();
  const [search] = useSearchParams();

  useEffect(() => {
    void store.load();
  }, [store]);

  const email = store.state?.email;
  return (
    <PublicPageFrame>
      <PublicCard
        title={t('secondStep.title')}
        subtitle={email && store.status === 'ready' ? <Text>{t('secondStep.signingInAs', { email })}</Text> : null}
      >
        <SecondStepContent store={store} />
        {store.status === 'ready' && !store.awaitingContinue ? (
          <RouterLink to={loginPathFrom(search)} className={styles.link}>
            {t('secondStep.anotherAccount')}
          </RouterLink>
        ) : null}
      </PublicCard>
    </PublicPageFrame>
  );
});
export default SecondStepPage;
