import { defineConfig } from 'drizzle-kit';

// Migrations are generated here and applied by the API at start (src/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
