import { useSearchParams } from '@weather/ui/router';

/** The add-domain input, where "Add a domain" and "Go to Domains" lead. */
export const ADD_DOMAIN_INPUT_ID = 'enterprise-add-domain';

/**
 * Opens the Domains tab (the default: no `tab` value) and puts the focus in the add-domain input,
 * so the button that led there, now gone with its tab, does not leave the focus on the page body.
 */
export function useShowDomainsTab(): () => void {
  const [search, setSearch] = useSearchParams();
  return () => {
    const next = new URLSearchParams(search);
    next.delete('tab');
    setSearch(next, { replace: true });
    // The Domains tab renders with the new location; its input exists on the next frame.
    requestAnimationFrame(() => document.getElementById(ADD_DOMAIN_INPUT_ID)?.focus());
  };
}
