import {
  Car,
  Clock,
  Code,
  Coffee,
  Layout,
  Lightbulb,
  MapPin,
  MessageSquare,
  Palette,
  Scale,
  Search,
  Shield,
  ShoppingCart,
  Smartphone,
  Stethoscope,
  TrendingUp,
  Users,
  Utensils,
  Wrench,
  Zap,
  type LucideIcon,
} from "lucide-react";
import type { HomeIconName } from "~/content/home";

const icons: Record<HomeIconName, LucideIcon> = {
  Car,
  Clock,
  Code,
  Coffee,
  Layout,
  Lightbulb,
  MapPin,
  MessageSquare,
  Palette,
  Scale,
  Search,
  Shield,
  ShoppingCart,
  Smartphone,
  Stethoscope,
  TrendingUp,
  Users,
  Utensils,
  Wrench,
  Zap,
};

/** A decorative icon named in the content data (hidden from assistive technology; the text beside it carries the meaning). */
export function ContentIcon({ name, className }: { name: HomeIconName; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" className={className} />;
}
