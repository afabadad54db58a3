// How many results of each style one run makes (tools that may make several).
import { create as zhCreate } from '../../../locales/zh-CN/create';
import { useMessages } from '../../../locales/useLocale';
import { StylePicker } from './StylePicker';

export function CountPicker({ max, value, onChange }: { max: number; value: number; onChange: (count: number) => void }) {
  const t = useMessages('create', zhCreate);
  const options = Array.from({ length: max }, (_, i) => ({ value: String(i + 1), label: t.runs.countOption(i + 1) }));
  return (
    <StylePicker legend={t.runs.count} options={options} value={String(value)} onChange={(v) => onChange(Number(v))} compact />
  );
}
