import { Button } from '@fluentui/react-button';
import { Dropdown, Option } from '@fluentui/react-combobox';
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { Spinner } from '@fluentui/react-spinner';
import { Text } from '@fluentui/react-text';
import { tokens } from '@fluentui/react-theme';
import { makeStyles, mergeClasses } from '@griffel/react';
import { useErrorText, useFieldErrorText, useNotify } from '@weather/ui';
import { limits } from '@weather/validation';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteApplicationField, SiteApplicationForm } from '../../stores/SiteApplicationForm';
import { useApplicationFormStyles } from './application-form-styles';
import { OidcSettingsSection } from './OidcSettingsSection';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '800px' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, justifyContent: 'flex-end' },
  formError: { color: tokens.colorPaletteRedForeground1 },
});

/** Single-line text fields: name, client id and the addresses (the post-callback one beside the callback url it goes with). */
// No maxLength: a pasted name longer than 30 is refused with its message, not cut short unseen.
const TEXT_FIELDS: ReadonlyArray<{ field: SiteApplicationField; type?: 'url'; wide?: boolean }> = [
  { field: 'name' },
  { field: 'client_id' },
  { field: 'image_url', wide: true },
  { field: 'base_url', type: 'url' },
  { field: 'callback_url', type: 'url' },
  { field: 'postCallbackUrl', type: 'url' },
  { field: 'webhook_url', type: 'url' },
  { field: 'sysadmin_url', type: 'url' },
];

const OPTIONAL_FIELDS: ReadonlySet<SiteApplicationField> = new Set(['sysadmin_url', 'postCallbackUrl']);
const HINTED_FIELDS: ReadonlySet<SiteApplicationField> = new Set(['image_url', 'sysadmin_url', 'postCallbackUrl', 'ordering_number', 'theme']);

/**
 * The application form (SPEC §2, §5): every field with its rule, errors under the fields (the
 * rule's once a field is changed or Save was pressed, the server's after a refusal), and the spec's
 * notices after Save.
 */
export const ApplicationForm = observer(function ApplicationForm({ form }: { form: SiteApplicationForm }) {
  const styles = useStyles();
  const formStyles = useApplicationFormStyles();
  const { t } = useTranslation('admin');
  const fieldErrorText = useFieldErrorText();
  const errorText = useErrorText();
  const notify = useNotify();

  function message(field: SiteApplicationField): string | undefined {
    const error = form.errorOf(field);
    return error ? fieldErrorText(error) : undefined;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const outcome = await form.save();
    if (outcome === 'added') notify({ text: t('form.added'), intent: 'success' });
    else if (outcome === 'updated') notify({ text: t('form.updated'), intent: 'success' });
    else notify({ text: t('form.failedToSave'), intent: 'error' });
  }

  const fieldErrorShown = Object.keys(form.serverErrors).length > 0;
  const formError = form.saveError && !fieldErrorShown ? errorText(form.saveError) : null;
  const required = (field: SiteApplicationField) => !OPTIONAL_FIELDS.has(field);
  const hint = (field: SiteApplicationField) => (HINTED_FIELDS.has(field) ? t(`form.hints.${field}`) : undefined);
  // Read here, in the observer's render: a Field's render function runs outside it, and no rule reads this text.
  const italianDescription = form.values['translations.it.description'];

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="application-form-title">
      <div className={formStyles.fields}>
        {TEXT_FIELDS.map(({ field, type, wide }) => (
          <Field
            key={field}
            className={wide ? formStyles.wide : undefined}
            label={t(`form.fields.${field}`)}
            required={required(field)}
            hint={hint(field)}
            validationMessage={message(field)}
          >
            <Input
              name={field}
              type={type ?? 'text'}
              value={form.values[field]}
              onChange={(_event, data) => form.set(field, data.value)}
            />
          </Field>
        ))}
        <Field label={t('form.fields.ordering_number')} required hint={hint('ordering_number')} validationMessage={message('ordering_number')}>
          <Dropdown
            className={formStyles.dropdown}
            placeholder={t('form.chooseOrderingNumber')}
            value={form.values.ordering_number}
            selectedOptions={form.values.ordering_number === '' ? [] : [form.values.ordering_number]}
            onOptionSelect={(_event, data) => form.set('ordering_number', data.optionValue ?? '')}
          >
            {limits.ORDERING_NUMBERS.map((number) => (
              <Option key={number} value={String(number)}>
                {String(number)}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field label={t('form.fields.theme')} required hint={hint('theme')} validationMessage={message('theme')}>
          <Dropdown
            className={formStyles.dropdown}
            value={form.values.theme === '' ? '' : t(`form.themes.${form.values.theme}`)}
            selectedOptions={form.values.theme === '' ? [] : [form.values.theme]}
            onOptionSelect={(_event, data) => form.set('theme', data.optionValue ?? '')}
          >
            {limits.SITE_APPLICATION_THEMES.map((theme) => (
              <Option key={theme} value={theme}>
                {t(`form.themes.${theme}`)}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field className={formStyles.wide} label={t('form.fields.description')} required validationMessage={message('description')}>
          {(fieldProps: object) => (
            <textarea
              {...fieldProps}
              name="description"
              className={mergeClasses(formStyles.native, formStyles.textarea)}
              value={form.values.description}
              onChange={(event) => form.set('description', event.target.value)}
            />
          )}
        </Field>
        <Field
          label={t('form.translations.it.name')}
          hint={t('form.translations.it.nameHint')}
          validationMessage={message('translations.it.name')}
        >
          <Input
            name="translations.it.name"
            lang="it"
            value={form.values['translations.it.name']}
            onChange={(_event, data) => form.set('translations.it.name', data.value)}
          />
        </Field>
        <Field
          className={formStyles.wide}
          label={t('form.translations.it.description')}
          hint={t('form.translations.it.descriptionHint')}
          validationMessage={message('translations.it.description')}
        >
          {(fieldProps: object) => (
            <textarea
              {...fieldProps}
              name="translations.it.description"
              lang="it"
              className={mergeClasses(formStyles.native, formStyles.textarea)}
              value={italianDescription}
              onChange={(event) => form.set('translations.it.description', event.target.value)}
            />
          )}
        </Field>
      </div>
      <OidcSettingsSection form={form} />
      {formError ? (
        <Text role="alert" className={styles.formError}>
          {formError}
        </Text>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabled={form.isSaving} icon={form.isSaving ? <Spinner size="tiny" /> : undefined}>
          {form.isSaving ? t('form.saving') : form.mode === 'add' ? t('form.add') : t('form.save')}
        </Button>
      </div>
    </form>
  );
});
