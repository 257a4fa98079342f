// The icon of a starter pack (contract PACK_ICONS), for the landing's packs and the collection page.
import type { PackIcon as PackIconName } from '@prompt-lib/contract';
import {
  BookOpen,
  Briefcase,
  Code2,
  FolderOpen,
  type LucideIcon,
  PenLine,
  Rocket,
  Sparkles,
} from 'lucide-react';

const icons: Record<PackIconName, LucideIcon> = {
  briefcase: Briefcase,
  rocket: Rocket,
  pen: PenLine,
  code: Code2,
  sparkles: Sparkles,
  book: BookOpen,
};

export function PackIcon({ icon, className }: { icon: PackIconName | null; className?: string }) {
  const Icon = icon ? icons[icon] : FolderOpen;
  return <Icon className={className} aria-hidden="true" />;
}
