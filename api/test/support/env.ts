// Environment shared by globalSetup (which starts the servers) and the test files (which read it).
export const TEST_PROJECT_ID = 'demo-carmarket';
export const ENV_MONGO_URI = 'CARMARKET_TEST_MONGODB_URI';
export const ENV_AUTH_HOST = 'FIREBASE_AUTH_EMULATOR_HOST';
