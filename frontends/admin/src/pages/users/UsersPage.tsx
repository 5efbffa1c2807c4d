import { Button } from '@fluentui/react-button';
import { Field } from '@fluentui/react-field';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { Input } from '@fluentui/react-input';
import { Spinner } from '@fluentui/react-spinner';
import { Text } from '@fluentui/react-text';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { displayName, ResponsiveCell, ResponsiveRow, ResponsiveTable, RouterLink, useErrorText } from '@weather/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userPath } from '../../admin-paths';
import { useAdminStores } from '../../stores/stores-context';
import { UsersListStore } from '../../stores/users/UsersListStore';
import { usePageStyles } from '../page-styles';

const useStyles = makeStyles({
  search: { maxWidth: '480px' },
  paging: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

/**
 * /users (issue 30): the system administrator's user list over GET /v1/users (the search of the
 * impersonation page), 20 a page: name (opens the user), email, role and state.
 */
export const UsersPage = observer(function UsersPage() {
  const pageStyles = usePageStyles();
  const styles = useStyles();
  const { t } = useTranslation('admin');
  const column = (name: 'name' | 'email' | 'role' | 'state') => t(`users.columns.${name}`);
  const errorText = useErrorText();
  const { transport } = useAdminStores();
  const [list] = useState(() => new UsersListStore(transport));

  useEffect(() => {
    void list.load();
    return () => list.dispose();
  }, [list]);

  let status: string | null = null;
  if (list.isLoading) status = t('users.loading');
  else if (list.error) status = t('users.failed', { message: errorText(list.error) });
  else if (list.hasLoaded && list.users.length === 0) status = t('users.none');
  else if (list.hasLoaded) status = t('users.range', { first: list.offset + 1, last: list.offset + list.users.length, total: list.total });

  return (
    <section className={pageStyles.root} aria-labelledby="users-title">
      <Text as="h1" id="users-title" size={700} weight="semibold">
        {t('users.title')}
      </Text>
      <Text as="p">{t('users.intro')}</Text>
      <Field className={styles.search} label={t('users.search')}>
        <Input type="search" value={list.text} placeholder={t('users.placeholder')} onChange={(_event, data) => list.setText(data.value)} />
      </Field>
      <Text role="status" aria-live="polite">
        {list.isLoading ? <Spinner size="tiny" label={status} /> : status}
      </Text>
      {list.users.length > 0 ? (
        <ResponsiveTable label={t('users.tableLabel')} columns={(['name', 'email', 'role', 'state'] as const).map(column)}>
          {list.users.map((user) => (
            <ResponsiveRow key={user.id}>
              <ResponsiveCell column={column('name')} rowHeader>
                <RouterLink to={userPath(user.id)}>{displayName(user)}</RouterLink>
              </ResponsiveCell>
              <ResponsiveCell column={column('email')}>{user.email}</ResponsiveCell>
              <ResponsiveCell column={column('role')}>{t(`users.roles.${user.role}`)}</ResponsiveCell>
              <ResponsiveCell column={column('state')}>{t(user.is_disabled ? 'users.states.disabled' : 'users.states.enabled')}</ResponsiveCell>
            </ResponsiveRow>
          ))}
        </ResponsiveTable>
      ) : null}
      {list.hasPrevious || list.hasNext ? (
        <div className={styles.paging}>
          <Button icon={<ChevronLeftRegular />} disabled={!list.hasPrevious || list.isLoading} onClick={() => void list.previous()}>
            {t('users.previous')}
          </Button>
          <Button icon={<ChevronRightRegular />} iconPosition="after" disabled={!list.hasNext || list.isLoading} onClick={() => void list.next()}>
            {t('users.next')}
          </Button>
        </div>
      ) : null}
    </section>
  );
});
