import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { EnterpriseDomain } from '../enterprises/domains/enterprise-domain.entity';
import { User } from '../users/user.entity';

/**
 * Who a SAML NameID is: a provider speaks only for its own domain, so the same NameID from two
 * domains names two different people.
 */
@Entity('saml_users')
@Index(['enterpriseDomainId', 'nameId'], { unique: true })
export class SamlUser {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  enterpriseDomainId: number;

  @ManyToOne(() => EnterpriseDomain, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'enterprise_domain_id' })
  enterpriseDomain: Relation<EnterpriseDomain>;

  @Column({ type: 'varchar', length: 255 })
  nameId: string;

  @Column({ type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}
