/**
 * The standalone data source of the TypeORM CLI, built from the same environment as the server:
 * `npm run migration:revert` (or `npx typeorm migration:show -d dist/data-source.js`).
 * The server itself runs pending migrations at start.
 */
import { DataSource } from 'typeorm';
import { entities } from './entities';
import { loadConfig } from './platform/config/load-config';
import { buildDataSourceOptions } from './platform/database/database-options';
import { withDetectedServerType } from './platform/database/mysql-server-type';

async function createDataSource(): Promise<DataSource> {
  const config = loadConfig(process.env);
  return new DataSource(buildDataSourceOptions(await withDetectedServerType(config.database), entities));
}

export default createDataSource();
