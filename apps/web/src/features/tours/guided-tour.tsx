import { TOUR_MESSAGES, type TourId } from '@packsmith/core';
import { Popover as P } from 'radix-ui';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '@/components/ui/button';
import { popoverSurfaceClass } from '@/components/ui/popover';
import { cn } from '@/lib/cn';
import { useIsPhone } from '@/lib/media-query';
import { useSaveTour, useUserTours } from './api';
import { TOUR_STEPS } from './steps';

/** Tours closed during this visit (a reload starts a new one), so a screen opened again stays quiet. */
const closedThisVisit = new Set<TourId>();
/** How long a step waits for its target to appear (data still loading) before it is skipped. */
const TARGET_WAIT_MS = 4000;
const POLL_MS = 200;

const visible = (el: Element) => {
  const r = el.getBoundingClientRect();
  return r.width > 0 && r.height > 0;
};
const find = (selector: string) => [...document.querySelectorAll(selector)].find(visible) ?? null;

/** The targets of the tour's steps once they are on screen (or the wait is over): null ones are skipped. */
function useTargets(tourId: TourId, active: boolean): (Element | null)[] | null {
  const [found, setFound] = useState<(Element | null)[] | null>(null);
  useEffect(() => {
    if (!active) return;
    const steps = TOUR_STEPS[tourId];
    const started = Date.now();
    const look = () => {
      const targets = steps.map((s) => find(s.target));
      const waited = Date.now() - started >= TARGET_WAIT_MS;
      if (targets.every(Boolean) || (waited && targets.some(Boolean))) {
        setFound(targets);
        return true;
      }
      return waited;
    };
    if (look()) return;
    const timer = window.setInterval(() => look() && window.clearInterval(timer), POLL_MS);
    return () => window.clearInterval(timer);
  }, [tourId, active]);
  return found;
}

/**
 * A short guided tour the first time someone opens a screen: a card beside each step's element,
 * which is outlined. It is not modal (the screen stays usable and focus stays where it was); Done
 * or "Don't show again" keeps it away for good (on the server), Skip or Escape until the next visit.
 */
export function GuidedTour({ tourId }: { tourId: TourId }) {
  const tours = useUserTours();
  const save = useSaveTour();
  const [closed, setClosed] = useState(() => closedThisVisit.has(tourId));
  const [dontShow, setDontShow] = useState(false);
  const dontShowRef = useRef(dontShow);
  dontShowRef.current = dontShow;
  const [index, setIndex] = useState(0);
  const wanted = tours.isSuccess && tours.data.some((t) => t.tourId === tourId && !t.doNotShow) && !closed;
  const targets = useTargets(tourId, wanted);
  const steps = useMemo(
    () =>
      TOUR_STEPS[tourId]
        .map((step, i) => ({ ...step, el: targets?.[i] ?? null }))
        .filter((s): s is typeof s & { el: Element } => !!s.el),
    [tourId, targets],
  );
  const step = steps[index];
  const labelId = useId();
  const phone = useIsPhone();

  useEffect(() => {
    if (!wanted || !step) return;
    step.el.classList.add('tour-target');
    step.el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    return () => step.el.classList.remove('tour-target');
  }, [wanted, step]);

  // On a phone the card is no Radix layer: Escape closes it first, before any dialog under it hears the key.
  useEffect(() => {
    if (!wanted || !step || !phone) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      e.stopImmediatePropagation();
      closedThisVisit.add(tourId);
      setClosed(true);
      if (dontShowRef.current) save.mutate({ tourId, doNotShow: true });
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [wanted, step, phone, tourId, save]);

  if (!wanted || !step) return null;
  const last = index === steps.length - 1;
  const close = (forGood: boolean) => {
    closedThisVisit.add(tourId);
    setClosed(true);
    if (forGood) save.mutate({ tourId, doNotShow: true });
  };
  const card = (
    <>
      <p className="text-xs font-medium text-brand-700" data-testid="tour-progress">
        {index + 1} of {steps.length}
      </p>
      <h2 id={labelId} className="mt-1 text-sm font-semibold text-zinc-900">
        {step.title}
      </h2>
      <p className="mt-1 text-sm text-zinc-600">{step.body}</p>
      <label className="mt-3 flex items-center gap-2 text-xs text-zinc-600">
        <input
          type="checkbox"
          className="size-4 accent-brand-600"
          checked={dontShow}
          onChange={(e) => setDontShow(e.target.checked)}
        />
        {TOUR_MESSAGES.doNotShowAgain}
      </label>
      <div className="mt-3 flex items-center gap-2">
        <Button size="sm" variant="link" onClick={() => close(dontShow)}>
          {TOUR_MESSAGES.skip}
        </Button>
        <span className="flex-1" />
        {index > 0 ? (
          <Button size="sm" variant="ghost" onClick={() => setIndex(index - 1)}>
            {TOUR_MESSAGES.back}
          </Button>
        ) : null}
        <Button size="sm" onClick={() => (last ? close(true) : setIndex(index + 1))}>
          {last ? TOUR_MESSAGES.done : TOUR_MESSAGES.next}
        </Button>
      </div>
    </>
  );
  // Inside a dialog the card lives in it, so the dialog's focus trap and pointer rules include it.
  const container = (step.el.closest('[role="dialog"]') as HTMLElement | null) ?? document.body;
  const surface = cn(popoverSurfaceClass, 'z-[60] w-[min(20rem,calc(100vw-2rem))] p-4');
  if (phone) {
    // A phone has no room beside the element: the card sits at the screen edge away from it.
    const below = step.el.getBoundingClientRect().top > window.innerHeight / 2;
    return createPortal(
      <section
        aria-labelledby={labelId}
        className={cn(surface, 'fixed inset-x-4 w-auto', below ? 'top-4' : 'bottom-4')}
        data-testid="tour"
        data-tour-id={tourId}
      >
        {card}
      </section>,
      container,
    );
  }
  return (
    <P.Root open modal={false}>
      <P.Anchor virtualRef={{ current: step.el }} />
      <P.Portal container={container}>
        <P.Content
          side="bottom"
          align="start"
          sideOffset={10}
          collisionPadding={12}
          aria-labelledby={labelId}
          onOpenAutoFocus={(e) => e.preventDefault()}
          onCloseAutoFocus={(e) => e.preventDefault()}
          onInteractOutside={(e) => e.preventDefault()}
          onEscapeKeyDown={() => close(dontShow)}
          className={surface}
          data-testid="tour"
          data-tour-id={tourId}
        >
          {card}
          <P.Arrow className="fill-white" width={14} height={7} />
        </P.Content>
      </P.Portal>
    </P.Root>
  );
}
