// The comment form, loaded when it is first shown (to a signed-in reader): its validation (zod,
// react-hook-form) would otherwise weigh on every prompt page a visitor opens, past the page's
// script budget (e2e performance.spec.ts).
import { type ComponentProps, lazy, Suspense } from 'react';
import type { CommentForm as Form } from './comment-form.tsx';

const CommentForm = lazy(() =>
  import('./comment-form.tsx').then((module) => ({ default: module.CommentForm })),
);

export function LazyCommentForm(props: ComponentProps<typeof Form>) {
  return (
    <Suspense fallback={null}>
      <CommentForm {...props} />
    </Suspense>
  );
}
