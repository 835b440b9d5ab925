/** WhatsApp straight to a number (digits only), or the share sheet without one. */
export const whatsappLink = (phone: string | null, text: string) =>
  `https://wa.me/${phone ? phone.replace(/\D/g, '') : ''}?text=${encodeURIComponent(text)}`;

/** An SMS to a number (any number when there is none). */
export const smsLink = (phone: string | null, body: string) =>
  `sms:${phone ?? ''}?body=${encodeURIComponent(body)}`;
