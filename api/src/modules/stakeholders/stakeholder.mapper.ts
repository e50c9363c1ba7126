import { hasPermission, stakeholderPersonalFields, type StakeholderSummary } from '@conexoes/shared/contract';
import type { StakeholderRow } from '../../db/schema';
import type { RequestScope } from '../../lib/scope';

type Ref = { id: string; name: string };

/** onlyBasicInfo users see records without personal and contact fields (LGPD, ARCHITECTURE "Permissions"). */
export const isRestricted = (scope: RequestScope): boolean =>
  hasPermission(scope.permissions, 'stakeholders', 'onlyBasicInfo');

export const strip = <T extends Record<string, unknown>>(value: T, restricted: boolean): T => {
  if (!restricted) return value;
  const copy: Record<string, unknown> = { ...value };
  for (const field of stakeholderPersonalFields) delete copy[field];
  return copy as T;
};

export const toSummary = (
  row: StakeholderRow,
  parentRef: Ref | null,
  restricted: boolean,
): StakeholderSummary =>
  strip(
    {
      id: row.id,
      workspaceId: row.workspaceId,
      kind: row.kind as StakeholderSummary['kind'],
      name: row.name,
      document: row.document,
      email: row.email,
      phone: row.phone,
      categoryCode: row.categoryCode,
      scopeCode: row.scopeCode,
      entityTypeCode: row.entityTypeCode,
      state: row.state,
      municipality: row.municipality,
      parent: parentRef,
      influence: row.influence,
      interest: row.interest,
      anonymised: row.anonymisedAt !== null,
      restricted,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    },
    restricted,
  );
