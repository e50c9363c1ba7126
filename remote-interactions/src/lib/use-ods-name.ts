import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { odsLabel } from '@conexoes/shared';
import { NS } from '../i18n/register';
import { useTopicsStore } from '../stores/topics.store';

/**
 * A goal (ODS) by its name in the reader's language, from the topics' reference data (loaded once);
 * "ODS 6" until it has arrived.
 */
export const useOdsName = (): ((number: number) => string) => {
  const { t, i18n } = useTranslation(NS);
  const odsGoals = useTopicsStore((s) => s.ods);
  const loadOds = useTopicsStore((s) => s.loadOds);
  useEffect(() => {
    loadOds().catch(() => undefined);
  }, [loadOds]);
  return (number) => {
    const goal = odsGoals?.find((g) => g.number === number);
    return goal ? odsLabel(goal, i18n.language) : t('detail.odsTag', { number });
  };
};
