import commonProviders from 'email-providers/common.json';

/**
 * Mail domains anyone can get an address at (gmail.com, outlook.com, ...): a TXT record there proves
 * nothing about a company, and claiming one would sweep strangers into an enterprise. The list is
 * the maintained `email-providers` package (its common providers).
 */
const PUBLIC_MAIL_DOMAINS: ReadonlySet<string> = new Set(commonProviders.map((domain) => domain.toLowerCase()));

/** `name` is normalized (lower case); a subdomain of a public domain is public too (mail.yahoo.com). */
export function isPublicMailDomain(name: string): boolean {
  const labels = name.split('.');
  return labels.some((_label, index) => index < labels.length - 1 && PUBLIC_MAIL_DOMAINS.has(labels.slice(index).join('.')));
}
