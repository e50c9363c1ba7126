import { Card, Descriptions, Tag } from 'antd';
import { useLazyPartsDrawn, type LazyPartProbe } from './loading';

/** What a record's page is drawn with that draws nothing until its code arrives. */
const RECORD_PARTS: LazyPartProbe[] = [
  (mark) => <Card>{mark}</Card>,
  (mark) => <Descriptions items={[{ key: 'mark', label: mark }]} />,
  (mark) => <Tag>{mark}</Tag>,
];

/**
 * A record's page (an interaction, a stakeholder, a plan, a commitment) keeps its spinner until the
 * record is read and these parts have their code: no blank frame between the two (useLazyPartsDrawn).
 */
export const useRecordPartsDrawn = () => useLazyPartsDrawn(RECORD_PARTS);
