import { Button } from '@fluentui/react-button';
import { Dropdown, Option } from '@fluentui/react-combobox';
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { Spinner } from '@fluentui/react-spinner';
import { Text } from '@fluentui/react-text';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { limits } from '@weather/validation';
import { isLanguage, mediaUp, supportedLanguages, useErrorText, useFieldErrorText, useNotify } from '@weather/ui';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileField, ProfileForm } from '../../stores/ProfileForm';
import { useAccountStores } from '../../stores/stores-context';
import { TimezoneCombobox } from './TimezoneCombobox';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '800px',
  },
  fields: {
    display: 'grid',
    gridTemplateColumns: '1fr',
    // A Field is itself a grid: stretched to a neighbour that shows an error, it spreads the extra
    // height over its label row and its control drops out of line. Each field keeps its own height.
    alignItems: 'start',
    gap: tokens.spacingVerticalL,
    [mediaUp('sm')]: {
      gridTemplateColumns: '1fr 1fr',
      columnGap: tokens.spacingHorizontalXXL,
    },
  },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    justifyContent: 'flex-end',
  },
  formError: {
    color: tokens.colorPaletteRedForeground1,
  },
});

/** Edit profile (SPEC §2 and §5): every field with its rule, Cancel, and Save for valid changes. */
export const EditProfileForm = observer(function EditProfileForm({ form, email }: { form: ProfileForm; email: string }) {
  const styles = useStyles();
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation('common');
  const fieldErrorText = useFieldErrorText();
  const errorText = useErrorText();
  const notify = useNotify();
  const { profileStore } = useAccountStores();
  const saving = profileStore.isSaving;

  function message(field: ProfileField): string | undefined {
    const error = form.errorOf(field);
    return error ? fieldErrorText(error) : undefined;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const outcome = await profileStore.save();
    if (outcome === 'saved') notify({ text: t('profile.updated'), intent: 'success', autoHideDuration: limits.PROFILE_SAVED_NOTIFICATION_MS });
    if (outcome === 'refused') notify({ text: t('profile.notUpdated'), intent: 'error', autoHideDuration: limits.PROFILE_SAVED_NOTIFICATION_MS });
  }

  const fieldErrorShown = (['first_name', 'last_name', 'job_title', 'mobile_number', 'timezone_id', 'locale'] as const).some((field) => form.errorOf(field));
  const formError = profileStore.error && !fieldErrorShown ? errorText(profileStore.error) : null;

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('profile.tabs.editProfile')}>
      <div className={styles.fields}>
        <Field label={t('profile.fields.firstName')} required validationMessage={message('first_name')}>
          <Input
            name="first_name"
            autoComplete="given-name"
            value={form.values.first_name}
            onChange={(_event, data) => form.set('first_name', data.value)}
          />
        </Field>
        <Field label={t('profile.fields.lastName')} required validationMessage={message('last_name')}>
          <Input
            name="last_name"
            autoComplete="family-name"
            value={form.values.last_name}
            onChange={(_event, data) => form.set('last_name', data.value)}
          />
        </Field>
        <Field label={t('profile.fields.jobTitle')} validationMessage={message('job_title')}>
          <Input
            name="job_title"
            autoComplete="organization-title"
            value={form.values.job_title}
            onChange={(_event, data) => form.set('job_title', data.value)}
          />
        </Field>
        <Field label={t('profile.fields.email')}>
          {/* Filled, not outlined: the email cannot be edited here, and should not look as if it could. */}
          <Input name="email" type="email" value={email} readOnly appearance="filled-darker" />
        </Field>
        <Field label={t('profile.fields.phone')} validationMessage={message('mobile_number')}>
          <Input
            name="mobile_number"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            value={form.values.mobile_number}
            onChange={(_event, data) => form.set('mobile_number', data.value)}
          />
        </Field>
        <Field label={t('profile.fields.timezone')} validationMessage={message('timezone_id')}>
          <TimezoneCombobox value={form.values.timezone_id} onChange={(id) => form.set('timezone_id', id)} />
        </Field>
        {/* Saved with the profile; the portal then speaks it, here and at every sign-in (docs/adr/0803). */}
        <Field label={t('profile.fields.language')} validationMessage={message('locale')}>
          <Dropdown
            name="locale"
            placeholder={t('profile.language.notChosen')}
            value={form.values.locale ? tCommon(`language.${form.values.locale}`) : ''}
            selectedOptions={form.values.locale ? [form.values.locale] : []}
            onOptionSelect={(_event, data) => {
              if (isLanguage(data.optionValue)) form.set('locale', data.optionValue);
            }}
          >
            {supportedLanguages.map((language) => (
              <Option key={language} value={language} lang={language}>
                {tCommon(`language.${language}`)}
              </Option>
            ))}
          </Dropdown>
        </Field>
      </div>
      {formError ? (
        <Text role="alert" className={styles.formError}>
          {formError}
        </Text>
      ) : null}
      <div className={styles.actions}>
        <Button type="button" disabled={!form.hasChanges || saving} onClick={() => form.reset()}>
          {t('profile.cancel')}
        </Button>
        <Button
          type="submit"
          appearance="primary"
          disabled={!form.canSave || saving}
          icon={saving ? <Spinner size="tiny" /> : undefined}
        >
          {saving ? t('profile.saving') : t('profile.save')}
        </Button>
      </div>
    </form>
  );
});
