import { Column, CreateDateColumn, Entity, OneToMany, PrimaryGeneratedColumn, type Relation, UpdateDateColumn } from 'typeorm';
import { EnterpriseDomain } from './domains/enterprise-domain.entity';

/** An organisation whose administrators manage its email domains, users and single sign-on. */
@Entity('enterprises')
export class Enterprise {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @OneToMany(() => EnterpriseDomain, (domain) => domain.enterprise)
  enterpriseDomains: Relation<EnterpriseDomain[]>;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt: Date;
}
