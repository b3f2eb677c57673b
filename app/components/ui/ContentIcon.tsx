import type { ComponentProps } from "react";
import { Icon, type LucideIconName } from "~/components/ui/Icon";
import type { IconName } from "@content/types";

/**
 * The lucide icon behind every IconName the content may use. Content stays plain data (a name),
 * and this one table decides how it looks. Where lucide renamed an icon, the current name is used
 * (BarChart → chart-no-axes-column-increasing, Home → house, Layout → panels-top-left).
 */
export const contentIcons: Record<IconName, LucideIconName> = {
  Globe: "globe",
  Calendar: "calendar",
  Users: "users",
  BarChart: "chart-no-axes-column-increasing",
  Zap: "zap",
  ExternalLink: "external-link",
  Check: "check",
  Palette: "palette",
  Code: "code",
  Search: "search",
  Smartphone: "smartphone",
  Shield: "shield",
  Wrench: "wrench",
  ShoppingCart: "shopping-cart",
  MapPin: "map-pin",
  Clock: "clock",
  Star: "star",
  Phone: "phone",
  Mail: "mail",
  FileText: "file-text",
  Heart: "heart",
  Layout: "panels-top-left",
  Server: "server",
  TrendingUp: "trending-up",
  MessageSquare: "message-square",
  Camera: "camera",
  Lock: "lock",
  Truck: "truck",
  Utensils: "utensils",
  Stethoscope: "stethoscope",
  Scale: "scale",
  Home: "house",
  Dumbbell: "dumbbell",
  Car: "car",
  Building: "building",
  Leaf: "leaf",
  Droplet: "droplet",
  Flame: "flame",
  Sparkles: "sparkles",
  Briefcase: "briefcase",
  Store: "store",
  Snowflake: "snowflake",
  Hammer: "hammer",
  Lightbulb: "lightbulb",
  Coffee: "coffee",
};

/** A content icon by its content name. Decorative, like every Icon. */
export function ContentIcon({ name, ...props }: { name: IconName } & Omit<ComponentProps<typeof Icon>, "name">) {
  return <Icon name={contentIcons[name] ?? "globe"} {...props} />;
}
