import { Badge } from '@fluentui/react-badge';
import { Button } from '@fluentui/react-button';
import { Spinner } from '@fluentui/react-spinner';
import { Text } from '@fluentui/react-text';
import { ConfirmDialog, displayName, ResponsiveCell, ResponsiveRow, ResponsiveTable, useNotify } from '@weather/ui';
import { limits } from '@weather/validation';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnterpriseStores } from '../../stores/stores-context';
import type { EnterpriseUser, EnterpriseUserAction } from '../../transport/enterprise-transport';
import { EmptyState } from './EmptyState';
import { ResetSecondFactorsDialog } from './ResetSecondFactorsDialog';
import { TemporaryPasswordNotice } from './TemporaryPasswordNotice';
import { UserRowMenu } from './UserRowMenu';
import { useServerMessage } from './use-server-message';
import { useShowDomainsTab } from './use-show-domains-tab';

/** Which notice follows a successful action. */
function doneKey(action: EnterpriseUserAction): string {
  if ('disableUser' in action) return action.disableUser ? 'users.didDisable' : 'users.didEnable';
  return 'setTemporaryPassword' in action ? 'users.didSetTemporaryPassword' : 'users.didForceLogout';
}

/** The actions that ask first (issue 31 #7); enabling a user does not. */
type ConfirmedAction = 'disable' | 'setTemporaryPassword' | 'forceLogout';

function confirmedActionOf(action: EnterpriseUserAction): ConfirmedAction | null {
  if ('disableUser' in action) return action.disableUser ? 'disable' : null;
  return 'setTemporaryPassword' in action ? 'setTemporaryPassword' : 'forceLogout';
}

/** Users: the enterprise's users with their states and the row menu, never on one's own row (SPEC §2, §6). */
export const UsersTab = observer(function UsersTab({ enterpriseId }: { enterpriseId: number }) {
  const { t } = useTranslation('enterprise');
  const column = (name: 'firstName' | 'lastName' | 'email' | 'status' | 'secondFactor' | 'actions') => t(`users.columns.${name}`);
  const notify = useNotify();
  const serverMessage = useServerMessage();
  const { usersStore, session } = useEnterpriseStores();
  const ownId = session.user?.id;
  // The user whose "Reset two-step sign-in" waits for confirmation.
  const [resetting, setResetting] = useState<EnterpriseUser | null>(null);
  // The menu action that waits for confirmation, and on whom.
  const [confirming, setConfirming] = useState<{ user: EnterpriseUser; action: EnterpriseUserAction; kind: ConfirmedAction } | null>(null);
  const showDomainsTab = useShowDomainsTab();

  useEffect(() => {
    void usersStore.load(enterpriseId);
  }, [usersStore, enterpriseId]);

  function ask(user: EnterpriseUser, action: EnterpriseUserAction) {
    const kind = confirmedActionOf(action);
    if (kind) setConfirming({ user, action, kind });
    else void act(user, action);
  }

  async function act(user: EnterpriseUser, action: EnterpriseUserAction) {
    const result = await usersStore.act(enterpriseId, user.id, action);
    setConfirming(null);
    // SPEC §9: notifications on the users tab stay 10 seconds.
    const autoHideDuration = limits.NOTIFICATION_USERS_TAB_AUTO_HIDE_MS;
    if (result.ok) notify({ text: t(doneKey(action)), intent: 'success', autoHideDuration });
    else notify({ text: t('error', { message: serverMessage(result.error) }), intent: 'error', autoHideDuration });
  }

  async function resetSecondFactors(user: EnterpriseUser) {
    const result = await usersStore.resetSecondFactors(enterpriseId, user.id);
    setResetting(null);
    const autoHideDuration = limits.NOTIFICATION_USERS_TAB_AUTO_HIDE_MS;
    if (result.ok) notify({ text: t('users.resetSecondFactors.done', { email: user.email }), intent: 'success', autoHideDuration });
    else notify({ text: t('error', { message: serverMessage(result.error) }), intent: 'error', autoHideDuration });
  }

  if (!usersStore.hasLoaded) {
    if (usersStore.error && !usersStore.isLoading) {
      return (
        <>
          <Text role="alert">{t('error', { message: serverMessage(usersStore.error) })}</Text>
          <div>
            <Button onClick={() => void usersStore.load(enterpriseId)}>{t('retry')}</Button>
          </div>
        </>
      );
    }
    return <Spinner label={t('loading')} />;
  }

  return (
    <>
      <TemporaryPasswordNotice />
      {usersStore.users.length === 0 ? (
        <EmptyState text={t('users.none')} next={t('users.noneNext')} action={{ label: t('users.goToDomains'), onClick: showDomainsTab }} />
      ) : (
        <ResponsiveTable label={t('users.tableLabel')} columns={(['firstName', 'lastName', 'email', 'status', 'secondFactor', 'actions'] as const).map(column)}>
          {usersStore.users.map((user) => (
            <ResponsiveRow key={user.id}>
              <ResponsiveCell column={column('firstName')}>{user.first_name}</ResponsiveCell>
              <ResponsiveCell column={column('lastName')}>{user.last_name}</ResponsiveCell>
              <ResponsiveCell column={column('email')} rowHeader>
                {user.email}
              </ResponsiveCell>
              <ResponsiveCell column={column('status')}>
                {t(`users.status.${user.status}`)} · {user.is_disabled ? t('users.disabled') : t('users.enabled')}
              </ResponsiveCell>
              <ResponsiveCell column={column('secondFactor')}>
                <Badge appearance="tint" color={user.has_second_factor ? 'success' : 'informative'}>
                  {user.has_second_factor ? t('users.secondFactor.on') : t('users.secondFactor.off')}
                </Badge>
              </ResponsiveCell>
              <ResponsiveCell column={column('actions')}>
                {user.id === ownId ? null : (
                  <UserRowMenu user={user} busy={usersStore.acting.has(user.id)} onAction={(action) => ask(user, action)} onResetSecondFactors={() => setResetting(user)} />
                )}
              </ResponsiveCell>
            </ResponsiveRow>
          ))}
        </ResponsiveTable>
      )}
      {confirming ? (
        <ConfirmDialog
          title={t(`users.confirm.${confirming.kind}.title`, { name: displayName(confirming.user) })}
          what={t(`users.confirm.${confirming.kind}.what`, { name: displayName(confirming.user), email: confirming.user.email })}
          confirmLabel={t(`users.confirm.${confirming.kind}.confirm`)}
          cancelLabel={t('users.confirm.cancel')}
          busy={usersStore.acting.has(confirming.user.id)}
          onConfirm={() => void act(confirming.user, confirming.action)}
          onCancel={() => setConfirming(null)}
        />
      ) : null}
      {resetting ? (
        <ResetSecondFactorsDialog
          user={resetting}
          busy={usersStore.acting.has(resetting.id)}
          onConfirm={() => void resetSecondFactors(resetting)}
          onClose={() => setResetting(null)}
        />
      ) : null}
    </>
  );
});
