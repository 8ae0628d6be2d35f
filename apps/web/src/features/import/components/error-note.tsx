import type { ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';

/** A problem with the file or the request, said where the user is looking (announced when it appears). */
export function ErrorNote({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-600" />
      <span>{children}</span>
    </p>
  );
}
