import { Tag } from 'antd';

/** How a status reads at a glance; the word is always there (colour alone says nothing to some). */
export type Tone = 'good' | 'warn' | 'bad' | 'info' | 'neutral';

const COLORS: Record<Tone, string> = {
  good: 'success',
  warn: 'warning',
  bad: 'error',
  info: 'processing',
  neutral: 'default',
};

export function StatusTag({ tone, children }: { tone: Tone; children: string }) {
  return (
    <Tag color={COLORS[tone]} variant="filled">
      {children}
    </Tag>
  );
}
