// Environment shared by globalSetup (which starts the servers) and the test files (which read it).
export const ENV_MONGO_URI = 'CARMARKET_TEST_MONGODB_URI';
/** A project id of this run's own ('demo-' keeps firebase-tools offline), so parallel runs never share emulator state. */
export const ENV_PROJECT_ID = 'CARMARKET_TEST_PROJECT_ID';
export const ENV_AUTH_HOST = 'FIREBASE_AUTH_EMULATOR_HOST';
