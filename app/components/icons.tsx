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

// Marked pure, so that a bundle leaves out the icons it does not use.
export const SearchIcon = /* @__PURE__ */ icon("search");
export const UserIcon = /* @__PURE__ */ icon("user");
export const HeartIcon = /* @__PURE__ */ icon("heart");
export const BagIcon = /* @__PURE__ */ icon("bag");
export const MenuIcon = /* @__PURE__ */ icon("menu");
export const CloseIcon = /* @__PURE__ */ icon("close");
export const ArrowUpIcon = /* @__PURE__ */ icon("arrow-up");
export const ChevronDownIcon = /* @__PURE__ */ icon("chevron-down", 16);
export const WhatsAppIcon = /* @__PURE__ */ icon("whatsapp", 28);
export const FacebookIcon = /* @__PURE__ */ icon("facebook");
export const InstagramIcon = /* @__PURE__ */ icon("instagram");
export const YouTubeIcon = /* @__PURE__ */ icon("youtube");
