// The landing page at / for visitors (spec §1, §2): hero, categories, trending, popular-now and
// featured prompts, starter packs and testimonials. The route module adds the footer.
import { useLingui } from '@lingui/react/macro';
import { LANDING_FEATURED_COUNT, LANDING_TRENDING_COUNT } from '@prompt-lib/contract';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { CategoryGrid } from './category-grid.tsx';
import { Hero } from './hero.tsx';
import { PromptShowcase } from './prompt-showcase.tsx';
import { StarterPacks } from './starter-packs.tsx';
import { Testimonials } from './testimonials.tsx';

export function LandingScreen() {
  const { t } = useLingui();
  useDocumentTitle(t`The library for reusable AI prompts`);
  return (
    <>
      <Hero />
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-20 px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <CategoryGrid />
        <PromptShowcase
          list="trending"
          count={LANDING_TRENDING_COUNT}
          title={t`Trending prompts`}
          description={t`What the community is copying right now.`}
          priority
        />
        <PromptShowcase
          list="popular"
          count={LANDING_TRENDING_COUNT}
          title={t`Popular now`}
          description={t`Copied most over the last seven days, the latest copies counting most.`}
        />
        <PromptShowcase
          list="featured"
          count={LANDING_FEATURED_COUNT}
          title={t`Featured prompts`}
          description={t`Hand-picked by our editors for quality and range.`}
        />
        <StarterPacks />
        <Testimonials />
      </div>
    </>
  );
}
