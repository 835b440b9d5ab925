import { Copy } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/toast-store';
import { useText } from '@client/i18n/use-text';
import { vasText } from '../vas-text';

/** Copies a voucher, token or reference; says so in a toast. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const t = useText(vasText);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: t('copied'), description: t('copiedText', { label }) });
    } catch {
      toast({
        title: t('error'),
        description: t('copyFailed', { label }),
        variant: 'destructive',
      });
    }
  };
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      aria-label={t('copyLabel', { label })}
      onClick={() => void copy()}
    >
      <Copy className="size-4" aria-hidden="true" />
      {t('copy')}
    </Button>
  );
}
