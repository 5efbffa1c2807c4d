import { LanguageMenu } from '@weather/ui';
import type { ReactNode } from 'react';
import { PublicPageLayout } from './PublicPageLayout';

interface PublicPageFrameProps {
  /**
   * Names for the banner and the main landmark, for a page made to sit in another site's frame: the
   * framing page has a banner and a main of its own, and two unnamed landmarks of one role are not
   * told apart (axe landmark-unique, issue 31 #10).
   */
  landmarks?: { banner: string; main: string };
  children: ReactNode;
}

/**
 * The frame of the public pages (sign-in, sign-out, errors): a language switch and a centred
 * column that fills a phone (360 px) and stays a card on wider screens.
 */
export function PublicPageFrame({ landmarks, children }: PublicPageFrameProps) {
  return (
    <PublicPageLayout bar={<LanguageMenu />} landmarks={landmarks}>
      {children}
    </PublicPageLayout>
  );
}
