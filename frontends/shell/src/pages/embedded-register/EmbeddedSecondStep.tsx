import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicCard } from '../../layout/PublicCard';
import { useStores } from '../../stores/stores-context';
import { SecondStepContent } from '../second-step/SecondStepContent';

/**
 * The second step of an embedded sign-up (docs/adr/0903): the verified code opened no session because
 * the new user's enterprise requires a second factor. It runs here, in the frame, rather than on
 * /login/second-step: once it signs the person in, the page records the accepted terms and hands off
 * as after a code without a second step.
 */
export const EmbeddedSecondStep = observer(function EmbeddedSecondStep({ className }: { className?: string }) {
  const { t } = useTranslation('shell');
  const { secondStepStore } = useStores();

  useEffect(() => {
    void secondStepStore.load();
  }, [secondStepStore]);

  return (
    <PublicCard className={className} title={t('secondStep.title')}>
      <SecondStepContent store={secondStepStore} />
    </PublicCard>
  );
});
