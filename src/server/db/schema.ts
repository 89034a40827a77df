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
  status: Generated<string>;
  created_at: string;
}

export interface Database {
  vehicles: VehiclesTable;
  leads: LeadsTable;
}
