import { useEffect, useRef } from 'react';
import { useStores } from '../../stores/stores-context';

/**
 * Calls `onDue` once a first step's answer asked for a second step (password, emailed code or the
 * social pop-up) and clears the mark, so a later /login starts afresh. Not while the code modal is
 * open or animating out: leaving it under its focus trap would leave the trap's aria-hidden behind.
 * Call it from an observer component.
 */
export function useSecondStepDue(onDue: () => void): void {
  const { sessionStore, magicCodeStore } = useStores();
  const due = sessionStore.secondStepDue && !magicCodeStore.isOpen && !magicCodeStore.isClosing;
  const latest = useRef(onDue);
  latest.current = onDue;

  useEffect(() => {
    if (!due) return;
    sessionStore.secondStepTaken();
    latest.current();
  }, [due, sessionStore]);
}
