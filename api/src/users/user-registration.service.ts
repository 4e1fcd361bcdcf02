import { ConflictException, ForbiddenException, HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { ConfigService } from '@nestjs/config';
import { InjectModel } from '@nestjs/mongoose';
import type { Auth } from 'firebase-admin/auth';
import type { Model } from 'mongoose';
import type { AuthUser } from '../auth/auth-user';
import type { Env } from '../config/env.validation';
import { InjectFirebaseAuth } from '../firebase/firebase.provider';
import { isDuplicateKeyError } from '../common/mongo/duplicate-key';
import { DEFAULT_ROLE } from '../common/roles';
import type { RegisterUserDto } from './dto/register-user.dto';
import { User, type UserRecord } from './schemas/user.schema';
import { UsersService } from './users.service';

/** How an account comes to be: a sign-in registering itself, or the seed's demo accounts. */
@Injectable()
export class UserRegistration {
  private readonly usingEmulator: boolean;
  private readonly accountsPerAddress: number;

  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly accounts: UsersService,
    @InjectFirebaseAuth() private readonly auth: Auth,
    config: ConfigService<Env, true>,
  ) {
    this.usingEmulator = Boolean(config.get('FIREBASE_AUTH_EMULATOR_HOST', { infer: true }));
    this.accountsPerAddress = config.get('NEW_ACCOUNTS_PER_IP_PER_DAY', { infer: true });
  }

  /**
   * The caller registers itself. A new account gets the chosen sign-up role (Buyer when none, as
   * at login or Google sign-in); an existing account is returned unchanged — its role never moves here.
   */
  async register(
    caller: AuthUser,
    body: RegisterUserDto,
    clientAddress: string,
  ): Promise<{ user: UserRecord; created: boolean }> {
    if (!caller.email)
      throw new ForbiddenException('This sign-in has no e-mail address; sign in with e-mail or Google');
    const mine = await this.accounts.findByUid(caller.uid);
    if (mine) return { user: mine, created: false };

    const sameEmail = await this.users.findOne({ email: caller.email }).lean<UserRecord>().exec();
    // Same uid: a concurrent first request registered it between the two look-ups.
    if (sameEmail?.uid === caller.uid) return { user: sameEmail, created: false };
    if (sameEmail) return { user: await this.relink(sameEmail, caller), created: false };

    const registeredFromHash = createHash('sha256').update(clientAddress).digest('hex');
    if ((await this.registeredToday(registeredFromHash)) >= this.accountsPerAddress) throw this.tooManyAccounts();
    try {
      const created = await this.users.create({
        uid: caller.uid,
        email: caller.email,
        name: body.name ?? caller.name ?? caller.email.split('@')[0],
        role: body.role ?? DEFAULT_ROLE,
        isVerified: false,
        registeredFromHash,
      });
      // Counted again after writing, so concurrent registrations cannot pass the cap together.
      if ((await this.registeredToday(registeredFromHash)) > this.accountsPerAddress) {
        await this.users.deleteOne({ _id: created._id }).exec();
        throw this.tooManyAccounts();
      }
      return { user: created.toObject<UserRecord>(), created: true };
    } catch (error) {
      // A concurrent first request for the same account won the insert: answer with its record.
      const winner = isDuplicateKeyError(error) ? await this.accounts.findByUid(caller.uid) : null;
      if (winner) return { user: winner, created: false };
      throw error;
    }
  }

  private registeredToday(registeredFromHash: string): Promise<number> {
    return this.users
      .countDocuments({ registeredFromHash, createdAt: { $gt: new Date(Date.now() - 86_400_000) } })
      .exec();
  }

  private tooManyAccounts(): HttpException {
    return new HttpException(
      `No more than ${this.accountsPerAddress} new accounts may be registered from one network in a day; try again tomorrow.`,
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }

  /**
   * The e-mail is on file under another uid. Only when the identity provider no longer knows that
   * uid (e.g. a restarted Auth emulator) may this sign-in take the record over, and only if the
   * address is verified or the provider is the emulator; the stored role is kept.
   */
  private async relink(record: UserRecord, caller: AuthUser): Promise<UserRecord> {
    if (record.disabled) throw new ForbiddenException('This account is disabled');
    const takeover =
      (caller.emailVerified || this.usingEmulator) && !(record.uid && (await this.providerKnows(record.uid)));
    if (!takeover) throw new ConflictException('This e-mail address is registered to another account');
    const relinked = await this.users
      .findOneAndUpdate(
        { _id: record._id, uid: record.uid },
        { $set: { uid: caller.uid } },
        { returnDocument: 'after' },
      )
      .lean<UserRecord>()
      .exec();
    if (!relinked) throw new ConflictException('This account changed meanwhile; try again');
    return relinked;
  }

  private async providerKnows(uid: string): Promise<boolean> {
    try {
      await this.auth.getUser(uid);
      return true;
    } catch (error) {
      if ((error as { code?: string }).code === 'auth/user-not-found') return false;
      throw error;
    }
  }

  /**
   * A demo account for the seed: the uid is refreshed (a restarted emulator issues new ones);
   * name, role and flags are set only when the account is created.
   */
  ensureDemoAccount(
    email: string,
    uid: string,
    { name, role, isVerified }: Pick<User, 'name' | 'role' | 'isVerified'>,
  ): Promise<UserRecord> {
    return this.users
      .findOneAndUpdate(
        { email },
        { $set: { uid }, $setOnInsert: { name, role, isVerified, disabled: false } },
        { upsert: true, returnDocument: 'after' },
      )
      .lean<UserRecord>()
      .exec() as Promise<UserRecord>;
  }
}
