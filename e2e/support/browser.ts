import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * The system Chromium with a fresh profile; never a downloaded browser. `args` adds switches
 * (a host resolver rule); `baseUrl` replaces the server's own address (a LAN host name);
 * `locale` is the browser's language (en-ZA unless said).
 */
export async function openBrowser(
  viewport = DESKTOP,
  options: { args?: string[]; baseUrl?: string; locale?: string } = {},
): Promise<BrowserSession> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'kasitrade-chromium-'));
  const baseUrl = options.baseUrl ?? inject('baseUrl');
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, ...(options.args ?? [])],
    headless: true,
    viewport,
    baseURL: baseUrl,
    locale: options.locale ?? 'en-ZA',
    timezoneId: 'Africa/Johannesburg',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    baseUrl,
    close: async () => {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** The newest SMS code sent to a phone, from the development outbox. */
export async function latestSmsCode(baseUrl: string, phone: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`);
  const { messages } = (await response.json()) as { messages: { code: string | null }[] };
  const code = messages[0]?.code;
  if (!code) throw new Error(`no SMS code for ${phone}`);
  return code;
}
