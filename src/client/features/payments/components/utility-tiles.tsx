import { Phone, Send, Zap } from 'lucide-react';
import { Badge } from '@client/components/ui/badge';
import { Card, CardContent } from '@client/components/ui/card';

const UTILITIES = [
  { label: 'Airtime', icon: Phone },
  { label: 'Electricity', icon: Zap },
  { label: 'Send Money', icon: Send },
] as const;

/** The spec's utility tiles; no provider is connected yet, so they say so. */
export function UtilityTiles() {
  return (
    <div className="grid grid-cols-3 gap-2 sm:gap-3">
      {UTILITIES.map(({ label, icon: Icon }) => (
        <Card key={label} aria-disabled="true" className="opacity-80">
          <CardContent className="flex flex-col items-center gap-1 pt-4 text-center sm:pt-5">
            <Icon className="size-6 text-brand-700" aria-hidden="true" />
            <span className="text-sm font-semibold">{label}</span>
            <Badge variant="secondary">Coming soon</Badge>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
