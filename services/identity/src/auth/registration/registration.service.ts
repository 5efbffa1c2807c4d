import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type FieldError, normalizeEmail } from '@weather/validation';
import { australianPhoneDigits } from '@weather/validation/phone';
import type { DataSource, EntityManager } from 'typeorm';
import { AuditService } from '../../platform/audit/audit.service';
import { CaptchaVerifier } from '../captcha/captcha-verifier';
import { BackgroundTasks } from '../../platform/background-tasks';
import { ApiException } from '../../platform/errors/api-exception';
import type { MailLanguage } from '../../platform/mail/mail-language';
import { CodeSignInService } from '../magic-codes/code-sign-in.service';
import { PasswordHasher } from '../passwords/password-hasher';
import type { SessionContext } from '../../platform/http/session-context';
import { TimezonesService } from '../../users/timezones/timezones.service';
import { UserAccounts } from '../../users/user-accounts';
import type { User } from '../../users/user.entity';
import { ApplicationCatalogue } from './application-catalogue';
import type { CheckupDto, RegistrationAcceptedDto } from './dto/registration-answer.dto';
import type { RegistrationDto } from './dto/registration.dto';
import { RegistrationLimiter } from './registration-limiter';
import { fieldError, registrationFieldErrors, variantOf } from './registration-rules';
import { UserRegistration } from './user-registration.entity';

/** The outcome of the transaction: a new account, or the one that already had the address. */
type Registered = { created: true; user: User } | { created: false; user: User | null };

/** Sign-up (POST /v1/users): checks, creates an unverified account and mails its verification code. */
@Injectable()
export class RegistrationService implements OnApplicationShutdown {
  /** Code mail, sent after the answer so its timing does not tell a new address from a known one. */
  readonly background = new BackgroundTasks(new Logger(RegistrationService.name));

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UserAccounts,
    private readonly timezones: TimezonesService,
    private readonly captcha: CaptchaVerifier,
    private readonly limiter: RegistrationLimiter,
    private readonly hasher: PasswordHasher,
    private readonly codeSignIn: CodeSignInService,
    private readonly audit: AuditService,
    private readonly applications: ApplicationCatalogue,
  ) {}

  /**
   * The rules of the variant, the per-address limit, then the captcha (spent only by a valid form).
   * A new address gets an unverified account (user and registration record in one transaction) and
   * a code that verifies it; a known, enabled address gets a code that signs it in. The answer is
   * the same, so nobody learns from it whether an address is registered.
   */
  async register(body: RegistrationDto, context: SessionContext, language: MailLanguage): Promise<RegistrationAcceptedDto> {
    const variant = variantOf(body);
    const errors = registrationFieldErrors(body, variant);
    const clientId = body.client_id ? await this.applications.storedClientId(body.client_id) : null;
    if (body.client_id && !clientId) errors.push(fieldError('client_id', 'APPLICATION_UNKNOWN'));
    if (errors.length > 0) throw refused(errors);
    await this.limiter.takeSignUp(context.ip);
    if (!(await this.captcha.verify(body.recaptcha ?? '', context.ip))) throw refused([fieldError('recaptcha', 'CAPTCHA_INVALID')]);

    const email = normalizeEmail(body.email ?? '');
    // Hashed even for a known address, so the answer takes as long either way.
    const passwordHash = await this.hasher.hash(body.password ?? '');
    const timezone = body.timezone ? await this.timezones.findByName(body.timezone) : null;
    const registered = await this.dataSource
      .transaction(async (manager) => {
      if (await this.users.existsWithEmail(email, manager)) return { created: false, user: await this.users.findByEmail(email, manager) } as Registered;
      const user = await this.users.create(
        {
          email,
          firstName: (body.first_name ?? '').trim(),
          lastName: (body.last_name ?? '').trim(),
          mobileNumber: variant === 'full' && body.phone ? (australianPhoneDigits(body.phone) ?? '') : '',
          timezoneId: timezone?.id ?? null,
          passwordHash,
          isVerified: false,
        },
        manager,
      );
      await this.recordRegistration(manager, user, body, variant, clientId);
      return { created: true, user } as Registered;
    })
      .catch(async (error: unknown) => {
        // A simultaneous sign-up with the same address won the unique index: answer as for a known one.
        const winner = await this.users.findByEmail(email);
        if (winner) return { created: false, user: winner } as Registered;
        throw error;
      });

    if (registered.created) {
      await this.audit.record({ event: 'USER_CREATED', subjectId: registered.user.id, ip: context.ip, details: { email, via: `${variant} sign-up` } });
    }
    const user = registered.user;
    if (user && !user.isDisabled) this.background.run(`Verification code to ${email}`, () => this.codeSignIn.mailCode(user, context, language));
    return { email, needVerify: true };
  }

  /** POST /v1/users?checkup=yes: whether the embedded sign-up should send the person to sign-in. */
  async checkup(body: RegistrationDto, context: SessionContext): Promise<CheckupDto> {
    const errors = registrationFieldErrors(body, 'embedded').filter((error) => error.field === 'email');
    if (errors.length > 0) throw refused(errors);
    await this.limiter.takeCheckup(context.ip);
    const skipRegister = await this.users.existsWithEmail(normalizeEmail(body.email ?? ''));
    return { skipRegister };
  }

  onApplicationShutdown(): Promise<void> {
    return this.background.drain();
  }

  /** Separate so a test can interrupt the transaction after the user row is written. */
  async recordRegistration(
    manager: EntityManager,
    user: User,
    body: RegistrationDto,
    variant: UserRegistration['variant'],
    clientId: string | null,
  ): Promise<void> {
    await manager.insert(UserRegistration, {
      userId: user.id,
      variant,
      lead: body.lead?.trim() || null,
      clientId,
    });
  }
}

function refused(errors: FieldError[]): ApiException {
  return new ApiException('VALIDATION_FAILED', errors);
}
