import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn, type Relation } from 'typeorm';
import { LargeBinaryColumn } from '../platform/database/large-binary-column';
import { User } from './user.entity';

/**
 * A user's avatar image, in its own table so that loading a user never loads the picture, and in the
 * database so that every instance of the service serves the same image.
 */
@Entity('user_avatars')
export class UserAvatar {
  @PrimaryColumn({ type: 'int' })
  userId: number;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;

  @Column({ type: 'varchar', length: 32 })
  mimeType: string;

  @LargeBinaryColumn()
  content: Buffer;
}
