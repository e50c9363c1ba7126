import { Alert, Flex } from 'antd';
import { Link } from 'react-router-dom';
import type { Problem } from '@conexoes/shared';
import { Loading } from './loading';
import { ProblemAlert } from './problem-alert';

export type RecordUnavailableProps = {
  /** Null while the record is still being read: a spinner until it comes or fails. */
  problem: Problem | null;
  /** Said for a 404, e.g. "This stakeholder does not exist, or it belongs to a workspace you do not work in." */
  notFound: string;
  /** Where the way on leads (the record's list) and what the link says. */
  backTo: string;
  backLabel: string;
};

/**
 * A detail or edit page whose record is being read (a spinner) or could not be read: a sentence instead of an error blob or an
 * endless spinner, and a link back to the list. Gone and out of reach read the same (the API
 * answers 404 for both, so the page cannot tell them apart and must not hint which).
 */
export function RecordUnavailable({ problem, notFound, backTo, backLabel }: RecordUnavailableProps) {
  if (!problem) return <Loading />;
  return (
    <Flex vertical gap={12} align="start">
      {problem.status === 404 ? (
        <Alert type="warning" showIcon title={notFound} />
      ) : (
        <ProblemAlert problem={problem} style={{ marginBottom: 0 }} />
      )}
      <Link to={backTo}>{backLabel}</Link>
    </Flex>
  );
}
