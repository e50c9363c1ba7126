import { useEffect, useMemo } from 'react';
import { usePickerOptions } from '@conexoes/shared/ui';
import { useTopicsStore } from '../../stores/topics.store';

/**
 * The ODS numbers the chosen topics bring through their categories, in order. The server adds them to
 * the record on save (the detail shows them), so the form names them beside the ODS field instead of
 * leaving it looking empty.
 */
export function useTopicOds(topicIds: string[] | undefined): number[] {
  const groups = usePickerOptions((s) => s.topics);
  const categories = useTopicsStore((s) => s.categories);
  const loadCategories = useTopicsStore((s) => s.loadCategories);
  useEffect(() => {
    loadCategories().catch(() => undefined);
  }, [loadCategories]);
  return useMemo(() => {
    if (!topicIds?.length || !groups || !categories) return [];
    const chosen = new Set(topicIds);
    const categoryIds = new Set(
      groups.filter((g) => g.value && g.options.some((o) => chosen.has(o.value))).map((g) => g.value),
    );
    const numbers = categories.filter((c) => categoryIds.has(c.value)).flatMap((c) => c.ods);
    return [...new Set(numbers)].sort((a, b) => a - b);
  }, [topicIds, groups, categories]);
}
