import { describe, expect, it } from "vitest";

import {
  buyerFromRecord,
  buyerKey,
  checkPhone,
  documentBuyerKey,
  printablePhone,
  readBuyerRecord,
  recordFieldsOf,
} from "~/calculator/buyers/buyer-record";

describe("phone numbers", () => {
  it("reads Indian numbers as ten digits, with or without +91 or the trunk 0", () => {
    for (const typed of ["98765 43210", "+91 98765 43210", "919876543210", "098765-43210", "(98765) 43210"]) {
      expect(checkPhone(typed), typed).toEqual({ ok: true, phone: "9876543210" });
    }
    expect(checkPhone("0124 456 7890")).toEqual({ ok: true, phone: "1244567890" });
    expect(checkPhone("  ")).toEqual({ ok: true, phone: "" });
  });

  it("refuses what is not a phone number, saying why", () => {
    for (const typed of ["98765", "98765 432100", "call me", "0000000000", "+1 415 555 0100"]) {
      expect(checkPhone(typed).ok, typed).toBe(false);
    }
    expect(printablePhone("9876543210")).toBe("98765 43210");
  });
});

describe("who a buyer is", () => {
  it("is the GSTIN for a registered buyer, whatever the name or phone", () => {
    expect(buyerKey({ name: "Lakshmi Stores", gstin: "27aapfu0939f1zv", phone: "" })).toBe(
      "gstin:27AAPFU0939F1ZV",
    );
    expect(buyerKey({ name: "LAKSHMI", gstin: "27 AAPFU 0939 F1ZV", phone: "9876543210" })).toBe(
      "gstin:27AAPFU0939F1ZV",
    );
  });

  it("is the name and phone for an unregistered buyer (an invalid GSTIN counts as none)", () => {
    expect(buyerKey({ name: " Sri  Ganesh Stores. ", gstin: "", phone: "+91 98765 43210" })).toBe(
      "name:sri ganesh stores|9876543210",
    );
    expect(buyerKey({ name: "Sri Ganesh Stores", gstin: "27AAPFU0939F1ZX", phone: "" })).toBe(
      "name:sri ganesh stores|",
    );
  });

  it("is the same for a document's buyer and the book's record made from it", () => {
    const buyer = {
      name: "Om Traders",
      address: "Main Road",
      gstin: "",
      stateCode: "07",
      phone: "98100 12345",
    };
    expect(documentBuyerKey(buyer)).toBe(buyerKey(recordFieldsOf(buyer)));
  });
});

describe("the book's fields of a document's buyer", () => {
  it("tidies the text, takes the state from the GSTIN and keeps blank what does not check out", () => {
    expect(
      recordFieldsOf({
        name: " Lakshmi\u200B  Stores ",
        address: "12 Main Bazaar \n  Pune ",
        gstin: "27aapfu0939f1zv",
        stateCode: "07",
        pincode: "0411001",
        city: " Pune ",
        phone: "12",
        email: "not mail",
      }),
    ).toEqual({
      name: "Lakshmi Stores",
      address: "12 Main Bazaar\nPune",
      gstin: "27AAPFU0939F1ZV",
      stateCode: "27",
      city: "Pune",
      pincode: "",
      phone: "",
      email: "",
    });
  });

  it("fills every field of the document's buyer from a record", () => {
    const record = readBuyerRecord({
      id: "gstin:27AAPFU0939F1ZV",
      name: "Lakshmi Stores",
      gstin: "27AAPFU0939F1ZV",
      stateCode: "27",
      address: "12 Main Bazaar",
      city: "Pune",
      pincode: "411001",
      phone: "9876543210",
      email: "owner@lakshmi.in",
      formerKeys: ["gstin:27AAACC1206D1ZM", 42, "evil"],
      updatedAt: 5,
    })!;
    expect(record.formerKeys).toEqual(["gstin:27AAACC1206D1ZM"]);
    expect(buyerFromRecord(record)).toEqual({
      name: "Lakshmi Stores",
      address: "12 Main Bazaar",
      gstin: "27AAPFU0939F1ZV",
      stateCode: "27",
      pincode: "411001",
      city: "Pune",
      phone: "9876543210",
      email: "owner@lakshmi.in",
    });
  });

  it("reads nothing from a stored value that is not a buyer", () => {
    for (const value of [null, 3, "x", [], { id: "a" }, { name: "No id" }]) {
      expect(readBuyerRecord(value)).toBeNull();
    }
    expect(readBuyerRecord({ id: "a", name: "A", updatedAt: "soon", stateCode: "99" })).toMatchObject({
      updatedAt: 0,
      stateCode: "",
    });
  });
});
