import { defineConfig } from 'drizzle-kit';

/** The realm server's PostgreSQL schema (src-realm), apart from the app's SQLite one. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src-realm/db/schema.ts',
  out: './migrations-realm',
});
