// jsdom has no canvas for G2: each chart becomes a list of what it would draw (one item per datum),
// which is what a test can read. Used as `jest.mock('@ant-design/charts', () => require(...))`.
type Props = {
  data: Array<Record<string, unknown>>;
  xField?: string;
  colorField?: string;
  angleField?: string;
};

const chart = (name: string) =>
  function FakeChart({ data, xField, colorField }: Props) {
    return (
      <ul data-testid={`chart-${name}`}>
        {data.map((datum, i) => (
          <li key={i}>{[xField, colorField].map((f) => (f ? String(datum[f]) : '')).join(' ')}</li>
        ))}
      </ul>
    );
  };

export const Line = chart('line');
export const Area = chart('area');
export const Column = chart('column');
export const Pie = chart('pie');
