import { Button } from '@fluentui/react-button';
import { Text } from '@fluentui/react-text';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { useTranslation } from 'react-i18next';
import type { ConsentRequest } from '../../transport/consent-transport';

const KNOWN_SCOPES = new Set(['openid', 'email', 'profile', 'role', 'offline_access']);

const useStyles = makeStyles({
  application: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
  },
  icon: {
    width: '48px',
    height: '48px',
    objectFit: 'contain',
    flexShrink: 0,
  },
  names: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    overflowWrap: 'anywhere',
  },
  list: {
    margin: 0,
    paddingLeft: tokens.spacingHorizontalXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  actions: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
  },
});

interface ConsentRequestViewProps {
  request: ConsentRequest;
  /** The signed-in person, who answers. */
  email: string;
  deciding: boolean;
  onDecide: (allow: boolean) => void;
}

/** The application (name, address, icon), what it asks in plain words, who answers, and Allow / Deny. */
export function ConsentRequestView({ request, email, deciding, onDecide }: ConsentRequestViewProps) {
  const styles = useStyles();
  const { t } = useTranslation('shell');
  const { application, scopes, claims } = request;
  const asked = [
    ...scopes.map((scope) => (KNOWN_SCOPES.has(scope) ? t(`consent.scopes.${scope}`) : scope)),
    ...claims.map((claim) => t('consent.claim', { claim })),
  ];
  return (
    <>
      <div className={styles.application}>
        <img className={styles.icon} src={application.image_url} alt="" />
        <div className={styles.names}>
          <Text as="h1" size={600} weight="semibold">
            {t('consent.title', { application: application.name })}
          </Text>
          <Text>{application.base_url}</Text>
        </div>
      </div>
      <Text>{t('consent.signedInAs', { email })}</Text>
      <Text as="p">{t('consent.asks', { application: application.name })}</Text>
      {asked.length > 0 ? (
        <ul className={styles.list}>
          {asked.map((text) => (
            <li key={text}>
              <Text>{text}</Text>
            </li>
          ))}
        </ul>
      ) : (
        <Text as="p">{t('consent.nothingNew')}</Text>
      )}
      <div className={styles.actions}>
        <Button appearance="primary" disabled={deciding} onClick={() => onDecide(true)}>
          {t('consent.allow')}
        </Button>
        <Button disabled={deciding} onClick={() => onDecide(false)}>
          {t('consent.deny')}
        </Button>
      </div>
    </>
  );
}
