import { makeStyles } from '@griffel/react';
import type { ReactNode } from 'react';
import { PublicCard } from '../../layout/PublicCard';
import { PublicPageFrame } from '../../layout/PublicPageFrame';

const useStyles = makeStyles({
  card: {
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
      <PublicCard className={styles.card} title={title}>
        {children}
      </PublicCard>
    </PublicPageFrame>
  );
}
