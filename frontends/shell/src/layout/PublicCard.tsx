import { Card } from '@fluentui/react-card';
import { Text } from '@fluentui/react-text';
import { makeStyles, mergeClasses } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import type { ReactNode } from 'react';
import { Logo } from './Logo';

const useStyles = makeStyles({
  card: {
    padding: tokens.spacingHorizontalXXL,
    gap: tokens.spacingVerticalL,
    // A long email address breaks inside the card rather than run out of it on a phone (issue 31 #10).
    overflowWrap: 'anywhere',
  },
  heading: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalXS,
  },
});

interface PublicCardProps {
  /** The page's h1; without it the card shows the logo and its content brings its own heading. */
  title?: string;
  /** A line under the title. */
  subtitle?: ReactNode;
  /** The page's own card rules (a wider form, items to the start). */
  className?: string;
  children: ReactNode;
}

/**
 * The card of every public page of the sign-in layout (sign-in, sign-up, reset, second step,
 * consent, messages): the product's logo above the page's title, then the page (issue 31 #10).
 */
export function PublicCard({ title, subtitle, className, children }: PublicCardProps) {
  const styles = useStyles();
  return (
    <Card className={mergeClasses(styles.card, className)}>
      <div className={styles.heading}>
        <Logo size={40} />
        {title ? (
          <Text as="h1" size={600} weight="semibold">
            {title}
          </Text>
        ) : null}
        {subtitle}
      </div>
      {children}
    </Card>
  );
}
