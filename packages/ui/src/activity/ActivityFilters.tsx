import { Button } from '@fluentui/react-button';
import { Dropdown, Option } from '@fluentui/react-combobox';
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_NAMESPACE, AUDIT_EVENTS } from '../i18n/catalogues/activity';
import type { ActivityFilterField } from './activity-filters';
import type { AuditEvent } from './activity-transport';
import type { ActivityStore } from './ActivityStore';
import { useActivityTexts } from './activity-texts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: tokens.spacingHorizontalL },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

/**
 * The viewer's filter form; Apply runs it from the newest row. `enterpriseFilter` offers the enterprise
 * id (the admin page); an enterprise's tab has none (its store always sends its own id).
 */
export const ActivityFilters = observer(function ActivityFilters({ store, enterpriseFilter = false }: { store: ActivityStore; enterpriseFilter?: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation(ACTIVITY_NAMESPACE);
  const { eventName } = useActivityTexts();

  const errorOf = (field: ActivityFilterField) => {
    const code = store.fieldErrors[field];
    return code ? t(`fieldErrors.${code}`, { defaultValue: code }) : undefined;
  };
  const text = (field: Exclude<ActivityFilterField, 'event'>, label: string, options: { hint?: string; type?: 'text' | 'datetime-local' | 'number' } = {}) => (
    <Field label={label} hint={options.hint} validationMessage={errorOf(field)} validationState={errorOf(field) ? 'error' : 'none'}>
      <Input
        name={field}
        type={options.type ?? 'text'}
        value={store.values[field]}
        onChange={(_event, data) => store.setValue(field, data.value)}
      />
    </Field>
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    void store.search();
  }

  return (
    <form className={styles.form} aria-label={t('filters.label')} onSubmit={submit}>
      <div className={styles.grid}>
        {text('actor', t('filters.actor'), { hint: t('filters.actorHint') })}
        {text('subject', t('filters.subject'), { hint: t('filters.subjectHint') })}
        <Field label={t('filters.event')} validationMessage={errorOf('event')} validationState={errorOf('event') ? 'error' : 'none'}>
          <Dropdown
            value={store.values.event ? eventName(store.values.event) : t('filters.anyEvent')}
            selectedOptions={[store.values.event]}
            onOptionSelect={(_event, data) => store.setValue('event', (data.optionValue ?? '') as AuditEvent | '')}
          >
            <Option value="">{t('filters.anyEvent')}</Option>
            {AUDIT_EVENTS.map((event) => (
              <Option key={event} value={event}>
                {eventName(event)}
              </Option>
            ))}
          </Dropdown>
        </Field>
        {enterpriseFilter ? text('enterprise', t('filters.enterprise'), { type: 'number' }) : null}
        {text('from', t('filters.from'), { type: 'datetime-local' })}
        {text('to', t('filters.to'), { type: 'datetime-local' })}
        {text('ip', t('filters.ip'))}
      </div>
      <div className={styles.actions}>
        <Button appearance="primary" type="submit" disabled={store.isLoading}>
          {t('filters.search')}
        </Button>
        <Button type="button" onClick={() => void store.clear()} disabled={store.isLoading}>
          {t('filters.clear')}
        </Button>
      </div>
    </form>
  );
});
