'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';

import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';

import {
  filtersToQuery,
  matchesSearchIndex,
  parseFilters,
  searchTerms,
  type InventoryFilters,
  type SearchIndexEntry,
} from '../inventory-filters';
import { lastInventoryKey } from '../last-inventory-search';

const searchDelayMs = 300;

function searchField(): HTMLInputElement | undefined {
  const field = document.getElementById('inventory-filters')?.querySelector('input[name="q"]');
  return field instanceof HTMLInputElement ? field : undefined;
}

/** A control's value as the form would send it ("on" for a ticked box, "" for one left empty). */
function controlValue(element: HTMLInputElement | HTMLSelectElement): string {
  if (element instanceof HTMLInputElement && element.type === 'checkbox') return element.checked ? 'on' : '';
  return element.value;
}

/** The value the applied filters (as a URL query) give a control of the form. */
function appliedValue(element: HTMLInputElement | HTMLSelectElement, applied: URLSearchParams): string {
  if (element instanceof HTMLInputElement && element.type === 'checkbox')
    return applied.get(element.name) === '1' ? 'on' : '';
  if (element instanceof HTMLInputElement) return applied.get(element.name) ?? '';
  return applied.get(element.name) ?? (element.name === 'sort' ? 'featured' : 'all');
}

function formQuery(form: HTMLFormElement): string {
  const query = new URLSearchParams();
  new FormData(form).forEach((value, key) => {
    if (typeof value !== 'string' || value === '' || value === 'all') return;
    if (key === 'sort' && value === 'featured') return;
    query.set(key, value);
  });
  return query.toString();
}

/**
 * Makes the server-rendered inventory quick to use: a filter applies as soon as it is chosen, and
 * each keystroke in the search box narrows the cards already on the page at once, then asks the
 * server for the full answer. Everything it does is also a plain form and a URL, so the page works
 * the same without JavaScript.
 */
