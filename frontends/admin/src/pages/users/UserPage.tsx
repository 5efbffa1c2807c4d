import { Button } from '@fluentui/react-button';
import {
  ArrowLeftRegular,
  DeleteRegular,
  KeyResetRegular,
  MailRegular,
  PersonAvailableRegular,
  PersonProhibitedRegular,
  PersonSwapRegular,
  SignOutRegular,
} from '@fluentui/react-icons';
import { Spinner } from '@fluentui/react-spinner';
import { Text } from '@fluentui/react-text';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { displayName, ResponsiveCell, ResponsiveRow, ResponsiveTable, RouterLink, useErrorText, useNotify, useResponsiveTableStyles } from '@weather/ui';
import { useNavigate, useParams } from '@weather/ui/router';
import { observer } from 'mobx-react-lite';
import { type JSX, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_PATHS } from '../../admin-paths';
import { useAdminStores } from '../../stores/stores-context';
import { type Loadable, type UserAction, UserDetailStore } from '../../stores/users/UserDetailStore';
import type { AuditPerson, ManagedUser, ManagedUserRole } from '../../transport/user-management-transport';
import { usePageStyles } from '../page-styles';
import { ConfirmUserActionDialog } from './ConfirmUserActionDialog';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  facts: { margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS },
  term: { color: tokens.colorNeutralForeground2 },
  fact: { display: 'contents' },
  value: { margin: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** A time as the reader's language writes it. */
function useDateTime(): (iso: string) => string {
  const { i18n } = useTranslation('admin');
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (iso) => format.format(new Date(iso));
}

/** An IPv4 client on a dual-stack socket is written ::ffff:a.b.c.d; people know it as a.b.c.d. */
function addressText(ip: string | null): string {
  return ip?.replace(/^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i, '$1') ?? '—';
}

function personText(person: AuditPerson | null): string {
  return person ? `${displayName(person)} <${person.email}>` : '—';
}

interface PartStateProps<T> {
  part: Loadable<T>;
  loading: string;
  failed: string;
  children: (data: T) => ReactNode;
}

/** One part of the page: its spinner, its error with Try again, or its content. */
function PartStateView<T>({ part, loading, failed, children }: PartStateProps<T>) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  if (part.data !== null) return <>{children(part.data)}</>;
  if (part.error && !part.isLoading) {
    return (
      <div>
        <Text role="alert">{t(failed, { message: errorText(part.error) })}</Text>{' '}
        <Button size="small" onClick={() => void part.load()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  return <Spinner size="small" label={t(loading)} />;
}

// observer() drops the type parameter; the cast gives it back.
const PartState = observer(PartStateView) as <T>(props: PartStateProps<T>) => JSX.Element;

const Profile = observer(function Profile({ user }: { user: ManagedUser }) {
  const styles = useStyles();
  const { t } = useTranslation('admin');
  const dateTime = useDateTime();
  const facts: [string, ReactNode][] = [
    ['email', user.email],
    ['jobTitle', user.job_title || t('users.user.none')],
    ['phone', user.mobile_number || t('users.user.none')],
    ['timezone', user.timezone ?? t('users.user.none')],
    ['enterprise', user.enterprise ? user.enterprise.name : t('users.user.none')],
    ['enterpriseAdministrator', t(user.is_enterprise_administrator ? 'users.user.yes' : 'users.user.no')],
    ['role', t(`users.roles.${user.role}`)],
    ['state', t(user.is_disabled ? 'users.states.disabled' : 'users.states.enabled')],
    ['verified', t(user.is_verified ? 'users.user.yes' : 'users.user.no')],
    ['created', dateTime(user.created_at)],
    ['lastSignIn', user.last_sign_in_at ? dateTime(user.last_sign_in_at) : t('users.user.never')],
    ['secondFactors', String(user.second_factors)],
  ];
  return (
    <dl className={styles.facts} aria-label={t('users.user.profile')}>
      {facts.map(([key, value]) => (
        <div key={key} className={styles.fact}>
          <dt className={styles.term}>{t(`users.user.fields.${key}`)}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
});

const Sessions = observer(function Sessions({ store }: { store: UserDetailStore }) {
  const { t } = useTranslation('admin');
  const dateTime = useDateTime();
  const column = (name: 'device' | 'address' | 'created' | 'lastUsed' | 'impersonatedBy') => t(`users.user.sessions.columns.${name}`);
  return (
    <PartState part={store.sessions} loading="users.user.sessions.loading" failed="users.user.sessions.failed">
      {(sessions) =>
        sessions.length === 0 ? (
          <Text as="p">{t('users.user.sessions.none')}</Text>
        ) : (
          <ResponsiveTable label={t('users.user.sessions.tableLabel')} columns={(['device', 'address', 'created', 'lastUsed', 'impersonatedBy'] as const).map(column)}>
            {sessions.map((session) => (
              <ResponsiveRow key={session.id}>
                <ResponsiveCell column={column('device')} rowHeader title={session.user_agent ?? undefined}>
                  {[session.browser, session.os].filter(Boolean).join(', ') || t('users.user.sessions.unknownDevice')}
                </ResponsiveCell>
                <ResponsiveCell column={column('address')}>{session.ip ?? '—'}</ResponsiveCell>
                <ResponsiveCell column={column('created')}>{dateTime(session.created_at)}</ResponsiveCell>
                <ResponsiveCell column={column('lastUsed')}>{dateTime(session.last_seen_at)}</ResponsiveCell>
                <ResponsiveCell column={column('impersonatedBy')}>{session.impersonated_by ? personText(session.impersonated_by) : '—'}</ResponsiveCell>
              </ResponsiveRow>
            ))}
          </ResponsiveTable>
        )
      }
    </PartState>
  );
});

const Activity = observer(function Activity({ store }: { store: UserDetailStore }) {
  const tableStyles = useResponsiveTableStyles();
  const { t } = useTranslation('admin');
  const dateTime = useDateTime();
  const column = (name: 'when' | 'event' | 'actor' | 'address') => t(`users.user.activity.columns.${name}`);
  return (
    <PartState part={store.activity} loading="users.user.activity.loading" failed="users.user.activity.failed">
      {(entries) =>
        entries.length === 0 ? (
          <Text as="p">{t('users.user.activity.none')}</Text>
        ) : (
          <ResponsiveTable label={t('users.user.activity.tableLabel')} columns={(['when', 'event', 'actor', 'address'] as const).map(column)}>
            {entries.map((entry) => (
              <ResponsiveRow key={entry.id}>
                <ResponsiveCell column={column('when')} rowHeader>
                  {dateTime(entry.created_at)}
                </ResponsiveCell>
                <ResponsiveCell column={column('event')}>
                  <span className={tableStyles.code}>{entry.event}</span>
                </ResponsiveCell>
                <ResponsiveCell column={column('actor')}>{personText(entry.actor)}</ResponsiveCell>
                <ResponsiveCell column={column('address')}>{addressText(entry.ip)}</ResponsiveCell>
              </ResponsiveRow>
            ))}
          </ResponsiveTable>
        )
      }
    </PartState>
  );
});

const ACTION_ICONS: Record<UserAction, JSX.Element> = {
  disable: <PersonProhibitedRegular />,
  enable: <PersonAvailableRegular />,
  signOut: <SignOutRegular />,
  passwordReset: <KeyResetRegular />,
  verification: <MailRegular />,
  role: <PersonSwapRegular />,
  delete: <DeleteRegular />,
};

/**
 * /users/{id} (issue 30): a user's profile, enterprise and role, live sessions and recent activity,
 * and the system administrator's actions, each confirmed in a dialog that says what will happen.
 */
export const UserPage = observer(function UserPage() {
  const pageStyles = usePageStyles();
  const styles = useStyles();
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const notify = useNotify();
  const navigate = useNavigate();
  const { id } = useParams();
  const { transport } = useAdminStores();
  const [store] = useState(() => new UserDetailStore(transport.userManagement, Number(id)));
  const [confirming, setConfirming] = useState<UserAction | null>(null);

  useEffect(() => {
    void store.load();
  }, [store]);

  const user = store.user.data;

  async function run(action: UserAction, role?: ManagedUserRole) {
    if (!user) return;
    const result = await store.run(action, role);
    setConfirming(null);
    if (!result.ok) {
      notify({ text: t('users.user.refused', { message: errorText(result.error) }), intent: 'error' });
      return;
    }
    notify({ text: t(`users.user.done.${action}`, { email: user.email, role: role ? t(`users.roles.${role}`) : '' }), intent: 'success' });
    if (action === 'delete') navigate(ADMIN_PATHS.users);
  }

  const actions: UserAction[] = user
    ? [user.is_disabled ? 'enable' : 'disable', 'signOut', 'passwordReset', ...(user.is_verified ? [] : (['verification'] as const)), 'role', 'delete']
    : [];

  return (
    <section className={pageStyles.root} aria-labelledby="user-title">
      <div>
        <RouterLink to={ADMIN_PATHS.users}>
          <ArrowLeftRegular aria-hidden /> {t('users.user.back')}
        </RouterLink>
      </div>
      <Text as="h1" id="user-title" size={700} weight="semibold">
        {user ? displayName(user) : t('users.title')}
      </Text>
      <PartState part={store.user} loading="users.user.loading" failed="users.user.failed">
        {(loaded) => (
          <>
            <section className={styles.section} aria-labelledby="user-profile-title">
              <Text as="h2" id="user-profile-title" size={500} weight="semibold">
                {t('users.user.profile')}
              </Text>
              <Profile user={loaded} />
            </section>
            <section className={styles.section} aria-labelledby="user-actions-title">
              <Text as="h2" id="user-actions-title" size={500} weight="semibold">
                {t('users.user.actions.title')}
              </Text>
              <div className={styles.actions}>
                {actions.map((action) => (
                  <Button
                    key={action}
                    icon={store.pending === action ? <Spinner size="tiny" /> : ACTION_ICONS[action]}
                    disabled={store.pending !== null}
                    onClick={() => setConfirming(action)}
                  >
                    {t(`users.user.actions.${action}`)}
                  </Button>
                ))}
              </div>
            </section>
          </>
        )}
      </PartState>
      <section className={styles.section} aria-labelledby="user-sessions-title">
        <Text as="h2" id="user-sessions-title" size={500} weight="semibold">
          {t('users.user.sessions.title')}
        </Text>
        <Sessions store={store} />
      </section>
      <section className={styles.section} aria-labelledby="user-activity-title">
        <Text as="h2" id="user-activity-title" size={500} weight="semibold">
          {t('users.user.activity.title')}
        </Text>
        <Activity store={store} />
      </section>
      {confirming && user ? (
        <ConfirmUserActionDialog
          action={confirming}
          user={user}
          busy={store.pending !== null}
          onConfirm={(role) => void run(confirming, role)}
          onClose={() => setConfirming(null)}
        />
      ) : null}
    </section>
  );
});

