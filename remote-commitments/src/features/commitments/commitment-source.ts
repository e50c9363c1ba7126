import {
  api,
  type CommitmentDetails,
  type InteractionDetails,
  type NegotiationPlanDetails,
} from '@conexoes/shared';
import { plansApi } from '../../api/commitments.api';

/** Where a new commitment comes from, as the screen says it, and what it brings into the form. */
export type CommitmentOrigin = {
  negotiationPlan: { id: string; code: string; title: string } | null;
  agreement: { id: string; text: string; date: string } | null;
  interaction: { id: string; code: string; subject: string; startsAt: string } | null;
  prefill: {
    workspaceId?: string;
    title?: string;
    description?: string | null;
    sourceCode?: string;
    beneficiaryIds?: string[];
    topicIds?: string[];
    ods?: number[];
  };
};

export type OriginParams = { agreementId?: string; negotiationPlanId?: string; interactionId?: string };

const firstLine = (text: string) => {
  const line = text.split('\n')[0]?.trim() ?? '';
  return line.length > 200 ? `${line.slice(0, 197)}…` : line;
};

/**
 * Reads the record a commitment is registered from (an agreement of a plan, a plan, an interaction):
 * its title, counterparts and topics fill the form; the link goes with the commitment.
 */
export async function loadOrigin(
  params: OriginParams,
  signal?: AbortSignal,
): Promise<CommitmentOrigin | null> {
  if (params.negotiationPlanId) {
    const plan: NegotiationPlanDetails = await plansApi.details(params.negotiationPlanId, signal);
    const agreement = plan.agreements.find((a) => a.id === params.agreementId) ?? null;
    return {
      negotiationPlan: { id: plan.id, code: plan.code, title: plan.title },
      agreement: agreement ? { id: agreement.id, text: agreement.text, date: agreement.date } : null,
      interaction: null,
      prefill: {
        workspaceId: plan.workspaceId,
        title: agreement ? firstLine(agreement.text) : plan.title,
        description: agreement ? agreement.text : plan.objective,
        sourceCode: 'negotiationPlan',
        beneficiaryIds: plan.stakeholders.map((s) => s.id),
        topicIds: plan.topics.map((topic) => topic.id),
      },
    };
  }
  if (params.interactionId) {
    const interaction = await api.get<InteractionDetails>(
      `social-interactions/${encodeURIComponent(params.interactionId)}/details`,
      { signal },
    );
    return {
      negotiationPlan: null,
      agreement: null,
      interaction: {
        id: interaction.id,
        code: interaction.code,
        subject: interaction.subject,
        startsAt: interaction.startsAt,
      },
      prefill: {
        workspaceId: interaction.workspaceId,
        title: firstLine(interaction.subject),
        description: interaction.issuesRaised ?? interaction.description,
        sourceCode: 'interaction',
        beneficiaryIds: interaction.stakeholders.map((s) => s.id),
        topicIds: interaction.topics.map((topic) => topic.id),
        ods: interaction.ods,
      },
    };
  }
  return null;
}

/** The stored record's origin (edit form): the details call resolves it already. */
export const originOf = (r: CommitmentDetails): CommitmentOrigin | null =>
  r.sourceNegotiationPlan || r.sourceInteraction
    ? {
        negotiationPlan: r.sourceNegotiationPlan,
        agreement: r.sourceAgreement,
        interaction: r.sourceInteraction,
        prefill: {},
      }
    : null;
