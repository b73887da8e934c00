import type { Move } from '@harakeke/contract';
import type { Database } from '../db/client.js';
import { addressByText } from './addresses.js';
import { addDays, aucklandToday } from '@harakeke/calendar';

interface DemoMove {
  referenceId: string;
  customerId: string;
  siteId: string;
  currentAddress: string;
  newAddress: string;
  /** Days from the day the demo data is added, for a pending move; fixed dates for a finished one. */
  currentMoveDate: string | number;
  newMoveDate: string | number;
  emailAddress: string;
  mobileNumber: string;
  selectedEnergy: Move['selectedEnergy'];
  status: Move['status'];
  promotionStatus: Move['promotionStatus'];
  submittedAt: string | null;
}

/**
 * ana@ has a move in progress (MH-100002, to Hamilton in three weeks), so a second submit answers 409; tama@ moved
 * to Kelburn in 2025 (MH-100001, completed), so their form starts with no move in progress but a past one.
 */
const demoMoves: DemoMove[] = [
  {
    referenceId: 'MH-100001',
    customerId: 'cust-tama',
    siteId: 'site-2001-a',
    currentAddress: '9 Kauri Crescent, Karori, Wellington 6012',
    newAddress: '48 Rimu Road, Kelburn, Wellington 6012',
    currentMoveDate: '2025-03-14',
    newMoveDate: '2025-03-14',
    emailAddress: 'tama@example.nz',
    mobileNumber: '+64277654321',
    selectedEnergy: ['electricity', 'naturalGas'],
    status: 'completed',
    promotionStatus: 'applied',
    submittedAt: '2025-02-20T21:15:00Z',
  },
  {
    referenceId: 'MH-100002',
    customerId: 'cust-ana',
    siteId: 'site-5001',
    currentAddress: '27 Pōhutukawa Avenue, Mount Maunganui 3116',
    newAddress: '5 Matai Street, Hamilton East, Hamilton 3216',
    currentMoveDate: 21,
    newMoveDate: 21,
    emailAddress: 'ana@example.nz',
    mobileNumber: '+64211239876',
    selectedEnergy: ['electricity'],
    status: 'pending',
    promotionStatus: 'notEligible',
    submittedAt: null,
  },
];

const dateOf = (date: string | number, today: string) => (typeof date === 'number' ? addDays(today, date) : date);

/**
 * Adds the demo moves that are missing, by reference; runs on every start. A move already there (or a customer's own
 * pending move, which the one-pending index protects) is never touched, and nothing is added for a missing customer.
 */
export async function seedMovingHouse(db: Database, now: number): Promise<void> {
  const today = aucklandToday(now);
  for (const move of demoMoves) {
    const address = addressByText(move.newAddress);
    await db.query(
      `INSERT INTO moving_house_requests (reference_id, customer_id, site_id, current_address, new_address,
         nz_post_dp_id, property_id, current_move_date, new_move_date, email_address, mobile_number, medical_support,
         meter_access_prevented, meter_access_notes, is_dog_on_site, selected_energy, additional_message, status,
         promotion_status, submitted_at)
       SELECT $1, c.id, (SELECT id FROM sites WHERE id = $3), $4, $5, $6, $7, $8::date, $9::date, $10, $11, false,
              false, '', false, $12::text[], '', $13, $14, coalesce($15::timestamptz, $16::timestamptz)
         FROM customers c WHERE c.id = $2
       ON CONFLICT DO NOTHING`,
      [
        move.referenceId,
        move.customerId,
        move.siteId,
        move.currentAddress,
        move.newAddress,
        address?.dpId ?? null,
        address?.propertyId ?? null,
        dateOf(move.currentMoveDate, today),
        dateOf(move.newMoveDate, today),
        move.emailAddress,
        move.mobileNumber,
        move.selectedEnergy,
        move.status,
        move.promotionStatus,
        move.submittedAt,
        new Date(now).toISOString(),
      ],
    );
  }
}
