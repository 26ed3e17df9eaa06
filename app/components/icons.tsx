/**
 * Small icons. Each is a span that icons.css paints with its outline as a mask over the text
 * colour, so an icon adds no script to the page. Decorative: callers give the control its name.
 */
const icon = (name: string) =>
  function Icon() {
    return <span className={`icon icon-${name}`} aria-hidden="true" />;
  };

export const SearchIcon = icon("search");
export const UserIcon = icon("user");
export const HeartIcon = icon("heart");
export const BagIcon = icon("bag");
export const MenuIcon = icon("menu");
export const ArrowUpIcon = icon("arrow-up");
export const ChevronDownIcon = icon("chevron-down");
export const WhatsAppIcon = icon("whatsapp");
export const FacebookIcon = icon("facebook");
export const InstagramIcon = icon("instagram");
export const YouTubeIcon = icon("youtube");