export function InventoryBrowser({
  filters,
  page,
  index,
  total,
  forSaleCount,
  soldMatching,
  filtered,
  children,
}: {
  /** The filters the server applied, which the form's fields are brought back to. */
  filters: InventoryFilters;
  /** The page of the list the server drew: a page asked for past the last is drawn as the last. */
  page: number;
  /** The cards on this page, as the search box reads them. */
  index: readonly SearchIndexEntry[];
  /** Carts matching the filters, on every page, and of those the sold ones (shown when asked for). */
  total: number;
  soldMatching: number;
  forSaleCount: number;
  filtered: boolean;
  /** The server-rendered list of cards, each <li data-vehicle-id>. */
  children: ReactNode;
}) {
  const router = useRouter();
  const list = useRef<HTMLDivElement>(null);
  // How many cards the search box left visible, for the page (index) it refined.
  const [refined, setRefined] = useState<{
    index: readonly SearchIndexEntry[];
    shown: number;
    sold: number;
  }>();
  const visible = refined?.index === index ? refined : undefined;
  const timer = useRef<number | undefined>(undefined);

  // What a visitor did to the form before the page could listen (a slow phone, a quick visitor):
  // read once, when the page first runs, before the form is brought back to the server's filters,
  // and acted on once the listeners below are in place, as if done then. A filter or sort chosen
  // asks for its list; text typed in the search box searches.
  const typedBeforeListening = useRef<string | undefined>(undefined);
  const chosenBeforeListening = useRef<string | undefined>(undefined);
  const firstRendered = useRef(filtersToQuery(filters));
  useEffect(() => {
    const form = document.getElementById('inventory-filters');
    if (!(form instanceof HTMLFormElement)) return;
    const rendered = new URLSearchParams(firstRendered.current);
    const chosen = Array.from(form.elements).some(
      (element) =>
        (element instanceof HTMLSelectElement || element instanceof HTMLInputElement) &&
        element.hasAttribute('data-autosubmit') &&
        controlValue(element) !== appliedValue(element, rendered),
    );
    if (chosen) chosenBeforeListening.current = formQuery(form);
    const search = searchField();
    if (search && search.value !== (rendered.get('q') ?? '')) typedBeforeListening.current = search.value;
  }, []);

  // Typing in the search box is one step Back can undo: its first pause adds a history entry and
  // later ones replace it. The views it asked for are kept here; a page that is none of them (a
  // filter chosen, Back, a link followed) ends the step.
  const typedViews = useRef(new Set<string>());
  // After Back or Forward, every field shows the page's filters, the search box being typed in too.
  const cameByHistory = useRef(false);
  useEffect(() => {
    const onHistory = () => {
      // A search still waiting to be sent would replace the view Back or Forward just went to.
      window.clearTimeout(timer.current);
      cameByHistory.current = true;
      // The page Back brings may be the very list the typing refined (the router keeps it): its
      // count is the server's again, not the one the search box left.
      setRefined(undefined);
    };
    window.addEventListener('popstate', onHistory);
    return () => window.removeEventListener('popstate', onHistory);
  }, []);

  // After Back, Forward or "Clear all filters", the form shows the filters of the page it is on
  // (a field being typed in is left alone, unless the page came by Back or Forward).
  const applied = filtersToQuery(filters);
  useEffect(() => {
    const form = document.getElementById('inventory-filters');
    if (!(form instanceof HTMLFormElement)) return;
    const values = new URLSearchParams(applied);
    const byHistory = cameByHistory.current;
    cameByHistory.current = false;
    if (byHistory || !typedViews.current.has(applied)) typedViews.current.clear();
    for (const element of Array.from(form.elements)) {
      if (element === document.activeElement && !byHistory) continue;
      if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement) || !element.name)
        continue;
      if (element instanceof HTMLInputElement && element.type === 'checkbox')
        element.checked = appliedValue(element, values) === 'on';
      else element.value = appliedValue(element, values);
    }
  }, [applied]);

  // A page number past the last (a stale link, a list that has since shrunk) is drawn as the last
  // page: the address says so too, so Reload, a shared link and Back show what the visitor saw.
  useEffect(() => {
    const address = new URL(window.location.href);
    const drawn = page > 1 ? String(page) : null;
    if (address.searchParams.get('page') === drawn) return;
    if (drawn) address.searchParams.set('page', drawn);
    else address.searchParams.delete('page');
    window.history.replaceState(window.history.state, '', address);
    // Each answer from the server (a new index), not only a new page number: a second address
    // past the last draws the same last page.
  }, [page, index]);

  // A fresh page from the server shows all of its cards.
  useEffect(() => {
    for (const item of list.current?.querySelectorAll<HTMLElement>('[data-vehicle-id]') ?? [])
      item.hidden = false;
    sessionStorage.setItem(lastInventoryKey, `${window.location.pathname}${window.location.search}`);
  }, [index]);

  useEffect(() => {
    const form = document.getElementById('inventory-filters');
    if (!(form instanceof HTMLFormElement)) return;
    // A chosen filter is a step Back can undo; so is a search typed, as one step (typedViews).
    const go = (how: 'push' | 'replace') => {
      const query = formQuery(form);
      router[how](`/inventory${query ? `?${query}` : ''}`, { scroll: false });
      return query;
    };

    const onChange = (event: Event) => {
      if (!(event.target instanceof HTMLElement && event.target.hasAttribute('data-autosubmit'))) return;
      window.clearTimeout(timer.current);
      go('push');
    };
    const onInput = (event: Event) => {
      if (!(event.target instanceof HTMLInputElement) || event.target.name !== 'q') return;
      cameByHistory.current = false;
      const terms = searchTerms(event.target.value);
      let shown = 0;
      let sold = 0;
      const byId = new Map(index.map((entry) => [entry.id, entry]));
      for (const item of list.current?.querySelectorAll<HTMLElement>('[data-vehicle-id]') ?? []) {
        const entry = byId.get(item.dataset.vehicleId ?? '');
        const match = entry ? matchesSearchIndex(entry, terms) : false;
        item.hidden = !match;
        if (match) shown++;
        if (match && entry?.sold) sold++;
      }
      setRefined({ index, shown, sold });
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        const query = go(typedViews.current.size > 0 ? 'replace' : 'push');
        typedViews.current.add(filtersToQuery(parseFilters(new URLSearchParams(query))));
      }, searchDelayMs);
    };
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      window.clearTimeout(timer.current);
      go('push');
      const toggle = document.getElementById('inventory-filters-toggle');
      if (toggle instanceof HTMLInputElement) toggle.checked = false;
      document.getElementById('inventory-results')?.focus({ preventScroll: false });
    };
    // "Show filters" looks like a button (a checkbox under its label, so it works without
    // scripts): Enter opens it as Space does, instead of sending the form.
    const onKeyDown = (event: KeyboardEvent) => {
      const toggle = event.target;
      if (
        event.key !== 'Enter' ||
        !(toggle instanceof HTMLInputElement) ||
        toggle.id !== 'inventory-filters-toggle'
      )
        return;
      event.preventDefault();
      toggle.click();
    };
    form.addEventListener('change', onChange);
    form.addEventListener('input', onInput);
    form.addEventListener('submit', onSubmit);
    form.addEventListener('keydown', onKeyDown);
    const chosen = chosenBeforeListening.current;
    const typed = typedBeforeListening.current;
    chosenBeforeListening.current = typedBeforeListening.current = undefined;
    const search = searchField();
    // Pushed once every effect of the first render has run, the router's own included: pushed
    // from here, while the page is still being brought to life, it was now and then overwritten by
    // the router setting up its history, and the visitor's choice was lost.
    let replay: number | undefined;
    if (chosen !== undefined)
      replay = window.setTimeout(() =>
        router.push(`/inventory${chosen ? `?${chosen}` : ''}`, { scroll: false }),
      );
    else if (typed !== undefined && search) {
      search.value = typed;
      search.dispatchEvent(new Event('input', { bubbles: true }));
    }
    return () => {
      form.removeEventListener('change', onChange);
      form.removeEventListener('input', onInput);
      form.removeEventListener('submit', onSubmit);
      form.removeEventListener('keydown', onKeyDown);
      window.clearTimeout(timer.current);
      window.clearTimeout(replay);
    };
  }, [index, router]);

  // A sold cart shown on request is counted apart: "0 of 35 carts available, with 1 sold".
  const soldShown = visible?.sold ?? soldMatching;
  const count = (visible?.shown ?? total) - soldShown;
  return (
    <div>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p id="inventory-results" tabIndex={-1} aria-live="polite" className="text-muted focus:outline-none">
          <strong className="text-ink">{count}</strong> of {forSaleCount}{' '}
          {forSaleCount === 1 ? 'cart' : 'carts'} available
          {soldShown > 0 && `, with ${soldShown} sold`}
        </p>
        {filtered && (
          <ButtonLink href="/inventory" variant="ghost" size="sm" scroll={false}>
            <Icon name="x" className="size-4" /> Clear all filters
          </ButtonLink>
        )}
      </div>
      <div ref={list} className="mt-4">
        {children}
      </div>
      {visible?.shown === 0 && (
        <div className="rounded-card border border-dashed border-line bg-surface px-6 py-14 text-center">
          <h2 className="text-2xl font-bold">No vehicles found</h2>
          <p className="mt-2 text-muted">No vehicles match your current filters.</p>
        </div>
      )}
    </div>
  );
}
