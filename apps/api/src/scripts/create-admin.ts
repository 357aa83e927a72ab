import { databaseTargetFor, openDatabase } from '../db/client';
import { ConfigError, loadEnv } from '../env';
import { promoteToAdmin } from '../features/admin/admin.service';

// npm run create-admin -- <email>: gives an existing member the admin role.
const email = process.argv[2]?.trim();
if (!email) {
  console.error('Usage: npm run create-admin -- <email of an existing member>');
  process.exit(2);
}

try {
  const env = loadEnv();
  const database = await openDatabase(databaseTargetFor(env));
  try {
    await database.migrate();
    if (await promoteToAdmin(database.db, email)) {
      console.log(`${email} is now an admin.`);
    } else {
      console.error(`No member has the email ${email}. Sign up first, then run this again.`);
      process.exitCode = 1;
    }
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
}
