import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** An IANA time zone a user can choose for the profile (seeded at start). */
@Entity('timezones')
export class Timezone {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 64, unique: true })
  name: string;
}
