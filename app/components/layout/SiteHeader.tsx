import { HOME_PATH } from "~/paths";
import { BagIcon, HeartIcon, UserIcon } from "~/components/icons";
import { HeaderSearch } from "~/components/layout/HeaderSearch";
import { Logo } from "~/components/layout/Logo";
import { announcementText } from "~/content/announcement";
import { MegaMenu } from "~/components/layout/MegaMenu";
import { MobileDrawer } from "~/components/layout/MobileDrawer";
import type { ShellIslands } from "~/components/root-data";
import { shopLink } from "~/shop-link";

export function SiteHeader({
  brand,
  islands,
  hideSearch = false,
}: {
  brand: string;
  islands: ShellIslands | undefined;
  hideSearch?: boolean;
}) {
  return (
    <header className="site-header" id="top">
      <p className="announcement">{announcementText}</p>
      <div className="header-bar">
        <MobileDrawer menu={islands?.drawerMenu} />
        <a {...shopLink(HOME_PATH)} className="logo-link" aria-label={`${brand} home`}>
          <Logo brand={brand} />
        </a>
        <MegaMenu columns={islands?.megaMenu} />
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
    <div className="header-icons">
      <span className="header-icon" role="img" aria-label="Account (not available)">
        <UserIcon />
      </span>
      <span className="header-icon" role="img" aria-label="Wishlist (not available)">
        <HeartIcon />
      </span>
      <span className="header-icon" role="img" aria-label="Cart, 0 items">
        <BagIcon />
        <span className="cart-badge" aria-hidden="true">
          0
        </span>
      </span>
    </div>
  );
}
