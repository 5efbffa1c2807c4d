import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectConfig } from '../../platform/config/config.module';
import type { IdentityConfig } from '../../platform/config/identity-config';
import { AdminAccountsService } from './admin-accounts.service';

export const DEMO_ADMIN_EMAIL = 'admin@example.com';

/**
 * Development only (DEMO_ADMIN): a SYSADMIN to sign in with on a fresh clone. It is created once;
 * its password is printed that one time, to the terminal rather than the JSON log, and only its
 * hash is stored.
 */
@Injectable()
export class DemoAdminService implements OnApplicationBootstrap {
  private readonly logger = new Logger(DemoAdminService.name);

  constructor(
    private readonly admins: AdminAccountsService,
    @InjectConfig() private readonly config: IdentityConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.demoAdmin.enabled) return;
    if (await this.admins.exists(DEMO_ADMIN_EMAIL)) {
      this.logger.log(`Demo admin ${DEMO_ADMIN_EMAIL} already exists; its password was printed when it was created`);
      return;
    }
    const { generatedPassword } = await this.admins.create({ email: DEMO_ADMIN_EMAIL, password: this.config.demoAdmin.password });
    this.logger.log(`Demo admin ${DEMO_ADMIN_EMAIL} created`);
    const password = generatedPassword ?? '(the value of DEMO_ADMIN_PASSWORD)';
    process.stdout.write(
      `\n  Demo administrator (shown once, development only)\n    email:    ${DEMO_ADMIN_EMAIL}\n    password: ${password}\n\n`,
    );
  }
}
