/**
 * Table shapes as stored. Booleans are 0/1 integers, lists and objects JSON text, times ISO text:
 * the same columns work unchanged on SQLite and PostgreSQL.
 */
import type { Generated } from 'kysely';

export interface VehiclesTable {
  id: string;
  name: string;
  description: string;
  brand: string;
  category: string;
  price: number;
  images: string;
  in_stock: number;
  is_new: number;
  features: string;
  specifications: string;
  condition: 'new' | 'used' | 'custom';
  year: number | null;
  model: string;
  featured: number;
  created_at: string;
  updated_at: string;
}

export interface LeadsTable {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  interest: string;
  message: string;
  vehicle_id: string | null;
  rental_plan: string | null;
  municipality: string | null;
  source_path: string | null;
  topic: string | null;
  status: Generated<string>;
  created_at: string;
}

export interface OutboxTable {
  id: string;
  lead_id: string;
  kind: string;
  /** Comma-separated addresses. */
  recipients: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  status: Generated<string>;
  attempts: Generated<number>;
  next_attempt_at: string;
  claimed_by: string | null;
  claimed_until: string | null;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
}

export interface StaffUsersTable {
  id: string;
  email: string;
  password_hash: string;
  created_at: string;
}

export interface StaffSessionsTable {
  /** SHA-256 of the session token: a leaked table cannot be replayed as cookies. */
  id_hash: string;
  staff_id: string;
  expires_at: string;
  created_at: string;
}

export interface RateLimitsTable {
  key: string;
  window_start: string;
  count: number;
}

export interface Database {
  vehicles: VehiclesTable;
  leads: LeadsTable;
  outbox: OutboxTable;
  staff_users: StaffUsersTable;
  staff_sessions: StaffSessionsTable;
  rate_limits: RateLimitsTable;
}
