// Unit and integration tests run with a quiet, test configuration.
process.env.APP_ENV ??= "test";
process.env.LOG_LEVEL ??= "silent";
process.env.APP_URL ??= "http://localhost:3000";
