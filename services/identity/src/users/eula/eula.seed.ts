import type { EntityManager } from 'typeorm';
import type { Seed } from '../../platform/database/seeds/seed';
import { COLLABORATE_EULA } from './eula-application';
import { Eula } from './eula.entity';

export const COLLABORATE_EULA_CONTENT = [
  'Terms of use of the Weather Collaboration workspace',
  'By creating an account you agree to use the workspace and the weather data it shows only for lawful purposes, to keep your password to yourself, and to respect the work of the other members of your workspace.',
  'Forecasts, observations and warnings are provided as they are. They may be incomplete or late; always follow the instructions of your local authorities in dangerous weather.',
  'We keep your name, email, phone and time zone to run your account, and record sign-ins for your security. We do not sell your data. You can ask us to delete your account at any time.',
  'We may change these terms. When we do, we will ask you to accept the new version before you continue.',
].join('\n\n');

/** The collaboration sign-up's terms, published once; a later version is a new row, added by hand. */
export async function seedEula(manager: EntityManager, now: Date): Promise<boolean> {
  if (await manager.existsBy(Eula, { applicationKey: COLLABORATE_EULA })) return false;
  await manager.insert(Eula, { applicationKey: COLLABORATE_EULA, content: COLLABORATE_EULA_CONTENT, publishedAt: now });
  return true;
}

export const eulaSeed: Seed = { label: 'EULA', run: async (manager, now) => ((await seedEula(manager, now)) ? 1 : 0) };
