import { Link } from "@remix-run/react";

import { BagIcon, HeartIcon, UserIcon } from "~/components/icons";
import { HeaderSearch } from "~/components/layout/HeaderSearch";
import { Logo } from "~/components/layout/Logo";
import { MegaMenu } from "~/components/layout/MegaMenu";
import { MobileDrawer } from "~/components/layout/MobileDrawer";

export const announcementText =
  "FREE SHIPPING ON ORDERS ABOVE ₹599/- — GET 5% OFF ON YOUR FIRST ORDER — USE CODE WELCOME";

export function SiteHeader({ hideSearch = false }: { hideSearch?: boolean }) {
  return (
    <header className="site-header" id="top">
      <p className="announcement">{announcementText}</p>
      <div className="header-bar">
        <MobileDrawer />
        <Link to="/" className="logo-link" aria-label="Vasanam home">
          <Logo />
        </Link>
        <MegaMenu />
        <div className="header-tools">
          {hideSearch ? null : <HeaderSearch />}
          <HeaderIcons />
        </div>
      </div>
    </header>
  );
}

/**
 * The shop has no account, wishlist or cart (purchases happen on the marketplace), so these
 * are labelled images rather than controls that would lead nowhere.
 */
function HeaderIcons() {
  return (
    <ul className="header-icons" aria-label="Shopper tools">
      <li className="header-icon" role="img" aria-label="Account (not available)">
        <UserIcon />
      </li>
      <li className="header-icon" role="img" aria-label="Wishlist (not available)">
        <HeartIcon />
      </li>
      <li className="header-icon" role="img" aria-label="Cart, 0 items">
        <BagIcon />
        <span className="cart-badge" aria-hidden="true">
          0
        </span>
      </li>
    </ul>
  );
}
