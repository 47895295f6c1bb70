// The contact form: validated with the spec's rules, stored, and mailed to the team address
// (CONTACT_TO, default the MAIL_FROM address) with Reply-To set to the sender.
import { validate, contactSchema } from '../accounts/validation';
import type { PrismaClient } from '../generated/prisma/client';
import type { Mailer } from '../mail/mailer';
import { contactMail } from '../mail/templates';
import type { RateLimits } from '../security/rate-limit';

export function createContactService(deps: { prisma: PrismaClient; mailer: Mailer; limits: RateLimits; to: string }) {
  return {
    async submit(input: unknown, meta: { ip: string; userId: string | null }): Promise<boolean> {
      const message = validate(contactSchema, input);
      await deps.limits.consume([['contactIp', meta.ip]]);
      await deps.prisma.contactMessage.create({ data: { ...message, userId: meta.userId, ipAddress: meta.ip } });
      deps.mailer.sendInBackground(contactMail(deps.to, message));
      return true;
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
