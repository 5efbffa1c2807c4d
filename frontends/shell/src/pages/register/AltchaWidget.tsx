import { useEffect, useRef, useState } from 'react';
import type {} from 'altcha/types/react';
import altchaStylesheet from 'altcha/altcha.css';

interface AltchaWidgetProps {
  /** The API's challenge URL (GET /v1/captcha/challenge). */
  challengeUrl: string;
  language: string;
  /** The payload once solved, null when it expires or resets. */
  onChange: (payload: string | null) => void;
}

/**
 * The widget's styles as a file of the portal: the build of altcha without injected CSS, whose
 * inline <style> the portal's Content-Security-Policy refuses (docs/adr/0232).
 */

/**
 * The build without injected styles bundles no worker either: the API's challenges are SHA-256
 * (docs/adr/0207), solved in altcha's SHA worker, a script of the portal (worker-src 'self').
 */
function registerProofOfWorkWorker(): void {
  globalThis.$altcha.algorithms.set('SHA-256', () => new Worker(new URL('altcha/workers/sha', import.meta.url)));
}

/** The portal shows its own caption; the widget's logo and footer link would only add noise. */
const WIDGET_CONFIGURATION = JSON.stringify({ hideLogo: true, hideFooter: true });

interface StateChange {
  state: string;
  payload?: string | null;
}

/**
 * The altcha web component: fetches a challenge from the API and solves its proof of work in a
 * worker (docs/adr/0207). The component's script is its own chunk, loaded with this field.
 */
export function AltchaWidget({ challengeUrl, language, onChange }: AltchaWidgetProps) {
  const ref = useRef<HTMLElement>(null);
  const [loaded, setLoaded] = useState(false);
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    let current = true;
    void Promise.all([import('altcha/external'), import('altcha/i18n/it')]).then(() => {
      registerProofOfWorkWorker();
      if (current) setLoaded(true);
    });
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => {
    const element = ref.current;
    if (!loaded || !element) return;
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<StateChange>).detail;
      changed.current(detail.state === 'verified' && detail.payload ? detail.payload : null);
    };
    element.addEventListener('statechange', listener);
    return () => element.removeEventListener('statechange', listener);
  }, [loaded]);

  if (!loaded) return null;
  return (
    <>
      <link rel="stylesheet" href={altchaStylesheet} />
      <altcha-widget ref={ref} challenge={challengeUrl} language={language} name="recaptcha" auto="onload" configuration={WIDGET_CONFIGURATION} />
    </>
  );
}
