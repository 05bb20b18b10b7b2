import { QueryTypes } from 'sequelize';
import { servedArea } from '../modules/quotes/index.js';
import type { Migration } from './index.js';

/**
 * Dispatch (DESIGN §10): what makes a partner fit for a job, and the calendar's reads.
 * - partners: `service_cities` (served city names; empty = every area, so partners added through
 *   the spec's form are not narrowed), `crews` (moves a day; null = no daily limit), the licence
 *   and the insurance's last day (null = not on file).
 * - partner_days_off: one row per day a partner cannot work, and who set it.
 * - moves: `pickup_area`, the served city whose area the pickup lies in (set with the route from
 *   now on; computed here for the orders already stored); `calendar_day`, the day a move stands on
 *   in the calendar (its move day, else its first preferred date), indexed for the range reads.
 */
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE partners ADD COLUMN service_cities text[] NOT NULL DEFAULT '{}';
    ALTER TABLE partners ADD COLUMN crews integer CHECK (crews BETWEEN 1 AND 50);
    ALTER TABLE partners ADD COLUMN licence_number text NOT NULL DEFAULT '';
    ALTER TABLE partners ADD COLUMN insurance_expires date;

    CREATE TABLE partner_days_off (
      partner_id uuid NOT NULL REFERENCES partners (id) ON DELETE CASCADE,
      day date NOT NULL,
      set_by text NOT NULL CHECK (set_by IN ('admin', 'partner')),
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (partner_id, day)
    );

    ALTER TABLE moves ADD COLUMN pickup_area text;
    ALTER TABLE moves ADD COLUMN calendar_day date GENERATED ALWAYS AS (COALESCE(actual_move_date, preferred_date_1)) STORED;
    CREATE INDEX moves_calendar ON moves (calendar_day) WHERE status <> 'quoted';
    CREATE INDEX moves_partner_day ON moves (partner_id, actual_move_date) WHERE status IN ('partnerassigned', 'completed');
  `);
  const zips = await sequelize.query<{ zip: string }>('SELECT DISTINCT pickup_zip AS zip FROM moves', { type: QueryTypes.SELECT });
  for (const { zip } of zips) {
    const area = servedArea(zip)?.city;
    if (area) await sequelize.query('UPDATE moves SET pickup_area = :area WHERE pickup_zip = :zip', { replacements: { area, zip } });
  }
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    DROP INDEX moves_partner_day;
    DROP INDEX moves_calendar;
    ALTER TABLE moves DROP COLUMN calendar_day, DROP COLUMN pickup_area;
    DROP TABLE partner_days_off;
    ALTER TABLE partners DROP COLUMN service_cities, DROP COLUMN crews, DROP COLUMN licence_number, DROP COLUMN insurance_expires;
  `);
};
