import { randomUUID } from 'node:crypto';
import {
  BeforeInsert,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  UpdateDateColumn,
} from 'typeorm';
import { Timezone } from './timezones/timezone.entity';
import { USER_ROLES, type UserRole } from './user-role';

/** A person who signs in (SPEC §3 User). The avatar image lives in user_avatars. */
@Entity('users')
// The search indexes differ per engine (lower() expressions on SQLite), so the migrations own them.
@Index('IDX_users_search_first_name', { synchronize: false })
@Index('IDX_users_search_last_name', { synchronize: false })
@Index('IDX_users_search_email_domain', { synchronize: false })
export class User {
  @PrimaryGeneratedColumn()
  id: number;

  /** The identifier handed to applications; the numeric id stays internal to the portal. */
  @Column({ type: 'varchar', length: 36, unique: true })
  uuid: string;

  @Column({ type: 'varchar', length: 100 })
  firstName: string;

  @Column({ type: 'varchar', length: 100 })
  lastName: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  jobTitle: string;

  /** Stored normalized (trimmed, lower case), so the unique index holds one account per address. */
  @Column({ type: 'varchar', length: 254, unique: true })
  email: string;

  @Column({ type: 'varchar', length: 30, default: '' })
  mobileNumber: string;

  @Column({ type: 'int', nullable: true })
  timezoneId: number | null;

  /** The person's language, one of @weather/validation's SUPPORTED_LOCALES; null until they choose one (docs/adr/0803). */
  @Column({ type: 'varchar', length: 8, nullable: true })
  locale: string | null;

  @ManyToOne(() => Timezone, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'timezone_id' })
  timezone: Relation<Timezone> | null;

  @Column({ type: 'simple-enum', enum: USER_ROLES, default: 'USER' })
  role: UserRole;

  @Column({ type: 'boolean', default: false })
  isEnterpriseAdministrator: boolean;

  /** Its enterprise, or null. The key names the entity by string: enterprises/ sits above users/, which imports nothing of it. */
  @Column({ type: 'int', nullable: true })
  @ForeignKey('Enterprise', { onDelete: 'SET NULL' })
  enterpriseId: number | null;

  @Column({ type: 'boolean', default: false })
  isVerified: boolean;

  @Column({ type: 'boolean', default: false })
  isDisabled: boolean;

  @Column({ type: 'boolean', default: false })
  isForceResetPassword: boolean;

  /** argon2id PHC string; null for users who only sign in through their enterprise's SAML provider. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  passwordHash: string | null;

  /** When the avatar last changed; null when there is none. Also the image's cache key. */
  @Column({ type: 'datetime', nullable: true })
  avatarUpdatedAt: Date | null;

  /**
   * The random id (128 bits, hex) of the current avatar image's public address, /v1/avatars/<id>
   * (the OpenID Connect `picture`); a new image gets a new id, and none is null (docs/adr/0803).
   */
  @Index('IDX_users_avatar_id', { unique: true })
  @Column({ type: 'varchar', length: 32, nullable: true })
  avatarId: string | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt: Date;

  @BeforeInsert()
  protected assignUuid(): void {
    this.uuid ??= randomUUID();
  }
}
