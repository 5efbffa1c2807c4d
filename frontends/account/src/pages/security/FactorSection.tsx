import { Button } from '@fluentui/react-button';
import { Text } from '@fluentui/react-text';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { useId } from 'react';
import type { Factor } from '../../transport/account-transport';
import { FactorItem } from './FactorItem';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
  },
  list: {
    alignSelf: 'stretch',
    listStyleType: 'none',
    margin: '0',
    padding: '0',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  text: { margin: '0' },
});

interface FactorSectionProps {
  title: string;
  intro: string;
  listLabel: string;
  empty: string;
  factors: readonly Factor[];
  /** The add button, or why there is none (a browser without passkeys). */
  add: { label: string; onClick: () => void } | { unavailable: string };
  onRename: (factor: Factor) => void;
  onRemove: (factor: Factor) => void;
}

/** Authenticator apps or passkeys: a heading, the list (or "none yet") and the add button. */
export function FactorSection({ title, intro, listLabel, empty, factors, add, onRename, onRemove }: FactorSectionProps) {
  const styles = useStyles();
  const headingId = useId();
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <Text as="h2" id={headingId} size={500} weight="semibold">
        {title}
      </Text>
      <Text as="p" className={styles.text}>
        {intro}
      </Text>
      {factors.length > 0 ? (
        <ul className={styles.list} aria-label={listLabel}>
          {factors.map((factor) => (
            <FactorItem key={factor.id} factor={factor} onRename={() => onRename(factor)} onRemove={() => onRemove(factor)} />
          ))}
        </ul>
      ) : (
        <Text as="p" className={styles.text}>
          {empty}
        </Text>
      )}
      {'label' in add ? (
        <Button appearance="primary" onClick={add.onClick}>
          {add.label}
        </Button>
      ) : (
        <Text as="p" className={styles.text}>
          {add.unavailable}
        </Text>
      )}
    </section>
  );
}
