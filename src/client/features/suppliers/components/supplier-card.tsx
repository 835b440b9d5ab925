import { Mail, MapPin, MessageCircle, Pencil, Phone, User } from 'lucide-react';
import { Badge } from '@client/components/ui/badge';
import { Button, buttonVariants } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { formatPhone } from '@shared/phone/phone';
import type { Supplier } from '@shared/suppliers/suppliers.schemas';
import { RatingStars } from './rating-stars';
import { useText } from '@client/i18n/use-text';
import { suppliersText } from '../suppliers-text';

/** Call, WhatsApp and email are links that look like the card's small outline buttons. */
const linkButton = buttonVariants({ size: 'sm', variant: 'outline' });

/** A supplier with its contact actions: call, WhatsApp and email links. */
export function SupplierCard({ supplier, onEdit }: { supplier: Supplier; onEdit: () => void }) {
  const { phone, email } = supplier;
  const t = useText(suppliersText);
  return (
    <Card data-testid="supplier-card" className="flex flex-col">
      <CardHeader>
        <div className="flex items-start justify-between gap-2">
          <CardTitle className="min-w-0 break-words">{supplier.name}</CardTitle>
          <Badge variant={supplier.status === 'active' ? 'success' : 'secondary'}>
            {t(supplier.status === 'active' ? 'active' : 'inactive')}
          </Badge>
        </div>
        <RatingStars rating={supplier.rating} />
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        <ul className="flex flex-col gap-1.5 text-sm text-slate-600">
          <li className="flex items-center gap-2">
            <User className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
            <span className="min-w-0 break-words">{supplier.contact}</span>
          </li>
          {phone ? (
            <li className="flex items-center gap-2">
              <Phone className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
              <span>{formatPhone(phone)}</span>
            </li>
          ) : null}
          {email ? (
            <li className="flex items-center gap-2">
              <Mail className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
              <span className="min-w-0 break-all">{email}</span>
            </li>
          ) : null}
          {supplier.address ? (
            <li className="flex items-start gap-2">
              <MapPin className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
              <span className="min-w-0 break-words">{supplier.address}</span>
            </li>
          ) : null}
        </ul>
        <div className="mt-auto flex flex-wrap gap-2">
          {phone ? (
            <>
              <a
                href={`tel:${phone}`}
                aria-label={t('callName', { name: supplier.name })}
                className={linkButton}
              >
                <Phone aria-hidden="true" /> {t('call')}
              </a>
              <a
                href={`https://wa.me/${phone.replace(/^\+/, '')}`}
                target="_blank"
                rel="noreferrer"
                aria-label={t('whatsAppName', { name: supplier.name })}
                className={linkButton}
              >
                <MessageCircle aria-hidden="true" /> {t('whatsApp')}
              </a>
            </>
          ) : null}
          {email ? (
            <a
              href={`mailto:${email}`}
              aria-label={t('emailName', { name: supplier.name })}
              className={linkButton}
            >
              <Mail aria-hidden="true" /> {t('email')}
            </a>
          ) : null}
          <Button
            size="sm"
            variant="secondary"
            onClick={onEdit}
            aria-label={t('editName', { name: supplier.name })}
          >
            <Pencil aria-hidden="true" /> {t('edit')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
