import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { Text } from '@fluentui/react-text';
import { tokens } from '@fluentui/react-theme';
import { makeStyles, mergeClasses } from '@griffel/react';
import { useFieldErrorText } from '@weather/ui';
import { limits, OIDC_CLIENT_TYPES, OIDC_GRANT_TYPES } from '@weather/validation';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { SiteApplicationForm, SiteApplicationFormField } from '../../stores/SiteApplicationForm';
import { useApplicationFormStyles } from './application-form-styles';

const useStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    margin: 0,
    padding: `${tokens.spacingVerticalL} 0 0`,
    border: 'none',
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  choices: { display: 'flex', flexWrap: 'wrap', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`, minHeight: '32px', alignItems: 'center' },
  choice: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS, fontFamily: tokens.fontFamilyBase, fontSize: tokens.fontSizeBase300 },
  // Native check boxes and radios inside Fluent Fields, in the theme's accent colour.
  mark: { width: '16px', height: '16px', margin: 0, accentColor: tokens.colorBrandBackground },
  // A native check box drawn as Fluent's switch: a 40 x 20 track whose knob moves right when on.
  switch: {
    appearance: 'none',
    position: 'relative',
    width: '40px',
    height: '20px',
    margin: 0,
    cursor: 'pointer',
    borderRadius: tokens.borderRadiusCircular,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStrokeAccessible}`,
    backgroundColor: tokens.colorNeutralBackground1,
    '::before': {
      content: '""',
      position: 'absolute',
      top: '2px',
      left: '2px',
      width: '14px',
      height: '14px',
      borderRadius: tokens.borderRadiusCircular,
      backgroundColor: tokens.colorNeutralStrokeAccessible,
    },
    ':checked': { backgroundColor: tokens.colorBrandBackground, border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandBackground}` },
    ':checked::before': { left: '22px', backgroundColor: tokens.colorNeutralForegroundOnBrand },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
});

type AddressListKey = 'redirect_uris' | 'post_logout_redirect_uris';

/**
 * The application form's "OpenID Connect" section (issue 28): a switch (off: the application signs
 * in by hand-off only, `oidc: null`), then the client's settings, each with the shared rule's
 * message under it, as the form's other fields.
 */
export const OidcSettingsSection = observer(function OidcSettingsSection({ form }: { form: SiteApplicationForm }) {
  const styles = useStyles();
  const formStyles = useApplicationFormStyles();
  const { t } = useTranslation('admin');
  const fieldErrorText = useFieldErrorText();
  const values = form.oidc;

  function message(field: SiteApplicationFormField): string | undefined {
    const error = form.errorOf(field);
    return error ? fieldErrorText(error) : undefined;
  }

  const addressList = (key: AddressListKey) => (
    <Field
      className={formStyles.wide}
      label={t(`form.oidc.${key}`)}
      hint={t(`form.oidc.hints.${key}`, { max: limits.OIDC_URIS_MAX })}
      validationMessage={message(`oidc.${key}`)}
    >
      {(fieldProps: object) => (
        <textarea
          {...fieldProps}
          name={`oidc.${key}`}
          className={mergeClasses(formStyles.native, formStyles.textarea, formStyles.monospace)}
          spellCheck={false}
          value={values[key]}
          onChange={(event) => form.setOidc(key, event.target.value)}
        />
      )}
    </Field>
  );

  return (
    <fieldset className={styles.section} aria-labelledby="oidc-section-title">
      <Text as="h2" id="oidc-section-title" size={500} weight="semibold">
        {t('form.oidc.title')}
      </Text>
      <Field label={t('form.oidc.enabled')} hint={t('form.oidc.hints.enabled')}>
        {(fieldProps: object) => (
          <input
            {...fieldProps}
            type="checkbox"
            role="switch"
            name="oidc.enabled"
            className={styles.switch}
            checked={values.enabled}
            onChange={(event) => form.setOidcEnabled(event.target.checked)}
          />
        )}
      </Field>
      {values.enabled ? (
        <div className={formStyles.fields}>
          <Field label={{ children: t('form.oidc.client_type'), id: 'oidc-client-type-label' }} validationMessage={message('oidc.client_type')}>
            {(fieldProps: object) => (
              <div {...fieldProps} role="radiogroup" aria-labelledby="oidc-client-type-label" className={styles.choices}>
                {OIDC_CLIENT_TYPES.map((clientType) => (
                  <label key={clientType} className={styles.choice}>
                    <input
                      type="radio"
                      name="oidc.client_type"
                      value={clientType}
                      className={styles.mark}
                      checked={values.client_type === clientType}
                      onChange={() => form.setOidc('client_type', clientType)}
                    />
                    {t(`form.oidc.clientTypes.${clientType}`)}
                  </label>
                ))}
              </div>
            )}
          </Field>
          <Field label={{ children: t('form.oidc.grant_types'), id: 'oidc-grant-types-label' }} validationMessage={message('oidc.grant_types')}>
            {(fieldProps: object) => (
              <div {...fieldProps} role="group" aria-labelledby="oidc-grant-types-label" className={styles.choices}>
                {OIDC_GRANT_TYPES.map((grant) => (
                  <label key={grant} className={styles.choice}>
                    <input
                      type="checkbox"
                      name="oidc.grant_types"
                      value={grant}
                      className={styles.mark}
                      checked={values.grant_types.includes(grant)}
                      onChange={(event) => form.setGrantType(grant, event.target.checked)}
                    />
                    {t(`form.oidc.grantTypes.${grant}`)}
                  </label>
                ))}
              </div>
            )}
          </Field>
          {addressList('redirect_uris')}
          {addressList('post_logout_redirect_uris')}
          <Field className={formStyles.wide} label={t('form.oidc.backchannel_logout_uri')} hint={t('form.oidc.hints.backchannel_logout_uri')} validationMessage={message('oidc.backchannel_logout_uri')}>
            <Input
              name="oidc.backchannel_logout_uri"
              type="url"
              value={values.backchannel_logout_uri}
              onChange={(_event, data) => form.setOidc('backchannel_logout_uri', data.value)}
            />
          </Field>
          <Field className={formStyles.wide} label={t('form.oidc.first_party')} hint={t('form.oidc.hints.first_party')} validationMessage={message('oidc.first_party')}>
            {(fieldProps: object) => (
              <input
                {...fieldProps}
                type="checkbox"
                name="oidc.first_party"
                className={styles.mark}
                checked={values.first_party}
                onChange={(event) => form.setOidc('first_party', event.target.checked)}
              />
            )}
          </Field>
        </div>
      ) : null}
    </fieldset>
  );
});
