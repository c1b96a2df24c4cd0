import {Suspense, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {useNavigation} from 'react-router';
import {documentHasHydrated} from './hooks/use-hydrated';

interface Gate {
  opened: boolean;
  open: () => void;
  promise: Promise<void>;
}

function closedGate(): Gate {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  const gate: Gate = {
    opened: false,
    promise,
    open: () => {
      gate.opened = true;
      resolve();
    },
  };
  return gate;
}

const gates = new WeakMap<Element, Gate>();
let observer: IntersectionObserver | null = null;

// A shopper's press, key or focus reaches the window before React's listeners on the document,
// which hydrate the part it lands in at once: the part's gate has to be open by then.
const INPUT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'click'] as const;

function openWhereInput(event: Event) {
  let node = event.target instanceof Node ? event.target : null;
  for (; node; node = node.parentNode) {
    if (node instanceof Element) gates.get(node)?.open();
  }
}

function openWhenVisible(element: Element, gate: Gate): () => void {
  if (!observer) {
    observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        gates.get(entry.target)?.open();
        observer?.unobserve(entry.target);
      }
    });
    for (const type of INPUT_EVENTS) window.addEventListener(type, openWhereInput, {capture: true, passive: true});
  }
  gates.set(element, gate);
  observer.observe(element);
  return () => {
    observer?.unobserve(element);
    gates.delete(element);
  };
}

/**
 * Suspends until the gate opens: React keeps the boundary's server markup meanwhile. It wraps the
 * part rather than standing beside it, since React goes on rendering the siblings of a component
 * that suspended.
 */
function UntilOpen({gate, children}: {gate: Gate | null; children: ReactNode}) {
  if (gate && !gate.opened) throw gate.promise;
  return children;
}

/**
 * A server-rendered part of a page, one of many alike (a card in a grid), that hydrates when it
 * comes into view rather than with the page: the 24 cards of a collection were most of its
 * hydration, and a phone shows two to four of them.
 *
 * Its Suspense boundary stays dehydrated, the server's markup shown and working as plain HTML, until
 * the part comes into view, a shopper presses, types or focuses in it, or anything updates it. A
 * part rendered in the browser (after a navigation, or in a section streamed in after hydration)
 * renders at once. The caller memoises it on its props.
 */
export function HydratedWhenVisible({as: Tag, className, children}: {as: 'li' | 'div'; className?: string; children: ReactNode}) {
  const id = useId();
  // Server markup with this id in the document means this render is hydrating it.
  const [gate] = useState(() => (typeof document !== 'undefined' && !documentHasHydrated() && document.getElementById(id) ? closedGate() : null));
  const ref = useRef<HTMLElement>(null);
  const mounted = useRef(false);
  // React hydrates a dehydrated boundary before any update reaches it, and a change of the router's
  // state reaches every one (React cannot tell which read it): each re-render opens the gate, and
  // this reads the router's state so that its changes re-render.
  useNavigation();
  if (mounted.current && gate && !gate.opened) gate.open();
  useEffect(() => {
    mounted.current = true;
    return gate && !gate.opened && ref.current ? openWhenVisible(ref.current, gate) : undefined;
  }, [gate]);
  return (
    <Tag id={id} ref={ref as never} className={className}>
      <Suspense fallback={null}>
        <UntilOpen gate={gate}>{children}</UntilOpen>
      </Suspense>
    </Tag>
  );
}
