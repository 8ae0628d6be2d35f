import {
  Banknote,
  Building2,
  Car,
  CircleDollarSign,
  Clapperboard,
  Gift,
  GraduationCap,
  HeartPulse,
  Laptop,
  Plane,
  ShoppingBag,
  ShoppingCart,
  TrendingUp,
  Undo2,
  UtensilsCrossed,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { getCategoryIconKey } from '@tally/shared/categories';
import { cn } from '../lib/cn';

/** Spec section 3: an icon per category name; the user's own categories get the "other" icon. */
const ICONS: Record<string, LucideIcon> = {
  dining: UtensilsCrossed,
  groceries: ShoppingCart,
  transportation: Car,
  entertainment: Clapperboard,
  utilities: Zap,
  healthcare: HeartPulse,
  education: GraduationCap,
  travel: Plane,
  shopping: ShoppingBag,
  salary: Banknote,
  freelance: Laptop,
  business: Building2,
  investment: TrendingUp,
  gift: Gift,
  refunds: Undo2,
  other: CircleDollarSign,
};

/** The category's icon in a tinted tile: green for income, slate for expenses (decorative). */
export function CategoryIcon({ name, type, className }: { name: string; type: 'income' | 'expense'; className?: string }) {
  const Icon = ICONS[getCategoryIconKey(name)] ?? CircleDollarSign;
  return (
    <span
      aria-hidden="true"
      data-icon={getCategoryIconKey(name)}
      className={cn(
        'flex size-10 shrink-0 items-center justify-center rounded-xl',
        type === 'income' ? 'bg-brand-50 text-brand-700' : 'bg-slate-100 text-slate-700',
        className,
      )}
    >
      <Icon className="size-5" />
    </span>
  );
}
