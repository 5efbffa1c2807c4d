import { Button, ToggleButton } from '@fluentui/react-button';
import { Field } from '@fluentui/react-field';
import { CopyRegular } from '@fluentui/react-icons';
import { Input } from '@fluentui/react-input';
import { Spinner } from '@fluentui/react-spinner';
import { Text } from '@fluentui/react-text';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useNotify } from '@weather/ui';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnterpriseStores } from '../../stores/stores-context';
import { SAML_FIELDS, type SamlOutcome } from '../../stores/SamlProviderForm';
import type { EnterpriseDomain } from '../../transport/enterprise-transport';
import { DomainStatusBadge } from './DomainStatusBadge';
import { useServerMessage } from './use-server-message';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, paddingBlock: tokens.spacingVerticalL, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  field: { minWidth: '280px', flexGrow: 1, maxWidth: '640px' },
  certificate: { minHeight: '120px', fontFamily: tokens.fontFamilyMonospace, width: '100%', boxSizing: 'border-box' },
  code: { fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-all' },
  // The domain's name, its status badge and its sign-in on one line, centred on each other.
  heading: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXS },
  headingText: { margin: 0 },
  ownMetadata: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, maxWidth: '640px' },
  // The copy button right beside the address it copies.
  urlLine: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

/** One domain on the Single Sign-On tab (SPEC §2): metadata URL with Fetch, manual configuration, our metadata URL, Force SAML Login Only, SHA-1 opt-in. */
export const SamlDomainSettings = observer(function SamlDomainSettings({ enterpriseId, domain }: { enterpriseId: number; domain: EnterpriseDomain }) {
  const styles = useStyles();
  const { t } = useTranslation('enterprise');
  const notify = useNotify();
  const serverMessage = useServerMessage();
  const rootStore = useEnterpriseStores();
  const [form] = useState(() => rootStore.createSamlForm(enterpriseId, domain));
  // Read in this observer's render: Field calls the textarea's render function inside its own.
  const certificate = form.fields.provider_certificate;
  const ownMetadataUrl = `${rootStore.environment.apiUrl.replace(/\/$/, '')}/auth/saml/${domain.id}/metadata`;

  function report(outcome: SamlOutcome, success: string) {
    if (outcome.ok) notify({ text: success, intent: 'success' });
    else notify({ text: t('error', { message: serverMessage(outcome.error) }), intent: 'error' });
  }

  async function copy() {
    try {
      await rootStore.environment.copyText(ownMetadataUrl);
      notify({ text: t('singleSignOn.copied'), intent: 'success' });
    } catch {
      notify({ text: t('domains.copyFailed'), intent: 'error' });
    }
  }

  const heading = (
    <div className={styles.heading}>
      <Text as="h3" weight="semibold" size={400} className={styles.headingText}>
        {domain.name}
      </Text>
      <DomainStatusBadge status={domain.status} />
      <Text>{t(`singleSignOn.provider.${form.domain.authentication_provider_type}`)}</Text>
    </div>
  );
  if (!domain.is_verified) {
    return (
      <section className={styles.section} aria-label={domain.name}>
        {heading}
        <Text as="p">{t('singleSignOn.verifyFirst')}</Text>
      </section>
    );
  }

  return (
    <section className={styles.section} aria-label={domain.name}>
      {heading}
      <form
        className={styles.row}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (form.canFetch) void form.fetchMetadata().then((outcome) => report(outcome, t('singleSignOn.saved')));
        }}
      >
        <Field className={styles.field} label={t('singleSignOn.metadataUrl')}>
          <Input type="url" value={form.metadataUrl} placeholder="https://idp.example.com/metadata" onChange={(_event, data) => form.setMetadataUrl(data.value)} />
        </Field>
        <Button type="submit" disabled={!form.canFetch} icon={form.isBusy ? <Spinner size="tiny" /> : undefined}>
          {t('singleSignOn.fetch')}
        </Button>
      </form>
      <div className={styles.row}>
        <ToggleButton checked={form.manual} onClick={() => form.setManual(!form.manual)}>
          {t('singleSignOn.manual')}
        </ToggleButton>
      </div>
      {form.manual && (
        <form
          className={styles.section}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (form.canSave) void form.save().then((outcome) => report(outcome, t('singleSignOn.saved')));
          }}
        >
          {SAML_FIELDS.map((field) => (
            <Field
              key={field}
              className={styles.field}
              label={t(`singleSignOn.fields.${field}`)}
              required={field !== 'logout_service_url'}
              validationMessage={form.fieldErrors[field] ? t(`singleSignOn.errors.${form.fieldErrors[field]}`, { defaultValue: t('singleSignOn.errors.invalid') }) : undefined}
            >
              {field === 'provider_certificate' ? (
                (fieldProps: object) => (
                  <textarea {...fieldProps} className={styles.certificate} value={certificate} onChange={(event) => form.setField(field, event.target.value)} />
                )
              ) : (
                <Input value={form.fields[field]} onChange={(_event, data) => form.setField(field, data.value)} />
              )}
            </Field>
          ))}
          <div>
            <Button type="submit" appearance="primary" disabled={!form.canSave}>
              {t('singleSignOn.save')}
            </Button>
          </div>
        </form>
      )}
      <div className={styles.ownMetadata}>
        <Text weight="semibold">{t('singleSignOn.ownMetadata')}</Text>
        <div className={styles.urlLine}>
          <Text className={styles.code}>{ownMetadataUrl}</Text>
          <Button appearance="subtle" icon={<CopyRegular />} aria-label={t('singleSignOn.copyOwnMetadata', { domain: domain.name })} onClick={() => void copy()} />
        </div>
      </div>
      <div className={styles.row}>
        <ToggleButton
          checked={form.isForced}
          disabled={!form.isConfigured || form.isBusy}
          onClick={() => void form.setForced(!form.isForced).then((outcome) => report(outcome, form.isForced ? t('singleSignOn.forced') : t('singleSignOn.notForced')))}
        >
          {t('singleSignOn.force')}
        </ToggleButton>
        {!form.isConfigured && <Text>{t('singleSignOn.configureFirst')}</Text>}
      </div>
      {form.isConfigured && (
        <div className={styles.row}>
          <ToggleButton
            checked={form.allowsSha1}
            disabled={form.isBusy}
            onClick={() => void form.setAllowSha1(!form.allowsSha1).then((outcome) => report(outcome, form.allowsSha1 ? t('singleSignOn.sha1Allowed') : t('singleSignOn.sha1Refused')))}
          >
            {t('singleSignOn.allowSha1')}
          </ToggleButton>
          <Text>{t('singleSignOn.allowSha1Hint')}</Text>
        </div>
      )}
    </section>
  );
});
