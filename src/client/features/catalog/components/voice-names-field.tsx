import { Field, Input, invalidProps } from '@client/components/ui/input';

const ID = 'product-voiceNames';

/** "isinkwa esimhlophe, white bread" -> the list the API takes. */
export const voiceNamesFromText = (text: string) =>
  text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

/** What customers call the product, in any language: voice ordering matches these names. */
export function VoiceNamesField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange(value: string): void;
}) {
  return (
    <Field label="Voice names" htmlFor={ID} error={error}>
      <Input
        id={ID}
        value={value}
        maxLength={700}
        placeholder="isinkwa esimhlophe, white bread"
        {...invalidProps(ID, error)}
        onChange={(e) => onChange(e.target.value)}
      />
      <p className="text-xs text-slate-500">
        What customers call it when they order by voice. Separate names with commas.
      </p>
    </Field>
  );
}
