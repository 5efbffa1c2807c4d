import { useEffect, useRef } from 'react';

interface Grecaptcha {
  ready(callback: () => void): void;
  render(element: HTMLElement, options: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void; hl: string }): number;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const SCRIPT_URL = 'https://www.google.com/recaptcha/api.js?render=explicit';

interface RecaptchaWidgetProps {
  siteKey: string;
  language: string;
  onChange: (token: string | null) => void;
}

/** Google reCAPTCHA v2, when the service is configured for it (CAPTCHA_PROVIDER=recaptcha). */
export function RecaptchaWidget({ siteKey, language, onChange }: RecaptchaWidgetProps) {
  const container = useRef<HTMLDivElement>(null);
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    let current = true;
    const render = () =>
      window.grecaptcha?.ready(() => {
        if (!current || !container.current) return;
        window.grecaptcha?.render(container.current, {
          sitekey: siteKey,
          hl: language,
          callback: (token) => changed.current(token),
          'expired-callback': () => changed.current(null),
        });
      });
    if (window.grecaptcha) render();
    else {
      const script = document.createElement('script');
      script.src = SCRIPT_URL;
      script.async = true;
      script.addEventListener('load', render);
      document.head.append(script);
    }
    return () => {
      current = false;
    };
  }, [siteKey, language]);

  return <div ref={container} />;
}
