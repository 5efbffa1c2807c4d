import { Button } from '@fluentui/react-button';
import { Combobox, Option } from '@fluentui/react-combobox';
import { Field } from '@fluentui/react-field';
import { PersonSwapRegular, ShieldDismissRegular } from '@fluentui/react-icons';
import { Spinner } from '@fluentui/react-spinner';
import { Text } from '@fluentui/react-text';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { displayName, useErrorText, useNotify } from '@weather/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LAUNCHER_PATH } from '../../admin-paths';
import { useAdminStores } from '../../stores/stores-context';
import type { FoundUser } from '../../transport/admin-transport';
import { usePageStyles } from '../page-styles';
import { ResetSecondFactorsDialog } from './ResetSecondFactorsDialog';

/** The value of the Load more entry at the end of the list; user ids are numbers, so it is no user's. */
const LOAD_MORE = 'load-more';

const useStyles = makeStyles({
  search: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '640px' },
  combobox: { width: '100%' },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

function optionText(user: FoundUser): string {
  return `${displayName(user)} <${user.email}>`;
}

/** A SYSADMIN or a disabled user is listed, but cannot be chosen: the API would refuse (ADR 0221). */
function refusalOf(user: FoundUser): 'administrator' | 'disabled' | null {
  if (user.role === 'SYSADMIN') return 'administrator';
  return user.is_disabled ? 'disabled' : null;
}

/**
 * /impersonateUser (SPEC §2, §9): a search box with a dropdown of matches, Load more at the end of
 * the list, No users found, and Impersonate User, which signs in as the chosen user and starts the
 * portal over on the launcher (where the shell's banner shows the impersonation). Reset two-step
 * sign-in (issue 29) removes the chosen user's second factors after a confirmation.
 */
export const ImpersonateUserPage = observer(function ImpersonateUserPage() {
  const pageStyles = usePageStyles();
  const styles = useStyles();
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const notify = useNotify();
  const rootStore = useAdminStores();
  const [search] = useState(() => rootStore.createUserSearch());
  const [open, setOpen] = useState(false);
  // Choosing Load more is choosing an option, which closes the list (a click closes it just after
  // the choice, Enter just before): the list is opened again, and a close in that same event ignored.
  const keepOpen = useRef(false);
  const [confirmingReset, setConfirmingReset] = useState(false);

  useEffect(() => () => search.dispose(), [search]);

  async function impersonate() {
    const result = await search.impersonate();
    if (result.ok) rootStore.environment.loadPage(LAUNCHER_PATH);
    else notify({ text: t('impersonation.refused', { message: errorText(result.error) }), intent: 'error' });
  }

  async function resetSecondFactors(user: FoundUser) {
    const result = await search.resetSecondFactors();
    setConfirmingReset(false);
    if (result.ok) notify({ text: t('resetSecondFactors.done', { email: user.email }), intent: 'success' });
    else notify({ text: t('resetSecondFactors.refused', { message: errorText(result.error) }), intent: 'error' });
  }

  const hasOptions = search.users.length > 0 || search.hasMore;
  let status: string | null = null;
  if (search.isSearching) status = t('impersonation.searching');
  else if (search.error) status = t('impersonation.failed', { message: errorText(search.error) });
  else if (search.noUsersFound) status = t('impersonation.noUsers');
  else if (search.hasSearched) status = t('impersonation.shown', { shown: search.users.length, total: search.total });

  return (
    <section className={pageStyles.root} aria-labelledby="impersonation-title">
      <Text as="h1" id="impersonation-title" size={700} weight="semibold">
        {t('impersonation.title')}
      </Text>
      <Text as="p">{t('impersonation.intro')}</Text>
      <div className={styles.search}>
        <Field label={t('impersonation.search')}>
          <Combobox
            className={styles.combobox}
            freeform
            // The list of matches is drawn inside the page's main landmark, not in a portal at the end of
            // body where a screen reader's landmark navigation cannot place it (axe region).
            inlinePopup
            value={search.text}
            placeholder={t('impersonation.placeholder')}
            open={open && hasOptions}
            selectedOptions={search.selected ? [String(search.selected.id)] : []}
            onOpenChange={(_event, data) => {
              if (!data.open && keepOpen.current) {
                keepOpen.current = false;
                return;
              }
              setOpen(data.open);
            }}
            onChange={(event) => {
              search.setText(event.target.value);
              setOpen(true);
            }}
            onOptionSelect={(_event, data) => {
              if (data.optionValue === LOAD_MORE) {
                keepOpen.current = true;
                queueMicrotask(() => (keepOpen.current = false));
                setOpen(true);
                void search.loadMore();
                return;
              }
              search.select(data.optionValue === undefined ? null : Number(data.optionValue));
            }}
          >
            {search.users.map((user) => {
              const refusal = refusalOf(user);
              const text = optionText(user);
              return (
                <Option key={user.id} value={String(user.id)} text={text} disabled={refusal !== null}>
                  {refusal ? `${text} (${t(`impersonation.${refusal}`)})` : text}
                </Option>
              );
            })}
            {search.hasMore ? (
              <Option key={LOAD_MORE} value={LOAD_MORE} text={t('impersonation.loadMore')}>
                {t('impersonation.loadMore')}
              </Option>
            ) : null}
          </Combobox>
        </Field>
        <Text role="status" aria-live="polite">
          {status}
        </Text>
        {/* The spec's "No users found", then what to try next (issue 31 #10). */}
        {!search.isSearching && !search.error && search.noUsersFound ? <Text as="p">{t('impersonation.noUsersNext')}</Text> : null}
        <div className={styles.actions}>
          <Button
            appearance="primary"
            icon={search.isImpersonating ? <Spinner size="tiny" /> : <PersonSwapRegular />}
            disabled={search.selected === null || search.isImpersonating}
            onClick={() => void impersonate()}
          >
            {t('impersonation.impersonate')}
          </Button>
          <Button
            icon={search.isResettingSecondFactors ? <Spinner size="tiny" /> : <ShieldDismissRegular />}
            disabled={search.selected === null || search.isResettingSecondFactors}
            onClick={() => setConfirmingReset(true)}
          >
            {t('resetSecondFactors.action')}
          </Button>
          {search.selected ? (
            <Text>
              {t('impersonation.chosen', { name: displayName(search.selected), email: search.selected.email })}
            </Text>
          ) : null}
        </div>
      </div>
      {confirmingReset && search.selected ? (
        <ResetSecondFactorsDialog
          user={search.selected}
          busy={search.isResettingSecondFactors}
          onConfirm={() => search.selected && void resetSecondFactors(search.selected)}
          onClose={() => setConfirmingReset(false)}
        />
      ) : null}
    </section>
  );
});
