import { Combobox, Option } from '@fluentui/react-combobox';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountStores } from '../../stores/stores-context';
import { matchesTimezone } from '../../stores/TimezonesStore';

/** The list shows this many matches; typing narrows ~600 zones to a handful. */
export const TIMEZONE_OPTION_LIMIT = 50;

interface TimezoneComboboxProps {
  value: number | null;
  onChange: (timezoneId: number | null) => void;
  /** Set by the surrounding Field. */
  id?: string;
}

/** Time zone autocomplete (SPEC §2): type to filter GET /v1/timezones/get_all_timezones, pick one. */
export const TimezoneCombobox = observer(function TimezoneCombobox({ value, onChange, ...fieldProps }: TimezoneComboboxProps) {
  const { t } = useTranslation('account');
  const { timezonesStore } = useAccountStores();
  const selectedName = timezonesStore.nameOf(value);
  const [query, setQuery] = useState(selectedName);
  const [typing, setTyping] = useState(false);

  useEffect(() => {
    void timezonesStore.load();
  }, [timezonesStore]);

  // Show the chosen zone's name once the list arrives, and again after Cancel or a save.
  useEffect(() => {
    if (!typing) setQuery(selectedName);
  }, [selectedName, typing]);

  const matches = useMemo(
    () => timezonesStore.timezones.filter((timezone) => matchesTimezone(timezone.name, typing ? query : '')),
    [timezonesStore.timezones, query, typing],
  );
  const shown = matches.slice(0, TIMEZONE_OPTION_LIMIT);

  return (
    <Combobox
      {...fieldProps}
      freeform
      clearable
      value={query}
      selectedOptions={value === null ? [] : [String(value)]}
      placeholder={timezonesStore.isLoading ? t('profile.timezone.loading') : t('profile.timezone.placeholder')}
      onChange={(event) => {
        setTyping(true);
        setQuery(event.target.value);
        if (event.target.value === '') onChange(null);
      }}
      onOptionSelect={(_event, data) => {
        setTyping(false);
        const id = data.optionValue === undefined ? null : Number(data.optionValue);
        onChange(id);
        setQuery(data.optionText ?? '');
      }}
      onBlur={() => {
        // A half-typed search is not a choice: the field shows the chosen zone again.
        setTyping(false);
        setQuery(timezonesStore.nameOf(value));
      }}
    >
      {shown.map((timezone) => (
        <Option key={timezone.id} value={String(timezone.id)} text={timezone.name}>
          {timezone.name}
        </Option>
      ))}
      {timezonesStore.hasLoaded && matches.length === 0 ? (
        <Option key="no-match" value="" text="" disabled>
          {t('profile.timezone.noMatch')}
        </Option>
      ) : null}
      {matches.length > TIMEZONE_OPTION_LIMIT ? (
        <Option key="narrow" value="" text="" disabled>
          {t('profile.timezone.narrow')}
        </Option>
      ) : null}
    </Combobox>
  );
});
