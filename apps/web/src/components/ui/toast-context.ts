import { createContext, useContext } from 'react';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself (spec: 5000 by default). */
  duration?: number;
}

export const TOAST_DURATION_MS = 5000;

export interface ToastApi {
  /** Shows a toast, replacing the one on screen (one at a time). */
  toast: (options: ToastOptions) => void;
  dismiss: () => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
