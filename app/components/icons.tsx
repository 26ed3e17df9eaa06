/**
 * Small icons, drawn from one cached sprite (public/icons.svg) with <use>: the page's script
 * carries only their names, and they take the colour of their text. Decorative: callers give the
 * control its accessible name.
 */
import { ICON_SPRITE_PATH } from "~/paths";

const icon = (name: string, size = 22) =>
  function Icon() {
    return (
      <svg
        className="icon"
        viewBox="0 0 24 24"
        width={size}
        height={size}
        aria-hidden="true"
        focusable="false"
      >
        <use href={`${ICON_SPRITE_PATH}#${name}`} />
      </svg>
    );
  };

export const SearchIcon = icon("search");
export const UserIcon = icon("user");
export const HeartIcon = icon("heart");
export const BagIcon = icon("bag");
export const MenuIcon = icon("menu");
export const CloseIcon = icon("close");
export const ArrowUpIcon = icon("arrow-up");
export const ChevronDownIcon = icon("chevron-down", 16);
export const WhatsAppIcon = icon("whatsapp", 28);
export const FacebookIcon = icon("facebook");
export const InstagramIcon = icon("instagram");
export const YouTubeIcon = icon("youtube");
