import type { Migration } from './migration.js';

/**
 * LPG supply settings (bottle limit, monitoring) and orders; meters, their registers (devices) and
 * reads. A meter's last read is its newest row in meter_reads, so a customer's read replaces it by being newer.
 */
export const migration: Migration = {
  id: 9,
  name: 'lpg-orders-and-meter-reads',
  sql: `
    CREATE TABLE lpg_supply_settings (
      supply_point_id text PRIMARY KEY REFERENCES supply_points(id) ON DELETE CASCADE,
      -- null: the agreement sets no limit of its own, so the default maximum applies (spec 2 §5)
      max_bottles integer CHECK (max_bottles BETWEEN 1 AND 99),
      monitoring_active boolean NOT NULL DEFAULT false
    );
    CREATE SEQUENCE lpg_order_numbers START 100001;
    CREATE TABLE lpg_orders (
      id text PRIMARY KEY,
      reference text NOT NULL UNIQUE,
      customer_id text NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
      supply_point_id text NOT NULL REFERENCES supply_points(id) ON DELETE CASCADE,
      number_of_bottles integer NOT NULL CHECK (number_of_bottles BETWEEN 1 AND 99),
      medical_dependency boolean NOT NULL DEFAULT false,
      only_heating_source boolean NOT NULL DEFAULT false,
      running_out_soon boolean NOT NULL DEFAULT false,
      confirmation_email text NOT NULL,
      ordered_on date NOT NULL,
      expected_delivery_by date NOT NULL,
      placed_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX lpg_orders_customer ON lpg_orders (customer_id, placed_at);
    CREATE TABLE meters (
      id text PRIMARY KEY,
      supply_point_id text NOT NULL REFERENCES supply_points(id) ON DELETE CASCADE,
      serial_number text NOT NULL,
      -- a meter read remotely (smart, advanced gas) takes no customer reads
      accepts_customer_reads boolean NOT NULL DEFAULT true,
      -- set while a read is in progress for the billing cycle: new reads are refused
      locked_by text,
      sort_order integer NOT NULL DEFAULT 0
    );
    CREATE INDEX meters_supply_point ON meters (supply_point_id);
    CREATE TABLE meter_devices (
      id text PRIMARY KEY,
      meter_id text NOT NULL REFERENCES meters(id) ON DELETE CASCADE,
      register text NOT NULL,
      unit text NOT NULL CHECK (unit IN ('kWh', 'm3')),
      sort_order integer NOT NULL DEFAULT 0
    );
    CREATE INDEX meter_devices_meter ON meter_devices (meter_id);
    CREATE TABLE meter_reads (
      id bigserial PRIMARY KEY,
      device_id text NOT NULL REFERENCES meter_devices(id) ON DELETE CASCADE,
      reading numeric(11, 1) NOT NULL CHECK (reading >= 0),
      read_on date NOT NULL,
      source text NOT NULL CHECK (source IN ('actual', 'estimated', 'customer')),
      -- the customer's submission it came in, so one submission's reads stay together
      submission_id text,
      customer_id text REFERENCES customers(id) ON DELETE SET NULL,
      recorded_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX meter_reads_device ON meter_reads (device_id, read_on, id)
  `,
};
