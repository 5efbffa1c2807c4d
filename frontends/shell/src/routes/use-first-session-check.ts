import { useEffect, useState } from 'react';
import type { SessionStore } from '../stores/SessionStore';

/**
 * Whether the first session check has answered (or given up), starting it if needed: the public pages
 * wait for that one check only, then open whatever it found.
 */
export function useFirstSessionCheck(sessionStore: SessionStore): boolean {
  const [checked, setChecked] = useState(sessionStore.hasLoaded);

  useEffect(() => {
    let mounted = true;
    void sessionStore.ensureLoaded().then(() => {
      if (mounted) setChecked(true);
    });
    return () => {
      mounted = false;
    };
  }, [sessionStore]);

  return checked;
}
