/**
 * Schema migrations, kept in code so they ship inside the server bundle and run at start-up.
 * Append new migrations; never edit one that has shipped.
 */
import { randomUUID } from 'node:crypto';

import type { Kysely, Migration, MigrationProvider } from 'kysely';
import { sql } from 'kysely';

import { newLeadReference } from '@/lib/lead-reference';
import { phoneE164 } from '@/lib/phone-number';

import { isSqlite } from './dialect';

/** Every migration by name, in order; exported so tests can build a database as an older release left it. */
export const schemaMigrations: Record<string, Migration> = {
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
  '2026-11-23-003-inventory-office': {
    // The inventory becomes the one source of every vehicle figure: typed figure columns, the
    // lifecycle status, photos, an audit trail and a stock version that caches compare against.
    async up(db: Kysely<unknown>) {
      const table = () => db.schema.alterTable('vehicles');
      await table().addColumn('sale_price', 'integer').execute();
      await table()
        .addColumn('status', 'text', (col) => col.notNull().defaultTo(sql.lit('available')))
        .execute();
      await table().addColumn('seats', 'integer').execute();
      await table().addColumn('range_miles', 'integer').execute();
      await table().addColumn('top_speed_mph', 'integer').execute();
      await table().addColumn('drive', 'text').execute();
      await table().addColumn('street_legal', 'integer').execute();
      await table().addColumn('battery_type', 'text').execute();
      await table().addColumn('battery_capacity', 'text').execute();
      await table()
        .addColumn('lifted', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      await table().addColumn('colour', 'text').execute();
      await table().addColumn('stock_number', 'text').execute();
      await table().addColumn('serial_number', 'text').execute();
      await table().addColumn('vin', 'text').execute();
      await table().addColumn('mileage', 'integer').execute();
      await table().addColumn('hours', 'integer').execute();

      // Move the figures out of the specifications JSON into their columns; keep any other key.
      const rows = await sql<{
        id: string;
        name: string;
        specifications: string;
        in_stock: number;
        condition: string;
      }>`select id, name, specifications, in_stock, condition from vehicles`.execute(db);
      for (const row of rows.rows) {
        const figures = parseLegacySpecifications(row.specifications);
        await sql`update vehicles set
            seats = ${figures.seats}, range_miles = ${figures.rangeMiles}, top_speed_mph = ${figures.topSpeedMph},
            drive = ${figures.drive}, battery_type = ${figures.batteryType},
            specifications = ${JSON.stringify(figures.rest)},
            lifted = ${legacyLifted(row.id, row.name, figures.drive) ? 1 : 0},
            status = ${Number(row.in_stock) ? 'available' : 'sold'},
            condition = ${row.condition === 'used' ? 'used' : 'new'}
          where id = ${row.id}`.execute(db);
      }
      // Derived now: isNew from condition, inStock from status, images from photos.
      await table().dropColumn('in_stock').execute();
      await table().dropColumn('is_new').execute();
      await table().dropColumn('images').execute();
      await db.schema.createIndex('vehicles_status').on('vehicles').column('status').execute();

      await db.schema
        .createTable('vehicle_photos')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('vehicle_id', 'text', (col) => col.notNull().references('vehicles.id').onDelete('cascade'))
        .addColumn('position', 'integer', (col) => col.notNull())
        .addColumn('alt', 'text', (col) => col.notNull())
        .addColumn('width', 'integer', (col) => col.notNull())
        .addColumn('height', 'integer', (col) => col.notNull())
        .addColumn('widths', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('vehicle_photos_vehicle')
        .on('vehicle_photos')
        .columns(['vehicle_id', 'position'])
        .execute();

      await db.schema
        .createTable('vehicle_changes')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('vehicle_id', 'text', (col) => col.notNull())
        .addColumn('staff_email', 'text', (col) => col.notNull())
        .addColumn('field', 'text', (col) => col.notNull())
        .addColumn('old_value', 'text')
        .addColumn('new_value', 'text')
        .addColumn('changed_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('vehicle_changes_vehicle')
        .on('vehicle_changes')
        .columns(['vehicle_id', 'changed_at'])
        .execute();

      await db.schema
        .createTable('site_state')
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('value', 'integer', (col) => col.notNull())
        .execute();
      await sql`insert into site_state (key, value) values ('stock_version', 1)`.execute(db);
      await createStockVersionTriggers(db, ['vehicles', 'vehicle_photos']);
    },
  },
  '2026-11-23-004-lead-references-and-drafts': {
    // A short reference a visitor can quote on the phone, and the typed-in values of a rejected
    // form post kept on the server (never in the URL) for the page that shows the errors.
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('leads').addColumn('reference', 'text').execute();
      const rows = await sql<{ id: string }>`select id from leads`.execute(db);
      const used = new Set<string>();
      for (const row of rows.rows) {
        let reference = newLeadReference();
        while (used.has(reference)) reference = newLeadReference();
        used.add(reference);
        await sql`update leads set reference = ${reference} where id = ${row.id}`.execute(db);
      }
      await db.schema.createIndex('leads_reference').on('leads').column('reference').unique().execute();
      await db.schema
        .createTable('enquiry_drafts')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('fields', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('enquiry_drafts_created')
        .on('enquiry_drafts')
        .column('created_at')
        .execute();
    },
  },
  '2026-11-23-005-hardening': {
    // Staff mail goes out before customer confirmations; sessions end when idle; sign-in
    // failures are counted per account for the back-off.
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('outbox')
        .addColumn('priority', 'integer', (col) => col.notNull().defaultTo(1))
        .execute();
      await sql`update outbox set priority = case when kind = 'confirmation' then 1 else 0 end`.execute(db);
      await db.schema
        .createIndex('outbox_due_priority')
        .on('outbox')
        .columns(['status', 'priority', 'next_attempt_at'])
        .execute();
      await db.schema.alterTable('staff_sessions').addColumn('last_seen_at', 'text').execute();
      await sql`update staff_sessions set last_seen_at = created_at`.execute(db);
      await db.schema
        .createTable('sign_in_failures')
        .addColumn('account', 'text', (col) => col.primaryKey())
        .addColumn('failures', 'integer', (col) => col.notNull())
        .addColumn('locked_until', 'text')
        .addColumn('last_failure_at', 'text', (col) => col.notNull())
        .execute();
    },
  },
  '2026-11-24-006-structured-requests': {
    // Pre-approval, rental, service and trade-in requests keep their fields and figures with the
    // lead; the dealer's finance figures (sales tax, starting APR, term and down payment) are set
    // in the inventory office.
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('leads').addColumn('details', 'text').execute();
      await db.schema
        .createTable('settings')
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('value', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addColumn('updated_by', 'text')
        .execute();
    },
  },
  '2026-11-24-007-settings-raise-stock-version': {
    // Vehicle pages show an estimate made with the finance settings: a change to them, however it
    // is made, makes every cached page again, as a change to a vehicle does.
    async up(db: Kysely<unknown>) {
      await createStockVersionTriggers(db, ['settings']);
    },
  },
  '2026-11-25-008-record-versions': {
    // A vehicle's record and its photo set each carry a version that every change raises, so a
    // save made from a page opened before someone else's change is refused instead of undoing
    // it; each audit row says which version it made, so the refusal can say what changed.
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('vehicles')
        .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
        .execute();
      await db.schema
        .alterTable('vehicles')
        .addColumn('photos_version', 'integer', (col) => col.notNull().defaultTo(1))
        .execute();
      await db.schema.alterTable('vehicle_changes').addColumn('record_version', 'integer').execute();
      await db.schema.alterTable('vehicle_changes').addColumn('photos_version', 'integer').execute();
    },
  },
  '2026-11-25-009-unique-listed-identity': {
    // No two listed or held carts share a stock number (in any case) or a VIN. Duplicates already
    // there (a file imported twice) keep their listings: the later cart's number is cleared, its
    // version raised, and its history says why, so staff can put the right one back.
    async up(db: Kysely<unknown>) {
      const now = new Date().toISOString();
      for (const [column, label, key] of [
        ['stock_number', 'Stock number', 'lower(stock_number)'],
        ['vin', 'VIN', 'vin'],
      ] as const) {
        const { rows } = await sql<{ id: string; value: string }>`
          select id, ${sql.ref(column)} as value from vehicles
          where ${sql.ref(column)} is not null and status in ('available', 'on-hold')
          order by created_at, id`.execute(db);
        const firstWith = new Map<string, string>();
        for (const { id, value } of rows) {
          const normal = column === 'stock_number' ? value.toLowerCase() : value;
          const first = firstWith.get(normal);
          if (!first) {
            firstWith.set(normal, id);
            continue;
          }
          await sql`update vehicles set ${sql.ref(column)} = null, version = version + 1 where id = ${id}`.execute(
            db,
          );
          await sql`
            insert into vehicle_changes (id, vehicle_id, staff_email, field, old_value, new_value, changed_at)
            values (${randomUUID()}, ${id}, 'site upgrade', ${`${label} (also on ${first})`}, ${value}, null, ${now})`.execute(
            db,
          );
        }
        await sql
          .raw(
            `create unique index vehicles_listed_${column === 'vin' ? 'vin' : 'stock_number'} on vehicles (${key}) ` +
              `where ${column} is not null and status in ('available', 'on-hold')`,
          )
          .execute(db);
      }
    },
  },
  '2026-11-25-010-inventory-imports': {
    // Every CSV sent to the import is kept: checked first and shown as a preview, applied only on
    // request, and the last one applied can be undone from what it overwrote.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('inventory_imports')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('file_name', 'text', (col) => col.notNull())
        .addColumn('checked_by', 'text', (col) => col.notNull())
        .addColumn('checked_at', 'text', (col) => col.notNull())
        .addColumn('file_rows', 'text', (col) => col.notNull())
        .addColumn('problems', 'text', (col) => col.notNull())
        .addColumn('applied_by', 'text')
        .addColumn('applied_at', 'text')
        .addColumn('summary', 'text')
        .addColumn('undo', 'text')
        .addColumn('undone_by', 'text')
        .addColumn('undone_at', 'text')
        .execute();
      await db.schema
        .createIndex('inventory_imports_applied')
        .on('inventory_imports')
        .column('applied_at')
        .execute();
    },
  },
  '2026-11-25-011-removed-photos': {
    // A removed photo waits here, files and all, for a minute: long enough to put it back.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('removed_photos')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('vehicle_id', 'text', (col) => col.notNull())
        .addColumn('position', 'integer', (col) => col.notNull())
        .addColumn('alt', 'text', (col) => col.notNull())
        .addColumn('width', 'integer', (col) => col.notNull())
        .addColumn('height', 'integer', (col) => col.notNull())
        .addColumn('widths', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('removed_at', 'text', (col) => col.notNull())
        .execute();
    },
  },
  '2026-11-25-012-outbox-reply-to': {
    // A staff notification answers the customer when staff press Reply.
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('outbox').addColumn('reply_to', 'text').execute();
    },
  },
  '2026-11-25-013-lead-phone-e164': {
    // One form of each customer's phone, so that a search by any way of writing it finds the lead
    // and a second enquiry from the same person is linked to the first.
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('leads').addColumn('phone_e164', 'text').execute();
      const { rows } = await sql<{ id: string; phone: string }>`select id, phone from leads`.execute(db);
      for (const { id, phone } of rows) {
        const e164 = phoneE164(phone);
        if (e164) await sql`update leads set phone_e164 = ${e164} where id = ${id}`.execute(db);
      }
      await db.schema.createIndex('leads_phone_e164').on('leads').column('phone_e164').execute();
      await sql`create index leads_email_lower on leads (lower(email))`.execute(db);
    },
  },
  '2026-11-25-014-lead-desk': {
    // A lead gets a timeline (who did what, when), a version that a stale page's change is checked
    // against, its first response, a follow-up date, an owner and the moment it was escalated.
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('leads')
        .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
        .execute();
      for (const column of [
        'status_reason',
        'follow_up_on',
        'first_response_at',
        'first_response_by',
        'assigned_to',
        'escalated_at',
      ])
        await db.schema.alterTable('leads').addColumn(column, 'text').execute();
      // "Closed" said neither won nor lost: it becomes lost, saying why.
      await sql`update leads set status = 'lost', status_reason = 'closed-before-desk' where status = 'closed'`.execute(
        db,
      );
      await db.schema
        .createTable('lead_events')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('lead_id', 'text', (col) => col.notNull())
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('staff_email', 'text')
        .addColumn('at', 'text', (col) => col.notNull())
        .addColumn('detail', 'text', (col) => col.notNull().defaultTo('{}'))
        .addColumn('lead_version', 'integer')
        .execute();
      await db.schema.createIndex('lead_events_lead').on('lead_events').columns(['lead_id', 'at']).execute();
      await db.schema.createIndex('leads_assigned_to').on('leads').column('assigned_to').execute();
    },
  },
  '2026-11-25-015-staff-roles': {
    // Staff get a name, a mobile, a role (the team whose leads they take), an away flag and a
    // disabled date; accounts made before roles existed were made by the owner at the shell, so
    // they are managers. Single-use links set a password (a welcome, or a forgotten one).
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('staff_users')
        .addColumn('name', 'text', (col) => col.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('staff_users')
        .addColumn('role', 'text', (col) => col.notNull().defaultTo(sql.lit('manager')))
        .execute();
      await db.schema
        .alterTable('staff_users')
        .addColumn('away', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('staff_users')
        .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
        .execute();
      for (const column of ['mobile', 'disabled_at', 'last_assigned_at'])
        await db.schema.alterTable('staff_users').addColumn(column, 'text').execute();
      await db.schema
        .createTable('password_links')
        .addColumn('token_hash', 'text', (col) => col.primaryKey())
        .addColumn('staff_id', 'text', (col) => col.notNull())
        .addColumn('purpose', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .addColumn('used_at', 'text')
        .execute();
    },
  },
  '2026-11-25-016-lead-source': {
    // Where each lead came from: landing page, linking site, campaign tags (JSON).
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('leads').addColumn('source', 'text').execute();
    },
  },
  '2026-11-25-017-office-settings': {
    // Settings only the staff area reads (the lead desk's routing, the reply templates) move out
    // of `settings`, whose triggers raise the stock version: saving a reply template must not
    // make every cached public page render again.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('office_settings')
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('value', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addColumn('updated_by', 'text')
        .execute();
      await sql`insert into office_settings (key, value, updated_at, updated_by)
        select key, value, updated_at, updated_by from settings
        where key like 'desk.%' or key like 'reply.%'`.execute(db);
      await sql`delete from settings where key like 'desk.%' or key like 'reply.%'`.execute(db);
    },
  },
  '2026-11-25-018-two-factor': {
    // Optional TOTP two-factor sign-in: the secret per account, single-use recovery codes, and
    // the short-lived step between an accepted password and the code.
    async up(db: Kysely<unknown>) {
      for (const column of ['totp_secret', 'totp_pending_secret', 'totp_enabled_at'])
        await db.schema.alterTable('staff_users').addColumn(column, 'text').execute();
      await db.schema.alterTable('staff_users').addColumn('totp_last_step', 'integer').execute();
      await db.schema
        .createTable('staff_recovery_codes')
        .addColumn('code_hash', 'text', (col) => col.primaryKey())
        .addColumn('staff_id', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema
        .createTable('sign_in_challenges')
        .addColumn('token_hash', 'text', (col) => col.primaryKey())
        .addColumn('staff_id', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .addColumn('failures', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
    },
  },
  '2026-11-28-019-sliding-rate-limits': {
    // Rate limits count the attempts of the last window, however it falls, instead of a count per
    // fixed window (which let twice the limit through across a boundary).
    async up(db: Kysely<unknown>) {
      await db.schema.dropTable('rate_limits').execute();
      await db.schema
        .createTable('rate_limit_hits')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('key', 'text', (col) => col.notNull())
        .addColumn('at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('rate_limit_hits_key_at')
        .on('rate_limit_hits')
        .columns(['key', 'at'])
        .execute();
    },
  },
  '2026-11-28-020-rental-bookings': {
    // Rentals booked online against a fleet of carts: the carts, their maintenance, the bookings
    // (each on one cart, never overlapping another's time plus the turnaround buffer: an
    // exclusion constraint on PostgreSQL, triggers on SQLite, behind the locked booking path),
    // the signed agreements as stored PDFs, photos taken at check-out and return, and a waitlist.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('rental_carts')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('fleet_number', 'text', (col) => col.notNull().unique())
        .addColumn('type', 'text', (col) => col.notNull())
        .addColumn('location_id', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull().defaultTo(sql.lit('active')))
        .addColumn('notes', 'text', (col) => col.notNull().defaultTo(sql.lit('')))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
        .execute();
      await db.schema
        .createTable('rental_maintenance')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('cart_id', 'text', (col) => col.notNull().references('rental_carts.id'))
        .addColumn('starts_on', 'text', (col) => col.notNull())
        .addColumn('ends_on', 'text', (col) => col.notNull())
        .addColumn('reason', 'text', (col) => col.notNull())
        .addColumn('created_by', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('rental_bookings')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('reference', 'text', (col) => col.notNull().unique())
        .addColumn('cart_id', 'text', (col) => col.notNull().references('rental_carts.id'))
        .addColumn('type', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('starts_ms', 'bigint', (col) => col.notNull())
        .addColumn('ends_ms', 'bigint', (col) => col.notNull())
        .addColumn('blocked_until_ms', 'bigint', (col) => col.notNull())
        .addColumn('pickup_date', 'text', (col) => col.notNull())
        .addColumn('pickup_time', 'text', (col) => col.notNull())
        .addColumn('days', 'integer', (col) => col.notNull())
        .addColumn('location_id', 'text', (col) => col.notNull())
        .addColumn('town', 'text')
        .addColumn('first_name', 'text', (col) => col.notNull())
        .addColumn('last_name', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('phone', 'text', (col) => col.notNull())
        .addColumn('drivers', 'text', (col) => col.notNull())
        .addColumn('rent_cents', 'integer', (col) => col.notNull())
        .addColumn('delivery_cents', 'integer', (col) => col.notNull())
        .addColumn('drivers_cents', 'integer', (col) => col.notNull())
        .addColumn('total_cents', 'integer', (col) => col.notNull())
        .addColumn('deposit_cents', 'integer', (col) => col.notNull())
        .addColumn('charged_miles', 'integer', (col) => col.notNull())
        .addColumn('agreement_version', 'text', (col) => col.notNull())
        .addColumn('signature_name', 'text', (col) => col.notNull())
        .addColumn('signed_at', 'text', (col) => col.notNull())
        .addColumn('signed_from', 'text', (col) => col.notNull())
        .addColumn('agreement_sha256', 'text', (col) => col.notNull())
        .addColumn('idempotency_key', 'text', (col) => col.unique())
        .addColumn('lead_id', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('created_by', 'text')
        .addColumn('cancelled_at', 'text')
        .addColumn('cancelled_by', 'text')
        .addColumn('refund_cents', 'integer')
        .addColumn('checked_out_at', 'text')
        .addColumn('checked_out_by', 'text')
        .addColumn('checkout', 'text')
        .addColumn('returned_at', 'text')
        .addColumn('returned_by', 'text')
        .addColumn('return_details', 'text')
        .addColumn('charges_cents', 'integer')
        .addColumn('deposit_refund_due', 'text')
        .addColumn('pickup_reminder_at', 'text')
        .addColumn('return_reminder_at', 'text')
        .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
        .execute();
      await db.schema
        .createIndex('rental_bookings_cart_time')
        .on('rental_bookings')
        .columns(['cart_id', 'starts_ms'])
        .execute();
      await db.schema
        .createIndex('rental_bookings_starts')
        .on('rental_bookings')
        .column('starts_ms')
        .execute();
      await db.schema
        .createTable('rental_agreements')
        .addColumn('booking_id', 'text', (col) => col.primaryKey().references('rental_bookings.id'))
        .addColumn('pdf', isSqlite(db) ? 'blob' : 'bytea', (col) => col.notNull())
        .addColumn('sha256', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('rental_photos')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('booking_id', 'text', (col) => col.notNull().references('rental_bookings.id'))
        .addColumn('stage', 'text', (col) => col.notNull())
        .addColumn('width', 'integer', (col) => col.notNull())
        .addColumn('height', 'integer', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('rental_waitlist')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('type', 'text', (col) => col.notNull())
        .addColumn('starts_ms', 'bigint', (col) => col.notNull())
        .addColumn('ends_ms', 'bigint', (col) => col.notNull())
        .addColumn('pickup_date', 'text', (col) => col.notNull())
        .addColumn('pickup_time', 'text', (col) => col.notNull())
        .addColumn('days', 'integer', (col) => col.notNull())
        .addColumn('location_id', 'text')
        .addColumn('town', 'text')
        .addColumn('first_name', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('lead_id', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('notified_at', 'text')
        .execute();
      if (isSqlite(db)) {
        // A booking's time plus its turnaround never overlaps another's on the same cart: the
        // locked path checks first; these refuse whatever gets past it.
        const triggers = [
          ['insert', 'insert', ''],
          ['update', 'update of cart_id, starts_ms, blocked_until_ms, status', 'and b.id <> new.id'],
        ] as const;
        for (const [name, event, otherRow] of triggers)
          await sql
            .raw(
              `create trigger rental_bookings_no_overlap_${name} before ${event} on rental_bookings ` +
                `when new.status <> 'cancelled' and exists (select 1 from rental_bookings b ` +
                `where b.cart_id = new.cart_id and b.status <> 'cancelled' ${otherRow} ` +
                `and b.starts_ms < new.blocked_until_ms and new.starts_ms < b.blocked_until_ms) ` +
                `begin select raise(abort, 'rental_bookings_no_overlap'); end`,
            )
            .execute(db);
      } else {
        await sql`create extension if not exists btree_gist`.execute(db);
        await sql`alter table rental_bookings add constraint rental_bookings_no_overlap
          exclude using gist (cart_id with =, int8range(starts_ms, blocked_until_ms) with &&)
          where (status <> 'cancelled')`.execute(db);
      }
    },
  },
  '2026-11-28-021-rental-booking-changes': {
    // What the rental desk did to a booking (checked out, extended, moved to another cart,
    // cancelled...), by whom and when, with the version each change made: the booking's history,
    // and what a change refused as stale names ("two staff, two tabs").
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('rental_booking_changes')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('booking_id', 'text', (col) => col.notNull().references('rental_bookings.id'))
        .addColumn('version', 'integer', (col) => col.notNull())
        .addColumn('at', 'text', (col) => col.notNull())
        .addColumn('staff_email', 'text', (col) => col.notNull())
        .addColumn('what', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('rental_booking_changes_booking')
        .on('rental_booking_changes')
        .columns(['booking_id', 'version'])
        .execute();
    },
  },
  '2026-11-28-030-service-bookings': {
    // Service you can book: job types with their standard minutes, each workshop's technician
    // minutes on duty per weekday and its exceptions, drop-off windows with how many carts each
    // takes, the bookings (each a job on a day in a window), their status changes, estimate lines
    // the customer approves from a link, and phones that replied STOP. Behind the locked booking
    // path, a database rule refuses a booking that would take a day past its minutes on duty or a
    // window past its carts (a trigger on either database; on PostgreSQL it waits for the day's
    // lock first, so it holds for bookings at the same moment too).
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('service_job_types')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('minutes', 'integer', (col) => col.notNull())
        .addColumn('price_cents', 'integer')
        .addColumn('price_from', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('position', 'integer', (col) => col.notNull())
        .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addColumn('updated_by', 'text')
        .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
        .execute();
      await db.schema
        .createTable('service_shops')
        .addColumn('location_id', 'text', (col) => col.primaryKey())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addColumn('updated_by', 'text')
        .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
        .execute();
      await db.schema
        .createTable('service_shop_days')
        .addColumn('location_id', 'text', (col) => col.notNull().references('service_shops.location_id'))
        .addColumn('weekday', 'integer', (col) => col.notNull())
        .addColumn('minutes', 'integer', (col) => col.notNull())
        .addPrimaryKeyConstraint('service_shop_days_pk', ['location_id', 'weekday'])
        .execute();
      await db.schema
        .createTable('service_exceptions')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('location_id', 'text', (col) => col.notNull().references('service_shops.location_id'))
        .addColumn('date', 'text', (col) => col.notNull())
        .addColumn('minutes', 'integer', (col) => col.notNull())
        .addColumn('reason', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('created_by', 'text', (col) => col.notNull())
        .addUniqueConstraint('service_exceptions_day', ['location_id', 'date'])
        .execute();
      await db.schema
        .createTable('service_windows')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('location_id', 'text', (col) => col.notNull().references('service_shops.location_id'))
        .addColumn('label', 'text', (col) => col.notNull())
        .addColumn('starts_at', 'text', (col) => col.notNull())
        .addColumn('ends_at', 'text', (col) => col.notNull())
        .addColumn('max_carts', 'integer', (col) => col.notNull())
        .addColumn('weekdays', 'text', (col) => col.notNull())
        .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addColumn('updated_by', 'text')
        .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
        .execute();
      await db.schema
        .createTable('service_bookings')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('reference', 'text', (col) => col.notNull().unique())
        .addColumn('location_id', 'text', (col) => col.notNull())
        .addColumn('job_type_id', 'text', (col) => col.notNull())
        .addColumn('job_name', 'text', (col) => col.notNull())
        .addColumn('minutes', 'integer', (col) => col.notNull())
        .addColumn('price_cents', 'integer')
        .addColumn('price_from', 'integer', (col) => col.notNull())
        .addColumn('drop_off_date', 'text', (col) => col.notNull())
        .addColumn('window_id', 'text', (col) => col.notNull())
        .addColumn('window_label', 'text', (col) => col.notNull())
        .addColumn('window_starts_at', 'text', (col) => col.notNull())
        .addColumn('window_ends_at', 'text', (col) => col.notNull())
        .addColumn('promised_ready_ms', 'bigint', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('first_name', 'text', (col) => col.notNull())
        .addColumn('last_name', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('phone', 'text', (col) => col.notNull())
        .addColumn('phone_e164', 'text')
        .addColumn('sms_opt_in', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('cart_brand', 'text', (col) => col.notNull())
        .addColumn('cart_model', 'text', (col) => col.notNull())
        .addColumn('cart_year', 'integer')
        .addColumn('cart_serial', 'text')
        .addColumn('notes', 'text', (col) => col.notNull().defaultTo(sql.lit('')))
        .addColumn('over_capacity_reason', 'text')
        .addColumn('idempotency_key', 'text', (col) => col.unique())
        .addColumn('lead_id', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('created_by', 'text')
        .addColumn('cancelled_at', 'text')
        .addColumn('cancelled_by', 'text')
        .addColumn('reminded_at', 'text')
        .addColumn('estimate_round', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
        .execute();
      await db.schema
        .createIndex('service_bookings_day')
        .on('service_bookings')
        .columns(['location_id', 'drop_off_date'])
        .execute();
      await db.schema
        .createTable('service_job_events')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('booking_id', 'text', (col) => col.notNull().references('service_bookings.id'))
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('note', 'text')
        .addColumn('at', 'text', (col) => col.notNull())
        .addColumn('by', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('service_job_events_booking')
        .on('service_job_events')
        .columns(['booking_id', 'at'])
        .execute();
      await db.schema
        .createTable('service_estimate_lines')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('booking_id', 'text', (col) => col.notNull().references('service_bookings.id'))
        .addColumn('round', 'integer')
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('description', 'text', (col) => col.notNull())
        .addColumn('minutes', 'integer')
        .addColumn('cents', 'integer', (col) => col.notNull())
        .addColumn('decision', 'text')
        .addColumn('decided_at', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('created_by', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('sms_opt_outs')
        .addColumn('phone', 'text', (col) => col.primaryKey())
        .addColumn('opted_out', 'integer', (col) => col.notNull())
        .addColumn('keyword', 'text', (col) => col.notNull())
        .addColumn('changed_at', 'text', (col) => col.notNull())
        .execute();
      // What a day and a window hold, counting only bookings within capacity (a staff booking past
      // it carries its reason and is counted apart).
      const onDuty = (weekday: string) =>
        `coalesce((select e.minutes from service_exceptions e where e.location_id = new.location_id and e.date = new.drop_off_date), ` +
        `(select d.minutes from service_shop_days d where d.location_id = new.location_id and d.weekday = ${weekday}), 0)`;
      const counted = (otherRow: string) =>
        `b.status <> 'cancelled' and b.over_capacity_reason is null ${otherRow}`;
      if (isSqlite(db)) {
        const triggers = [
          ['insert', 'insert', ''],
          [
            'update',
            'update of drop_off_date, window_id, minutes, over_capacity_reason',
            'and b.id <> new.id',
          ],
        ] as const;
        for (const [name, event, otherRow] of triggers)
          await sql
            .raw(
              `create trigger service_bookings_capacity_${name} before ${event} on service_bookings ` +
                `when new.status <> 'cancelled' and new.over_capacity_reason is null and (` +
                `(select coalesce(sum(b.minutes), 0) from service_bookings b where b.location_id = new.location_id ` +
                `and b.drop_off_date = new.drop_off_date and ${counted(otherRow)}) + new.minutes > ` +
                `${onDuty("cast(strftime('%w', new.drop_off_date) as integer)")} ` +
                `or (select count(*) from service_bookings b where b.window_id = new.window_id ` +
                `and b.drop_off_date = new.drop_off_date and ${counted(otherRow)}) >= ` +
                `coalesce((select w.max_carts from service_windows w where w.id = new.window_id), 0)) ` +
                `begin select raise(abort, 'service_bookings_over_capacity'); end`,
            )
            .execute(db);
      } else {
        await sql
          .raw(
            `create or replace function service_bookings_capacity() returns trigger as $$ ` +
              `declare on_duty integer; booked integer; carts integer; most integer; ` +
              `begin ` +
              `if new.status = 'cancelled' or new.over_capacity_reason is not null then return new; end if; ` +
              // The day's lock, as the booking path takes it: a booking committed meanwhile is counted.
              `perform pg_advisory_xact_lock(hashtextextended('service-day:' || new.location_id || ':' || new.drop_off_date, 0)); ` +
              `select ${onDuty('extract(dow from new.drop_off_date::date)::integer')} into on_duty; ` +
              `select coalesce(sum(b.minutes), 0) into booked from service_bookings b where b.location_id = new.location_id ` +
              `and b.drop_off_date = new.drop_off_date and ${counted('and b.id <> new.id')}; ` +
              `select count(*) into carts from service_bookings b where b.window_id = new.window_id ` +
              `and b.drop_off_date = new.drop_off_date and ${counted('and b.id <> new.id')}; ` +
              `select coalesce((select w.max_carts from service_windows w where w.id = new.window_id), 0) into most; ` +
              `if booked + new.minutes > on_duty or carts >= most then ` +
              `raise exception 'service_bookings_over_capacity'; end if; ` +
              `return new; end $$ language plpgsql`,
          )
          .execute(db);
        await sql
          .raw(
            `create trigger service_bookings_capacity before insert or update of drop_off_date, window_id, ` +
              `minutes, over_capacity_reason on service_bookings for each row execute function service_bookings_capacity()`,
          )
          .execute(db);
      }
    },
  },
  '2026-11-28-040-payments': {
    // Money online through Stripe (off unless STRIPE_* are set): the events Stripe sent, each
    // applied once; the ledger of what moved (a charge, a deposit hold, its capture or release, a
    // refund), in cents, once per Stripe object and kind; each rental's Checkout session and deposit;
    // a booking waiting for its payment (until when, and the lead it becomes once paid); and the
    // holds buyers pay to keep a cart for sale, one live hold a vehicle.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('stripe_events')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('type', 'text', (col) => col.notNull())
        .addColumn('received_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('payments')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('cents', 'integer', (col) => col.notNull())
        .addColumn('booking_id', 'text')
        .addColumn('vehicle_hold_id', 'text')
        .addColumn('stripe_id', 'text', (col) => col.notNull())
        .addColumn('at', 'text', (col) => col.notNull())
        .addColumn('note', 'text', (col) => col.notNull().defaultTo(sql.lit('')))
        .execute();
      await db.schema
        .createIndex('payments_once')
        .on('payments')
        .columns(['kind', 'stripe_id'])
        .unique()
        .execute();
      await db.schema.createIndex('payments_at').on('payments').column('at').execute();
      await db.schema
        .createTable('rental_payments')
        .addColumn('booking_id', 'text', (col) => col.primaryKey().references('rental_bookings.id'))
        .addColumn('session_id', 'text', (col) => col.notNull().unique())
        .addColumn('session_url', 'text', (col) => col.notNull())
        .addColumn('payment_intent', 'text')
        .addColumn('customer', 'text')
        .addColumn('payment_method', 'text')
        .addColumn('paid_cents', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('paid_at', 'text')
        .addColumn('late', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('deposit_cents', 'integer', (col) => col.notNull())
        .addColumn('deposit_mode', 'text')
        .addColumn('hold_intent', 'text')
        .addColumn('hold_expires_ms', 'bigint')
        .addColumn('deposit_state', 'text')
        .addColumn('deposit_charged_cents', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('refunded_cents', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('session_closed', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.alterTable('rental_bookings').addColumn('pay_by_ms', 'bigint').execute();
      await db.schema.alterTable('rental_bookings').addColumn('pending_lead', 'text').execute();
      await db.schema
        .createTable('vehicle_holds')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('vehicle_id', 'text', (col) => col.notNull().references('vehicles.id'))
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('cents', 'integer', (col) => col.notNull())
        .addColumn('days', 'integer', (col) => col.notNull())
        .addColumn('pay_by_ms', 'bigint', (col) => col.notNull())
        .addColumn('until_ms', 'bigint')
        .addColumn('session_id', 'text', (col) => col.unique())
        .addColumn('session_url', 'text')
        .addColumn('payment_intent', 'text')
        .addColumn('first_name', 'text', (col) => col.notNull())
        .addColumn('last_name', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('phone', 'text', (col) => col.notNull())
        .addColumn('lead_id', 'text')
        .addColumn('paid_cents', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('refunded_cents', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('paid_at', 'text')
        .addColumn('ended_at', 'text')
        .addColumn('ended_by', 'text')
        .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
        .execute();
      // One live hold (waiting for its payment, or paid) a vehicle: the second buyer is refused here
      // whatever got past the locked path.
      await db.schema
        .createIndex('vehicle_holds_one_live')
        .on('vehicle_holds')
        .column('vehicle_id')
        .unique()
        .where(sql<boolean>`status in ('pending', 'active')`)
        .execute();
      // The date a paid hold keeps a cart until, shown with "On hold" wherever the cart is listed.
      await db.schema.alterTable('vehicles').addColumn('hold_until', 'text').execute();
    },
  },
  '2026-11-28-041-failed-refunds': {
    // A refund that failed at Stripe after it was sent (the card's bank sent it back): what of the
    // refunded money came back to the dealer's balance, to be returned to the customer by hand.
    async up(db: Kysely<unknown>) {
      for (const table of ['rental_payments', 'vehicle_holds'])
        await db.schema
          .alterTable(table)
          .addColumn('refund_failed_cents', 'integer', (col) => col.notNull().defaultTo(0))
          .execute();
    },
  },
  '2026-11-28-042-paid-online': {
    // How a booking paid online was paid (the rent taken, how the deposit is guaranteed), as its
    // renter's later e-mails, calendar file and page say it: set when the payment confirms it.
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('rental_bookings').addColumn('paid_online', 'text').execute();
    },
  },
  '2026-11-28-043-cancelled-bookings-keys': {
    // A cancelled or released booking gives its Idempotency-Key up (cleared as it is cancelled
    // from now on): the ones cancelled before, too, so the same post sent again books anew.
    async up(db: Kysely<unknown>) {
      for (const table of ['rental_bookings', 'service_bookings'])
        await sql`update ${sql.table(table)} set idempotency_key = null where status = 'cancelled'`.execute(
          db,
        );
    },
  },
  '2026-11-28-044-refunds-returned-by-hand': {
    // Of a rental's failed refunds, what a manager has returned to the renter another way (by
    // cheque, in cash...), and how: the desk and the renter's page then stop saying it is owed.
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('rental_payments')
        .addColumn('refund_returned_cents', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('rental_payments').addColumn('refund_returned_how', 'text').execute();
    },
  },
  '2026-11-29-045-hold-refunds-returned-by-hand': {
    // The same for a cart hold's deposit: what of its failed refunds a manager has returned to the
    // buyer another way, and how.
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('vehicle_holds')
        .addColumn('refund_returned_cents', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('vehicle_holds').addColumn('refund_returned_how', 'text').execute();
    },
  },
  '2026-11-29-046-rental-counter-payments': {
    // Money that changes hands at the rental desk (the rent and the deposit at the check-out, days
    // added while the cart is out, the deposit given back or charges taken after the return): one
    // row a payment, so the desk and the renter read what is still to take or give back.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('rental_counter_payments')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('booking_id', 'text', (col) => col.notNull().references('rental_bookings.id'))
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('cents', 'integer', (col) => col.notNull().check(sql`cents > 0`))
        .addColumn('method', 'text', (col) => col.notNull())
        .addColumn('recorded_by', 'text', (col) => col.notNull())
        .addColumn('recorded_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('rental_counter_payments_booking')
        .on('rental_counter_payments')
        .column('booking_id')
        .execute();
      await settleEarlierCounterPayments(db);
    },
  },
  '2026-11-30-047-holds-raise-stock-version': {
    // A cart's page says when a payment to hold it is under way (no "Hold this cart" offer meanwhile):
    // a hold started, paid or let go changes that page as a change to the cart itself does. Only
    // then: a hold's other columns (its payment page, its refunds) change no page, and every raise
    // makes every process draw every shared page again.
    async up(db: Kysely<unknown>) {
      const raise = `update site_state set value = value + 1 where key = 'stock_version'`;
      const statements = isSqlite(db)
        ? [
            `create trigger vehicle_holds_insert_stock_version after insert on vehicle_holds begin ${raise}; end`,
            `create trigger vehicle_holds_delete_stock_version after delete on vehicle_holds begin ${raise}; end`,
            `create trigger vehicle_holds_status_stock_version after update of status on vehicle_holds ` +
              `when old.status is not new.status begin ${raise}; end`,
          ]
        : [
            `create trigger vehicle_holds_stock_version after insert or delete on vehicle_holds ` +
              `for each statement execute function bump_stock_version()`,
            `create trigger vehicle_holds_status_stock_version after update of status on vehicle_holds ` +
              `for each row when (old.status is distinct from new.status) execute function bump_stock_version()`,
          ];
      for (const statement of statements) await sql.raw(statement).execute(db);
    },
  },
  '2026-11-30-048-session-epochs': {
    // Signing an account out raises its epoch; a session or a waiting sign-in carries the epoch the
    // account had when its password was checked, and one from before the raise is void. A sign-in
    // that passed the old password just before a change cannot open a session that outlives it.
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('staff_users')
        .addColumn('session_epoch', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      for (const table of ['staff_sessions', 'sign_in_challenges'])
        await db.schema
          .alterTable(table)
          .addColumn('epoch', 'integer', (col) => col.notNull().defaultTo(0))
          .execute();
    },
  },
  '2026-11-30-049-lead-details-text': {
    // The inbox searched a request's stored JSON, so "price" or "kind" found every lead with such
    // a field. The words staff read are kept beside it; the leads feature writes them, and fills
    // those of earlier leads at start (fillMissingDetailsText).
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('leads').addColumn('details_text', 'text').execute();
    },
  },
  '2026-11-30-050-hold-ended-by-staff': {
    // A hold ended early by staff kept who ended it only inside its reason ("ended early by
    // sam@…"), and the buyer's e-mail parsed the address back out to find their name. Who it was
    // is a column of its own; holds ended so far are given theirs from that sentence.
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('vehicle_holds').addColumn('ended_by_staff_id', 'text').execute();
      await sql`update vehicle_holds set ended_by_staff_id = (
        select staff_users.id from staff_users
        where vehicle_holds.ended_by = 'ended early by ' || staff_users.email
      ) where ended_by like 'ended early by %'`.execute(db);
    },
  },
  '2026-11-30-051-leads-missing-details-text': {
    // Every start looks for leads whose search words are not written yet (fillMissingDetailsText):
    // without an index that read every lead each time. This one holds only those still to fill,
    // none once they are.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('leads_details_text_missing')
        .on('leads')
        .column('id')
        .where(sql<boolean>`details is not null and details_text is null`)
        .execute();
    },
  },
  '2026-12-01-052-service-promise-moved': {
    // The ready time promised at booking showed again when a job came back from waiting for parts
    // to the bench: where the job has been is kept, as the promise's rule needs it. Jobs so far are
    // given theirs from their status, their estimates and their recorded moves.
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('service_bookings')
        .addColumn('promise_moved', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      await sql`update service_bookings set promise_moved = 1
        where estimate_round > 0
          or status not in ('booked', 'checked-in', 'diagnosing')
          or exists (
            select 1 from service_job_events
            where service_job_events.booking_id = service_bookings.id
              and service_job_events.status not in ('booked', 'checked-in', 'diagnosing')
          )`.execute(db);
    },
  },
  '2026-12-01-053-leads-settled-on-arrival': {
    // The dashboard told a lead the site settled by itself from the words stored as its first
    // responder, so renaming them would have put old leads back into the desk's response times,
    // and a booking taken for a caller counted as answered in no time. It is kept as a flag; leads
    // so far are given theirs from those words (written out here: migrations do not import features).
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('leads')
        .addColumn('settled_on_arrival', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      await sql`update leads set settled_on_arrival = 1
        where first_response_by in ('Online booking', 'Online hold', 'Waitlist (told automatically when a cart is free)')
          or first_response_by like '% (booked for a caller)'`.execute(db);
    },
  },
  '2026-12-01-054-rental-photo-fingerprints': {
    // The same file uploaded six times met the six-photo rule at a handover, though the record a
    // damage charge rests on was one picture. Each photo keeps its file's fingerprint, and a stage
    // takes a file once; photos stored before have none and are not compared.
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('rental_photos').addColumn('sha256', 'text').execute();
      await db.schema
        .createIndex('rental_photos_one_copy')
        .on('rental_photos')
        .columns(['booking_id', 'stage', 'sha256'])
        .unique()
        .execute();
    },
  },
  '2026-12-01-055-rental-request-plans': {
    // A rental request's cart type and plan were kept only in its details, so its headline, the
    // inbox and the CSV's rental_plan named the town alone. Requests so far are given theirs.
    async up(db: Kysely<unknown>) {
      const requests = await sql<{ id: string; details: string }>`select id, details from leads
        where rental_plan is null and topic = 'reservation' and details is not null`.execute(db);
      for (const request of requests.rows) {
        const chosen = rentalChoiceIn(request.details);
        if (chosen) await sql`update leads set rental_plan = ${chosen} where id = ${request.id}`.execute(db);
      }
    },
  },
  '2026-12-02-056-enquiry-draft-clients': {
    // Every refused form post without JavaScript kept what was typed for an hour, uncounted: a
    // script posting refused forms could fill the disk. Each draft names its client (hashed), and
    // a client keeps only its newest few; drafts from before have none and expire as they were.
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('enquiry_drafts').addColumn('client_key', 'text').execute();
      await db.schema
        .createIndex('enquiry_drafts_client')
        .on('enquiry_drafts')
        .columns(['client_key', 'created_at'])
        .execute();
    },
  },
  '2026-12-03-057-staff-account-events': {
    // A staff account kept only a version: nobody could tell who made a salesperson a manager,
    // disabled someone, reset their two-factor sign-in or when a password was last set. Changes
    // from now on are kept; accounts start with none.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('staff_account_events')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('staff_id', 'text', (col) => col.notNull())
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('by_email', 'text')
        .addColumn('at', 'text', (col) => col.notNull())
        .addColumn('detail', 'text', (col) => col.notNull().defaultTo('{}'))
        .addColumn('seq', 'integer', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('staff_account_events_staff')
        .on('staff_account_events')
        .columns(['staff_id', 'seq'])
        .execute();
    },
  },
  '2026-12-03-058-waitlist-lead-topic': {
    // A waitlist sign-up was stored as a reservation, told apart only by the words stored as who
    // answered it. It has a topic of its own; sign-ups so far are found through the waitlist.
    async up(db: Kysely<unknown>) {
      await sql`update leads set topic = 'waitlist'
        where topic = 'reservation' and id in (select lead_id from rental_waitlist)`.execute(db);
    },
  },
};

/** "six-seater/weekly" from a stored rental request's details; none for other details or unreadable ones. */
function rentalChoiceIn(details: string): string | undefined {
  try {
    const parsed = JSON.parse(details) as { kind?: unknown; cartType?: unknown; plan?: unknown };
    if (parsed.kind !== 'rental' || typeof parsed.cartType !== 'string' || typeof parsed.plan !== 'string')
      return undefined;
    return `${parsed.cartType}/${parsed.plan}`;
  } catch {
    return undefined;
  }
}

/** Who recorded the counter payments of bookings handed over before the desk recorded them. */
export const earlierCounterRecords = 'the desk, before payments were recorded here';

/**
 * Bookings whose cart was handed over before the desk recorded payments had what was due taken
 * (and given back) at the counter as the policy says, outside this site: each is given the
 * records of that, so the desk is not asked for it again; one with records already is left as it
 * is. What is due is worked out as src/features/rentals/counter-account.ts does (migrations do
 * not import features).
 */
export async function settleEarlierCounterPayments(db: Kysely<unknown>): Promise<void> {
  const rows = await sql<{
    id: string;
    status: string;
    total_cents: number;
    deposit_cents: number;
    charges_cents: number | null;
    paid_online: string | null;
    return_details: string | null;
    checked_out_at: string | null;
    returned_at: string | null;
  }>`select id, status, total_cents, deposit_cents, charges_cents, paid_online, return_details, checked_out_at, returned_at
     from rental_bookings b where status in ('out', 'returned')
     and not exists (select 1 from rental_counter_payments p where p.booking_id = b.id)`.execute(db);
  const values = rows.rows.flatMap((booking) => {
    const paid = booking.paid_online
      ? (JSON.parse(booking.paid_online) as { paidCents?: number; depositAtPickup?: boolean })
      : null;
    const depositAtDesk = paid === null || paid.depositAtPickup === true;
    const total = Number(booking.total_cents);
    const deposit = Number(booking.deposit_cents);
    const charges = Number(booking.charges_cents ?? 0);
    const out = booking.checked_out_at ?? new Date().toISOString();
    const back = booking.returned_at ?? out;
    // A payment recorded before it kept its amount paid the whole total.
    const paidOnlineCents = paid === null ? 0 : (paid.paidCents ?? total);
    const due: [string, number, string][] = [
      ['rent', total - paidOnlineCents, out],
      ['deposit', depositAtDesk ? deposit : 0, out],
    ];
    if (booking.status === 'returned') {
      const depositBy = booking.return_details
        ? ((JSON.parse(booking.return_details) as { depositBy?: string }).depositBy ?? 'desk')
        : 'desk';
      const covered = depositBy === 'none' ? 0 : deposit;
      if (depositBy === 'desk') due.push(['deposit-back', Math.max(0, deposit - charges), back]);
      due.push(['charges', Math.max(0, charges - covered), back]);
    }
    return due
      .filter(([, cents]) => cents > 0)
      .map(([kind, cents, at]) => ({
        id: randomUUID(),
        booking_id: booking.id,
        kind,
        cents,
        method: 'card',
        recorded_by: earlierCounterRecords,
        recorded_at: at,
      }));
  });
  for (const value of values)
    await sql`insert into rental_counter_payments (id, booking_id, kind, cents, method, recorded_by, recorded_at)
      values (${value.id}, ${value.booking_id}, ${value.kind}, ${value.cents}, ${value.method}, ${value.recorded_by}, ${value.recorded_at})`.execute(
      db,
    );
}

/**
 * Any change to these tables (vehicles, their photos, the finance settings) raises the stock
 * version, in the same transaction, however it is made: caches in every process compare against it.
 */
async function createStockVersionTriggers(db: Kysely<unknown>, tables: readonly string[]): Promise<void> {
  if (isSqlite(db)) {
    for (const table of tables) {
      for (const event of ['insert', 'update', 'delete']) {
        await sql
          .raw(
            `create trigger ${table}_${event}_stock_version after ${event} on ${table} ` +
              `begin update site_state set value = value + 1 where key = 'stock_version'; end`,
          )
          .execute(db);
      }
    }
    return;
  }
  await sql
    .raw(
      `create or replace function bump_stock_version() returns trigger as $$ ` +
        `begin update site_state set value = value + 1 where key = 'stock_version'; return null; end ` +
        `$$ language plpgsql`,
    )
    .execute(db);
  for (const table of tables) {
    await sql
      .raw(
        `create trigger ${table}_stock_version after insert or update or delete on ${table} ` +
          `for each statement execute function bump_stock_version()`,
      )
      .execute(db);
  }
}

interface LegacyFigures {
  seats: number | null;
  rangeMiles: number | null;
  topSpeedMph: number | null;
  drive: string | null;
  batteryType: string | null;
  rest: { label: string; value: string }[];
}

/** Reads the first schema's specifications object ({seatingCapacity, range: "40 miles", ...}). */
function parseLegacySpecifications(json: string): LegacyFigures {
  let object: Record<string, unknown> = {};
  try {
    const parsed = JSON.parse(json) as unknown;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      object = parsed as Record<string, unknown>;
  } catch {
    // Unreadable JSON carries no figures.
  }
  const text = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const leadingNumber = (value: unknown) => {
    const match = /^\s*(\d+)/.exec(text(value));
    return match ? Number(match[1]) : null;
  };
  const battery = text(object.batteryType).toLowerCase();
  const known = new Set(['seatingCapacity', 'range', 'topSpeed', 'driveType', 'batteryType']);
  return {
    seats: leadingNumber(object.seatingCapacity),
    rangeMiles: leadingNumber(object.range),
    topSpeedMph: leadingNumber(object.topSpeed),
    drive: typeof object.driveType === 'string' && object.driveType ? object.driveType : null,
    batteryType: battery.includes('lithium') ? 'lithium' : battery.includes('lead') ? 'lead-acid' : null,
    rest: Object.entries(object)
      .filter(([key, value]) => !known.has(key) && value !== undefined && value !== null && value !== '')
      .map(([key, value]) => ({ label: key, value: text(value) })),
  };
}

/** The first schema had no lifted flag: the catalogue's lifted models are named so, or are 4x4 or the XT4. */
function legacyLifted(id: string, name: string, drive: string | null): boolean {
  return /lifted/i.test(name) || drive === '4x4' || id === 'evolution-d6-max-xt4';
}

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(schemaMigrations),
};
