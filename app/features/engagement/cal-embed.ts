// Cal.com's booking widget (https://cal.com/docs/core-features/embed): its script is loaded once per
// page, only when the shopper has consented, and only after hydration. Until it has loaded, and
// whenever it cannot, Book an appointment stays a plain link to the booking page.
import {useEffect, useState} from 'react';
import type {CalEmbedTarget} from '~/features/engagement/appointment-booking';

/** The widget's namespace on the page, so its settings never mix with another Cal embed. */
export const CAL_NAMESPACE = 'appointment';

type CalCommand = (...args: unknown[]) => void;
interface CalGlobal extends CalCommand {
  q?: unknown[][];
  ns?: Record<string, CalCommand & {q?: unknown[][]}>;
  loaded?: boolean;
}

declare global {
  interface Window {
    Cal?: CalGlobal;
  }
}

const loads = new Map<string, Promise<void>>();

/**
 * Cal's documented loader: a queue that records calls until the script replays them, with one
 * queue per namespace. The script is added with the page's nonce for the Content-Security-Policy.
 */
function loadCal(target: CalEmbedTarget, nonce: string | undefined): Promise<void> {
  const existing = loads.get(target.scriptUrl);
  if (existing) return existing;
  const load = new Promise<void>((resolve, reject) => {
    const queue = (command: {q?: unknown[][]}, args: unknown[]) => (command.q ??= []).push(args);
    const cal: CalGlobal = Object.assign((...args: unknown[]) => {
      if (args[0] === 'init' && typeof args[1] === 'string') {
        const namespace = args[1];
        cal.ns ??= {};
        const api: CalCommand & {q?: unknown[][]} = (...nsArgs: unknown[]) => queue(api, nsArgs);
        cal.ns[namespace] ??= api;
        queue(cal.ns[namespace]!, args);
        queue(cal, ['initNamespace', namespace]);
        return;
      }
      queue(cal, args);
    }, {});
    window.Cal ??= cal;
    const script = document.createElement('script');
    script.src = target.scriptUrl;
    script.async = true;
    if (nonce) script.nonce = nonce;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`Cal.com embed did not load from ${target.scriptUrl}`));
    document.head.appendChild(script);
    window.Cal('init', CAL_NAMESPACE, {origin: target.origin});
  });
  loads.set(target.scriptUrl, load);
  return load;
}

/** True once the widget can open; false before, without consent, or when it failed to load. */
export function useCalEmbed(target: CalEmbedTarget | null, nonce: string | undefined): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!target) return;
    let active = true;
    loadCal(target, nonce).then(
      () => active && setReady(true),
      (error: unknown) => console.warn('[appointments]', error instanceof Error ? error.message : error),
    );
    return () => {
      active = false;
    };
  }, [target, nonce]);
  return !!target && ready;
}

/** Opens the booking widget as a modal over the page. */
export function openCalModal(target: CalEmbedTarget): void {
  window.Cal?.ns?.[CAL_NAMESPACE]?.('modal', {calLink: target.calLink, config: {layout: 'month_view'}});
}
