/** Environment every Jest test file starts with (set only when the machine has not set it). */
process.env.NEXTAUTH_SECRET ??= 'jest-session-secret-not-for-production-0123456789';
