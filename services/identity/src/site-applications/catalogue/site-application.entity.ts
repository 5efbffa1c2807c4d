import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { OidcClientSettings } from './oidc-client-settings';
import { DEFAULT_SITE_APPLICATION_THEME, SITE_APPLICATION_THEMES, type SiteApplicationTheme } from './site-application-theme';
import type { SiteApplicationTranslations } from './site-application-translations';

/** A weather application in the catalogue: users launch it with a handoff token (SPEC §3). */
@Entity('site_applications')
export class SiteApplication {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 100, unique: true })
  clientId: string;

  @Column({ type: 'varchar', length: 30 })
  name: string;

  @Column({ type: 'text' })
  description: string;

  /** The name and description in the portal's other languages (docs/adr/1005); null: English only. */
  @Column({ type: 'simple-json', nullable: true })
  translations: SiteApplicationTranslations | null;

  @Column({ type: 'varchar', length: 2048 })
  imageUrl: string;

  @Column({ type: 'varchar', length: 2048 })
  baseUrl: string;

  @Column({ type: 'varchar', length: 2048 })
  callbackUrl: string;

  @Column({ type: 'varchar', length: 2048 })
  webhookUrl: string;

  /** Null when blank (SPEC §3). */
  @Column({ type: 'varchar', length: 2048, nullable: true })
  sysadminUrl: string | null;

  /** The launcher's order, 1 to 3. */
  @Column({ type: 'int' })
  orderingNumber: number;

  /** When set, the handoff token travels by a form POST to this URL instead of a redirect (SPEC §4). */
  @Column({ type: 'varchar', length: 2048, nullable: true })
  postCallbackUrl: string | null;

  @Column({ type: 'simple-enum', enum: SITE_APPLICATION_THEMES, default: DEFAULT_SITE_APPLICATION_THEME })
  theme: SiteApplicationTheme;

  /**
   * Hex SHA-256 of the client secret the application redeems handoff tokens with; null until a
   * secret is issued (seeded applications start without one). 256 random bits need no slow hash.
   */
  @Column({ type: 'varchar', length: 64, nullable: true })
  clientSecretHash: string | null;

  /**
   * HMAC key of the requests sent to the application (webhooks, authorization checks), sealed with
   * KEYS_ENCRYPTION_KEY (docs/adr/0239): the service must sign with it, so it cannot be hashed.
   * Null until issued.
   */
  @Column({ type: 'varchar', length: 255, nullable: true })
  webhookSecret: string | null;

  /** Its settings as an OpenID Connect client (issue 28); null: it signs in by hand-off only. */
  @Column({ type: 'simple-json', nullable: true })
  oidc: OidcClientSettings | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt: Date;
}
