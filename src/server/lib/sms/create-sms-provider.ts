import type { Env } from '../../env';
import { ConsoleSmsProvider } from './console-sms-provider';
import { HttpSmsProvider } from './http-sms-provider';
import type { SmsProvider } from './sms-provider';

export function createSmsProvider(env: Env, log: (line: string) => void): SmsProvider {
  if (env.SMS_PROVIDER === 'http') {
    return new HttpSmsProvider({
      url: env.SMS_HTTP_URL!,
      username: env.SMS_HTTP_USERNAME,
      password: env.SMS_HTTP_PASSWORD,
      senderId: env.SMS_SENDER_ID,
    });
  }
  return new ConsoleSmsProvider(log);
}
