/**
 * Builds a migrated template database on the local PostgreSQL; every test file gets its own copy
 * (CREATE DATABASE ... TEMPLATE), so files run in parallel without sharing rows. Names carry this
 * run's prefix: concurrent runs (other checkouts, CI) never drop each other's databases.
 */
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../src/db/client';
import { POSTGRES_ADMIN_URL, postgresUrl, runDatabasePrefix } from './helpers/postgres';

export default async function setup(project: TestProject) {
  const prefix = runDatabasePrefix();
  const template = `${prefix}_template`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(`The API tests need PostgreSQL at ${POSTGRES_ADMIN_URL} (set TEST_POSTGRES_URL)`, { cause: error });
  }
  await admin.query(`create database ${template}`);
  const handle = openPostgres(postgresUrl(template), 1);
  await handle.migrate();
  await handle.close();
  await admin.end();
  project.provide('pgTemplate', template);
  project.provide('pgPrefix', prefix);
  return async () => {
    const cleanup = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await cleanup.connect();
    const { rows } = await cleanup.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${prefix}%`]);
    for (const { datname } of rows) await cleanup.query(`drop database if exists ${datname} with (force)`);
    await cleanup.end();
  };
}
