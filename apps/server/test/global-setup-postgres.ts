/**
 * Builds a migrated template database on the local PostgreSQL; every test file gets its own copy
 * (CREATE DATABASE ... TEMPLATE), so files run in parallel without sharing rows.
 */
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../src/db/client';
import { POSTGRES_ADMIN_URL, TEST_DB_PREFIX, postgresUrl, templateName } from './helpers/postgres';

export default async function setup(project: TestProject) {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(`The API tests need PostgreSQL at ${POSTGRES_ADMIN_URL} (set TEST_POSTGRES_URL)`, { cause: error });
  }
  const runPrefix = `${TEST_DB_PREFIX}${process.pid}_`;
  const TEMPLATE_DB = templateName(process.pid);
  await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
  await admin.query(`create database ${TEMPLATE_DB}`);
  const handle = openPostgres(postgresUrl(TEMPLATE_DB), 1);
  await handle.migrate();
  await handle.close();
  await admin.end();
  project.provide('pgTemplate', TEMPLATE_DB);
  return async () => {
    const cleanup = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await cleanup.connect();
    const { rows } = await cleanup.query<{ datname: string }>(
      "select datname from pg_database where starts_with(datname, $1)",
      [runPrefix],
    );
    for (const { datname } of rows) await cleanup.query(`drop database if exists ${datname} with (force)`);
    await cleanup.end();
  };
}
