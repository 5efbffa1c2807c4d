import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { messages } from '@weather/validation';
import type { DataSource, Repository } from 'typeorm';
import { ApiException } from '../../platform/errors/api-exception';
import { Clock } from '../../platform/clock';
import type { UserDto } from '../dto/user.dto';
import { UserAvatar } from '../user-avatar.entity';
import { mapUser } from '../user.mapper';
import { User } from '../user.entity';
import { newAvatarId } from './avatar-id';
import { AvatarRefused, cleanAvatarImage } from './avatar-image';

/** The stored image with its cache key (the user's avatarUpdatedAt). */
export interface StoredAvatar {
  version: string;
  mimeType: string;
  content: Buffer;
}

/** The signed-in user's avatar (SPEC §4 Avatar: none or present; uploaded or cleared). */
@Injectable()
export class AvatarService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(UserAvatar) private readonly avatars: Repository<UserAvatar>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** The version that names the current image in its URL and ETag; null without an image. */
  versionOf(user: User): string | null {
    return user.avatarUpdatedAt ? String(user.avatarUpdatedAt.getTime()) : null;
  }

  async read(user: User): Promise<StoredAvatar> {
    const version = this.versionOf(user);
    const avatar = version ? await this.avatars.findOneBy({ userId: user.id }) : null;
    if (!version || !avatar) throw new ApiException('NOT_FOUND');
    return { version, mimeType: avatar.mimeType, content: avatar.content };
  }

  /**
   * The image at a public address (/v1/avatars/<id>), found by its id alone, in one query; null when
   * no image has that id (another image replaced it, it was cleared) or its user is disabled.
   */
  async readPublic(avatarId: string): Promise<Omit<StoredAvatar, 'version'> | null> {
    const avatar = await this.avatars.findOne({ where: { user: { avatarId, isDisabled: false } } });
    return avatar ? { mimeType: avatar.mimeType, content: avatar.content } : null;
  }

  /**
   * Checks the image's real type and size, strips its metadata and stores it with a new version and
   * a new public id, so the old image's public address answers 404 from now on.
   */
  async replace(user: User, dataUrl: string): Promise<UserDto> {
    let image;
    try {
      image = await cleanAvatarImage(dataUrl);
    } catch (error) {
      if (!(error instanceof AvatarRefused)) throw error;
      throw new ApiException('VALIDATION_FAILED', [{ field: 'avatar', code: error.code, message: messages[error.code] }]);
    }
    // Whole seconds: MySQL's DATETIME keeps no fraction, and the version must survive the round trip.
    const updatedAt = new Date(Math.floor(this.clock.now().getTime() / 1000) * 1000);
    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(UserAvatar).save({ userId: user.id, mimeType: image.mimeType, content: image.content });
      await manager.getRepository(User).update({ id: user.id }, { avatarUpdatedAt: this.nextVersion(user, updatedAt), avatarId: newAvatarId() });
    });
    return this.reload(user);
  }

  async clear(user: User): Promise<UserDto> {
    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(UserAvatar).delete({ userId: user.id });
      await manager.getRepository(User).update({ id: user.id }, { avatarUpdatedAt: null, avatarId: null });
    });
    return this.reload(user);
  }

  /** Two uploads within one second still get two versions, so no cache keeps the older image. */
  private nextVersion(user: User, candidate: Date): Date {
    const previous = user.avatarUpdatedAt?.getTime() ?? 0;
    return candidate.getTime() > previous ? candidate : new Date(previous + 1000);
  }

  private async reload(user: User): Promise<UserDto> {
    return mapUser(await this.users.findOneOrFail({ where: { id: user.id }, relations: { timezone: true } }));
  }
}
