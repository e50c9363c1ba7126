import { isGrievance, todayInSaoPaulo, type GrievanceOutcome } from '@conexoes/shared/contract';
import type { InteractionInsert } from '../schema';
import type { seededRandom } from './stakeholders.seed';

const DAY = 24 * 60 * 60 * 1000;
/** The São Paulo day of an instant in milliseconds. */
const dayOf = (ms: number) => todayInSaoPaulo(new Date(ms));

/**
 * A demo complaint's or grievance's steps (the grievance mechanism, shared interaction-grievance.ts),
 * told by its status: a closed one went through every step and has the complainant's answer, an
 * answered one waits for it, in progress (most answered long ago were closed since, and say so),
 * one in progress was acknowledged, an open one perhaps (most of them received over 45 days ago were
 * closed since too); a cancelled one was closed without a reply.
 * Most steps meet the default targets (7 and 30 days), some do not, so the dashboard's figures and the
 * overdue list have something to show. Never after today.
 */
export const demoGrievanceSteps = (
  random: ReturnType<typeof seededRandom>,
  row: Pick<InteractionInsert, 'typeCode' | 'classificationCode' | 'statusCode' | 'startsAt'>,
  now: Date,
): Pick<
  InteractionInsert,
  'grievanceAcknowledgedOn' | 'grievanceRespondedOn' | 'grievanceClosedOn' | 'grievanceOutcome'
> & { statusCode?: string } => {
  const none = {
    grievanceAcknowledgedOn: null,
    grievanceRespondedOn: null,
    grievanceClosedOn: null,
    grievanceOutcome: null,
  };
  if (!isGrievance({ typeCode: row.typeCode, classificationCode: row.classificationCode ?? null }))
    return none;
  const start = new Date(row.startsAt as Date).getTime();
  const cap = (ms: number) => Math.min(ms, now.getTime());
  // Late now and then: a fifth of the acknowledgements after the week, some answers after the month.
  const acknowledged = cap(start + (random.next() < 0.8 ? random.int(0, 6) : random.int(8, 15)) * DAY);
  const responded = cap(acknowledged + (random.next() < 0.75 ? random.int(3, 18) : random.int(25, 50)) * DAY);
  const closed = cap(responded + random.int(1, 10) * DAY);
  const outcome: GrievanceOutcome =
    random.next() < 0.72 ? 'accepted' : random.next() < 0.55 ? 'notAccepted' : 'noReply';
  const settled = {
    grievanceAcknowledgedOn: dayOf(acknowledged),
    grievanceRespondedOn: dayOf(responded),
    grievanceClosedOn: dayOf(closed),
    grievanceOutcome: outcome,
    statusCode: 'closed',
  };
  // A desk does not keep months of complaints open: most received over 45 days ago were closed since
  // (the status with them); the few left are what the overdue figures show.
  const longAgo = now.getTime() - start > 45 * DAY;
  switch (row.statusCode) {
    case 'closed':
      return {
        grievanceAcknowledgedOn: dayOf(acknowledged),
        grievanceRespondedOn: dayOf(responded),
        grievanceClosedOn: dayOf(closed),
        grievanceOutcome: outcome,
      };
    case 'cancelled':
      return {
        grievanceAcknowledgedOn: dayOf(acknowledged),
        grievanceRespondedOn: dayOf(acknowledged),
        grievanceClosedOn: dayOf(cap(acknowledged + random.int(1, 5) * DAY)),
        grievanceOutcome: 'noReply',
      };
    case 'answered':
      // Answered long ago: mostly closed since, as the desk closes them (the status with it).
      if (longAgo && random.next() < 0.85) return settled;
      // Answered lately, waiting for the complainant: still in progress ("answered" would end it).
      return {
        ...none,
        grievanceAcknowledgedOn: dayOf(acknowledged),
        grievanceRespondedOn: dayOf(responded),
        statusCode: 'inProgress',
      };
    case 'inProgress':
      if (longAgo && random.next() < 0.92) return settled;
      return { ...none, grievanceAcknowledgedOn: random.next() < 0.9 ? dayOf(acknowledged) : null };
    default:
      if (longAgo && random.next() < 0.92) return settled;
      return {
        ...none,
        grievanceAcknowledgedOn:
          now.getTime() - start > 3 * DAY && random.next() < 0.5 ? dayOf(acknowledged) : null,
      };
  }
};
