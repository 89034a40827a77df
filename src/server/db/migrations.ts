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
  '2026-11-22-002-outbox-staff-rate-limits': {
    async up(db: Kysely<unknown>) {
      // One row per e-mail a lead produces; claimed by one worker at a time, retried with backoff.
      await db.schema
        .createTable('outbox')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('lead_id', 'text', (col) => col.notNull().references('leads.id').onDelete('cascade'))
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('recipients', 'text', (col) => col.notNull())
        .addColumn('subject', 'text', (col) => col.notNull())
        .addColumn('text_body', 'text', (col) => col.notNull())
        .addColumn('html_body', 'text')
        .addColumn('status', 'text', (col) => col.notNull().defaultTo(sql.lit('pending')))
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (col) => col.notNull())
        .addColumn('claimed_by', 'text')
        .addColumn('claimed_until', 'text')
        .addColumn('last_error', 'text')
        .addColumn('sent_at', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('outbox_due').on('outbox').columns(['status', 'next_attempt_at']).execute();
      await db.schema.createIndex('outbox_lead').on('outbox').column('lead_id').execute();

      await db.schema
        .createTable('staff_users')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('email', 'text', (col) => col.notNull().unique())
        .addColumn('password_hash', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('staff_sessions')
        .addColumn('id_hash', 'text', (col) => col.primaryKey())
        .addColumn('staff_id', 'text', (col) =>
          col.notNull().references('staff_users.id').onDelete('cascade'),
        )
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('rate_limits')
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('window_start', 'text', (col) => col.notNull())
        .addColumn('count', 'integer', (col) => col.notNull())
        .execute();

      await db.schema.createIndex('leads_status').on('leads').column('status').execute();
      await db.schema.alterTable('leads').addColumn('topic', 'text').execute();
    },
  },
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
