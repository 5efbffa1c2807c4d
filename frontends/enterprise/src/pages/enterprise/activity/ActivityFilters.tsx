import { Button } from '@fluentui/react-button';
import { Dropdown, Option } from '@fluentui/react-combobox';
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityFilterField } from '../../../stores/activity/activity-filters';
import type { ActivityStore } from '../../../stores/activity/ActivityStore';
import type { AuditEvent } from '../../../transport/activity-transport';
import { useActivityTexts } from './activity-texts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: tokens.spacingHorizontalL },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

/** The Activity tab's filter form; Apply runs it from the newest row. */
export const ActivityFilters = observer(function ActivityFilters({ store, events }: { store: ActivityStore; events: readonly AuditEvent[] }) {
  const styles = useStyles();
  const { t } = useTranslation('enterprise');
  const { eventName } = useActivityTexts();

  const errorOf = (field: ActivityFilterField) => {
    const code = store.fieldErrors[field];
    return code ? t(`activity.fieldErrors.${code}`, { defaultValue: code }) : undefined;
  };
  const text = (field: Exclude<ActivityFilterField, 'event'>, label: string, options: { hint?: string; type?: 'text' | 'datetime-local' } = {}) => (
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
    <form className={styles.form} aria-label={t('activity.filters.label')} onSubmit={submit}>
      <div className={styles.grid}>
        {text('actor', t('activity.filters.actor'), { hint: t('activity.filters.actorHint') })}
        {text('subject', t('activity.filters.subject'), { hint: t('activity.filters.subjectHint') })}
        <Field label={t('activity.filters.event')} validationMessage={errorOf('event')} validationState={errorOf('event') ? 'error' : 'none'}>
          <Dropdown
            value={store.values.event ? eventName(store.values.event) : t('activity.filters.anyEvent')}
            selectedOptions={[store.values.event]}
            onOptionSelect={(_event, data) => store.setValue('event', (data.optionValue ?? '') as AuditEvent | '')}
          >
            <Option value="">{t('activity.filters.anyEvent')}</Option>
            {events.map((event) => (
              <Option key={event} value={event}>
                {eventName(event)}
              </Option>
            ))}
          </Dropdown>
        </Field>
        {text('from', t('activity.filters.from'), { type: 'datetime-local' })}
        {text('to', t('activity.filters.to'), { type: 'datetime-local' })}
        {text('ip', t('activity.filters.ip'))}
      </div>
      <div className={styles.actions}>
        <Button appearance="primary" type="submit" disabled={store.isLoading}>
          {t('activity.filters.search')}
        </Button>
        <Button type="button" onClick={() => void store.clear()} disabled={store.isLoading}>
          {t('activity.filters.clear')}
        </Button>
      </div>
    </form>
  );
});
