/**
 * Accessible tabs (WAI-ARIA tabs pattern): a tablist of buttons with roving focus (arrow keys,
 * Home/End), each tab controlling its panel. Controlled: the caller owns the value (e.g. from the URL).
 */
import { createContext, useContext, useId, useRef, type HTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

interface TabsState {
  baseId: string;
  value: string;
  select: (value: string) => void;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error('Tabs parts must be inside <Tabs>');
  return state;
}

const idFor = (baseId: string, kind: 'tab' | 'panel', value: string) => `${baseId}-${kind}-${value}`;

export function Tabs({
  value,
  onValueChange,
  className,
  children,
}: {
  value: string;
  onValueChange: (value: string) => void;
  className?: string;
  children: ReactNode;
}) {
  const baseId = useId();
  return (
    <TabsContext.Provider value={{ baseId, value, select: onValueChange }}>
      <div className={className}>{children}</div>
    </TabsContext.Provider>
  );
}

export function TabsList({ className, children, ...props }: HTMLAttributes<HTMLDivElement>) {
  const listRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = Array.from(listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)') ?? []);
    const index = tabs.findIndex((tab) => tab === document.activeElement);
    if (index < 0) return;
    const next =
      event.key === 'ArrowRight' ? tabs[(index + 1) % tabs.length]
      : event.key === 'ArrowLeft' ? tabs[(index - 1 + tabs.length) % tabs.length]
      : event.key === 'Home' ? tabs[0]
      : event.key === 'End' ? tabs[tabs.length - 1]
      : undefined;
    if (!next) return;
    event.preventDefault();
    next.focus();
    next.click();
  };
  return (
    <div
      ref={listRef}
      role="tablist"
      onKeyDown={onKeyDown}
      className={cn('inline-flex w-full items-center rounded-xl bg-slate-100 p-1', className)}
      {...props}
    >
      {children}
    </div>
  );
}

export function TabsTrigger({ value, className, children }: { value: string; className?: string; children: ReactNode }) {
  const { baseId, value: selected, select } = useTabs();
  const isSelected = value === selected;
  return (
    <button
      type="button"
      role="tab"
      id={idFor(baseId, 'tab', value)}
      aria-selected={isSelected}
      aria-controls={idFor(baseId, 'panel', value)}
      tabIndex={isSelected ? 0 : -1}
      onClick={() => select(value)}
      className={cn(
        'flex h-9 flex-1 cursor-pointer items-center justify-center gap-2 rounded-lg px-3 text-sm font-medium transition-all',
        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
        isSelected ? 'bg-surface text-ink shadow-sm' : 'text-ink-muted hover:text-ink',
        className,
      )}
    >
      {children}
    </button>
  );
}

export function TabsContent({ value, className, children }: { value: string; className?: string; children: ReactNode }) {
  const { baseId, value: selected } = useTabs();
  if (value !== selected) return null;
  return (
    <div role="tabpanel" id={idFor(baseId, 'panel', value)} aria-labelledby={idFor(baseId, 'tab', value)} tabIndex={-1} className={className}>
      {children}
    </div>
  );
}
