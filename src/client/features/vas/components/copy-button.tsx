import { Copy } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/toast-store';
import { VAS_MESSAGES } from '@shared/vas/vas.schemas';

/** Copies a voucher, token or reference; says so in a toast. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: VAS_MESSAGES.copied, description: `${label} copied to the clipboard.` });
    } catch {
      toast({
        title: 'Error',
        description: `Could not copy. Select the ${label} and copy it by hand.`,
        variant: 'destructive',
      });
    }
  };
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      aria-label={`Copy ${label}`}
      onClick={() => void copy()}
    >
      <Copy className="size-4" aria-hidden="true" />
      Copy
    </Button>
  );
}
