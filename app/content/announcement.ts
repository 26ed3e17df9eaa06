/** The header announcement: text only, no link, no code redemption here. */
export const announcementText =
  "FREE SHIPPING ON ORDERS ABOVE ₹599/- — GET 5% OFF ON YOUR FIRST ORDER — USE CODE WELCOME";
