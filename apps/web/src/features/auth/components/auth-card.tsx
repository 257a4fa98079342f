// The centred card the sign-in, sign-up and recovery screens share: a title, a subtitle, the form, and
// optionally a footer link.
// The footer link keeps the router state and `?returnTo=`, so a return path survives switching between
// sign-in and sign-up.
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer?: { text: string; linkText: string; to: string };
}) {
  const { state, search } = useLocation();
  const returnTo = new URLSearchParams(search).get('returnTo');
  return (
    <div className="relative flex flex-1 items-start justify-center overflow-hidden px-4 py-10 sm:items-center sm:py-16">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-80 bg-gradient-to-b from-indigo-100/70 via-violet-50/40 to-transparent"
      />
      <div className="w-full max-w-md">
        <div className="mb-6 text-center">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          <p className="mt-2 text-sm text-slate-600">{subtitle}</p>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-surface p-6 shadow-xl shadow-indigo-950/5 sm:p-8">
          {children}
        </div>
        {footer && (
          <p className="mt-6 text-center text-sm text-slate-600">
            {footer.text}{' '}
            <Link
              to={returnTo ? `${footer.to}?${new URLSearchParams({ returnTo })}` : footer.to}
              state={state}
              className="rounded font-semibold text-indigo-700 hover:text-indigo-800 hover:underline"
            >
              {footer.linkText}
            </Link>
          </p>
        )}
      </div>
    </div>
  );
}
