import { loadConfig } from '../config';
import { openDatabase } from './database';

// `npm run migrate`: opening the database applies the pending migrations.
const config = loadConfig();
const database = await openDatabase(config);
await database.close();
console.log('Migrations applied.');
