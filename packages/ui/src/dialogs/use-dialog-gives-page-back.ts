import { useEffect, useRef } from 'react';
import { givePageBack } from './give-page-back';

function focusedElement(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/**
 * Call it in the component that renders a modal dialog, with the dialog's `open`: when the dialog
 * closes, or its component goes away while it is open (a navigation), the page is shown to
 * assistive technology again and the focus returns to the element that opened the dialog, or to
 * the page's heading when that element is gone (give-page-back.ts). Works with any dialog library.
 */
export function useDialogGivesPageBack(open: boolean): void {
  // The element focused before the dialog took the focus: read while rendering the open dialog,
  // before its effects move the focus inside.
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current) opener.current = focusedElement();
  wasOpen.current = open;

  useEffect(() => {
    if (!open) return undefined;
    // Runs when `open` turns false and when the component unmounts while open; the wait for the
    // dialog to be gone goes on after the unmount.
    return () => {
      givePageBack(opener.current);
    };
  }, [open]);
}
