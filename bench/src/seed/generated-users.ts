// The generated people of the user search scenario: names of 2 to 4 syllables (as the service's own
// users-search-benchmark script makes them), one last name in five ending in "son", and addresses
// at a realistic mix of mail providers (three in ten at gmail.com) and company domains. The same
// index always gives the same user, so every seed and engine holds the same rows.

const SYLLABLES = ['ma', 'ri', 'lo', 'an', 'ne', 'jo', 'sa', 'ke', 'li', 'ra', 'to', 'be', 'mi', 'da', 'vi', 'no', 'el', 'ha', 'pe', 'su'];
const PROVIDERS = ['gmail.com', 'gmail.com', 'gmail.com', 'yahoo.com', 'outlook.com', 'hotmail.com'];

export interface GeneratedUser {
  firstName: string;
  lastName: string;
  email: string;
}

function nameOf(seed: number): string {
  let value = seed;
  let name = '';
  const length = 2 + (seed % 3);
  for (let index = 0; index < length; index += 1) {
    name += SYLLABLES[value % SYLLABLES.length];
    value = Math.floor(value / SYLLABLES.length) + index * 7919;
  }
  return name.charAt(0).toUpperCase() + name.slice(1);
}

export function generatedUser(index: number): GeneratedUser {
  const firstName = nameOf((index * 2_654_435_761) % 1_000_003);
  const lastName = `${nameOf((index * 40_503) % 999_983)}${index % 5 === 0 ? 'son' : ''}`;
  const domain = index % 10 < PROVIDERS.length ? PROVIDERS[index % 10] : `${nameOf(index % 997).toLowerCase()}.com`;
  return { firstName, lastName, email: `${firstName}.${lastName}.${index}@${domain}`.toLowerCase() };
}
