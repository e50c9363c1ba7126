import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { topicCategories, topics } from '../../db/schema';

/**
 * A record's ODS filter where the record keeps its own goals (`ods`, smallint[]) and its topics' ids
 * (`topicIds`, uuid[]): the goal chosen directly, or carried by the category of one of its topics. The
 * topics are looked up once (an InitPlan), so both sides are posting lists of the record's GIN index
 * (commitments 0037, interactions 0042). `tenantId` and `ods` are values or placeholders.
 */
export const odsDirectOrThroughTopics = (
  db: Database,
  record: { ods: AnyPgColumn; topicIds: AnyPgColumn },
  tenantId: unknown,
  ods: unknown,
): SQL =>
  or(
    sql`${record.ods} @> array[${ods}]::smallint[]`,
    sql`${record.topicIds} && array(${db
      .select({ id: topics.id })
      .from(topics)
      .innerJoin(
        topicCategories,
        and(eq(topicCategories.tenantId, topics.tenantId), eq(topicCategories.id, topics.categoryId)),
      )
      .where(
        and(eq(topics.tenantId, tenantId as string), sql`${topicCategories.ods} @> array[${ods}]::integer[]`),
      )})::uuid[]`,
  ) as SQL;
