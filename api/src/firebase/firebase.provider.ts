import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import type { Env } from '../config/env.validation';

export const FIREBASE_AUTH = Symbol('FIREBASE_AUTH');

/**
 * One firebase-admin app per Nest application (named, so tests can run several side by side).
 * firebase-admin itself switches to the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is set.
 */
@Injectable()
export class FirebaseAppHolder implements OnApplicationShutdown {
  readonly app: App;

  constructor(config: ConfigService<Env, true>) {
    const emulatorHost = config.get('FIREBASE_AUTH_EMULATOR_HOST', { infer: true });
    // firebase-admin reads the emulator host from the process environment.
    if (emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
    this.app = initializeApp(
      { projectId: config.get('FIREBASE_PROJECT_ID', { infer: true }) },
      `carmarket-${randomUUID()}`,
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await deleteApp(this.app);
  }
}

export const firebaseAuthProvider = {
  provide: FIREBASE_AUTH,
  inject: [FirebaseAppHolder],
  useFactory: (holder: FirebaseAppHolder): Auth => getAuth(holder.app),
};

export const InjectFirebaseAuth = () => Inject(FIREBASE_AUTH);
