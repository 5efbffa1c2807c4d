import { Card } from '@fluentui/react-card';
import { Text } from '@fluentui/react-text';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import type { ReactNode } from 'react';
import { PublicPageFrame } from '../../layout/PublicPageFrame';

const useStyles = makeStyles({
  card: {
    padding: tokens.spacingHorizontalXXL,
    gap: tokens.spacingVerticalL,
    alignItems: 'flex-start',
  },
});

interface MessageCardProps {
  title: string;
  /** Paragraphs, buttons and links under the title. */
  children: ReactNode;
}

/** A public page that says one thing: a heading, its text and the way on. */
export function MessageCard({ title, children }: MessageCardProps) {
  const styles = useStyles();
  return (
    <PublicPageFrame>
      <Card className={styles.card}>
        <Text as="h1" size={600} weight="semibold">
          {title}
        </Text>
        {children}
      </Card>
    </PublicPageFrame>
  );
}
