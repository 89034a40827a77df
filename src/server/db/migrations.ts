/**
 * Schema migrations, kept in code so they ship inside the server bundle and run at start-up.
 * Append new migrations; never edit one that has shipped.
 */
import type { Kysely, Migration, MigrationProvider } from 'kysely';
import { sql } from 'kysely';

const migrations: Record<string, Migration> = {
  '2026-11-22-001-vehicles-and-leads': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('vehicles')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('description', 'text', (col) => col.notNull())
        .addColumn('brand', 'text', (col) => col.notNull())
        .addColumn('category', 'text', (col) => col.notNull())
        .addColumn('price', 'integer', (col) => col.notNull())
        .addColumn('images', 'text', (col) => col.notNull().defaultTo('[]'))
        .addColumn('in_stock', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('is_new', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('features', 'text', (col) => col.notNull().defaultTo('[]'))
        .addColumn('specifications', 'text', (col) => col.notNull().defaultTo('{}'))
        .addColumn('condition', 'text', (col) => col.notNull().defaultTo('new'))
        .addColumn('year', 'integer')
        .addColumn('model', 'text', (col) => col.notNull())
        .addColumn('featured', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('leads')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('first_name', 'text', (col) => col.notNull())
        .addColumn('last_name', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('phone', 'text', (col) => col.notNull())
        .addColumn('interest', 'text', (col) => col.notNull())
        .addColumn('message', 'text', (col) => col.notNull())
        .addColumn('vehicle_id', 'text')
        .addColumn('rental_plan', 'text')
        .addColumn('municipality', 'text')
        .addColumn('source_path', 'text')
        .addColumn('status', 'text', (col) => col.notNull().defaultTo(sql.lit('new')))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();

      await db.schema.createIndex('leads_created_at').on('leads').column('created_at').execute();
    },
  },
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
