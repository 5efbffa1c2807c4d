import { Button } from '@fluentui/react-button';
import { Spinner } from '@fluentui/react-spinner';
import { Text } from '@fluentui/react-text';
import { RouterLink, useErrorText } from '@weather/ui';
import { useParams } from '@weather/ui/router';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_PATHS } from '../../admin-paths';
import { useAdminStores } from '../../stores/stores-context';
import { usePageStyles } from '../page-styles';
import { ApplicationForm } from './ApplicationForm';
import { RotateSecrets } from './RotateSecrets';
import { SecretsNotice } from './SecretsNotice';

/** The application id of /applications/{id}; anything but a positive whole number names none. */
function applicationIdOf(value: string | undefined): number | null {
  return value !== undefined && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/** /applications/create and /applications/{id} (SPEC §2, §4): one form, add mode or edit mode. */
export function ApplicationFormPage({ mode }: { mode: 'add' | 'edit' }) {
  const { id } = useParams();
  if (mode === 'add') return <ApplicationFormScreen key="add" applicationId={null} />;
  const applicationId = applicationIdOf(id);
  // Keyed by id: another application's page starts from a fresh form.
  return applicationId === null ? <ApplicationNotFound /> : <ApplicationFormScreen key={applicationId} applicationId={applicationId} />;
}

function ApplicationNotFound() {
  const pageStyles = usePageStyles();
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  return (
    <section className={pageStyles.root}>
      <Text as="h1" size={700} weight="semibold">
        {t('form.failed')}
      </Text>
      <Text role="alert">{errorText({ code: 'APPLICATION_NOT_FOUND' })}</Text>
      <RouterLink to={ADMIN_PATHS.applications}>{t('form.back')}</RouterLink>
    </section>
  );
}

const ApplicationFormScreen = observer(function ApplicationFormScreen({ applicationId }: { applicationId: number | null }) {
  const pageStyles = usePageStyles();
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const rootStore = useAdminStores();
  const [form] = useState(() => rootStore.createApplicationForm(applicationId));

  useEffect(() => {
    void form.load();
  }, [form]);

  const title = form.mode === 'add' ? t('form.createTitle') : t('form.editTitle', { name: form.application?.name ?? '' });
  let content;
  if (!form.hasLoaded) {
    content =
      form.loadError && !form.isLoading ? (
        <>
          <Text role="alert">
            {t('form.failed')}: {errorText(form.loadError)}
          </Text>
          <div>
            <Button onClick={() => void form.load()}>{t('retry')}</Button>
          </div>
        </>
      ) : (
        <Spinner label={t('form.loading')} />
      );
  } else {
    content = (
      <>
        {form.secrets ? <SecretsNotice secrets={form.secrets} onDismiss={() => form.dismissSecrets()} /> : null}
        <ApplicationForm form={form} />
        {form.mode === 'edit' ? <RotateSecrets form={form} /> : null}
      </>
    );
  }

  return (
    <section className={pageStyles.root} aria-labelledby="application-form-title">
      <div>
        <RouterLink to={ADMIN_PATHS.applications}>{t('form.back')}</RouterLink>
      </div>
      <Text as="h1" id="application-form-title" size={700} weight="semibold">
        {form.hasLoaded || form.mode === 'add' ? title : t('form.loading')}
      </Text>
      {content}
    </section>
  );
});
