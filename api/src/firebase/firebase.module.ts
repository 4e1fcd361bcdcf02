import { Global, Module } from '@nestjs/common';
import { FIREBASE_AUTH, FirebaseAppHolder, firebaseAuthProvider } from './firebase.provider';

/** firebase-admin Auth for the whole app: token checks, account disabling, the seed's demo accounts. */
@Global()
@Module({
  providers: [FirebaseAppHolder, firebaseAuthProvider],
  exports: [FIREBASE_AUTH],
})
export class FirebaseModule {}
