// Drops and creates one PostgreSQL database on the server of an admin URL, for a run that must
// start empty (playwright.config.ts: the e2e server's database when DATABASE_URL is set).
// Usage: node scripts/fresh-database.mjs <admin url> <database name>
import pg from 'pg';

const [adminUrl, name] = process.argv.slice(2);
if (!adminUrl || !name || !/^[a-z_][a-z0-9_]*$/.test(name)) {
  console.error('usage: node scripts/fresh-database.mjs <admin url> <database name [a-z0-9_]>');
  process.exit(2);
}
const client = new pg.Client({ connectionString: adminUrl });
await client.connect();
try {
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${name}`);
} finally {
  await client.end();
}
