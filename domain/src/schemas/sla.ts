/** The SLA settings form's schema (config/sla), apart from sla.ts so the clocks load no zod. */
import { z } from 'zod';
import { proposalStatuses } from '../options';
import { slaMaxHours } from '../sla';

const hoursField = z.union([z.int().min(1).max(slaMaxHours), z.null()]);

/** The settings form's values: one optional whole number of hours per status. */
export const slaHoursSchema = z.object(Object.fromEntries(proposalStatuses.map((s) => [s, hoursField.optional()]))).strict();
