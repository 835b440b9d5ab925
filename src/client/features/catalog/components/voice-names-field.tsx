import { Field, Input, invalidProps } from '@client/components/ui/input';
import { useText } from '@client/i18n/use-text';
import { catalogText } from '../catalog-text';

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
  const t = useText(catalogText);
  return (
    <Field label={t('voiceNames')} htmlFor={ID} error={error}>
      <Input
        id={ID}
        value={value}
        maxLength={700}
        placeholder={t('voicePlaceholder')}
        {...invalidProps(ID, error)}
        onChange={(e) => onChange(e.target.value)}
      />
      <p className="text-xs text-slate-500">{t('voiceHelp')}</p>
    </Field>
  );
}
