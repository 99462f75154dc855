import { describe, expect, it } from "vitest";
import { fakeResolveAll } from "../testing/fake-dns.ts";
import { AddressRefused, allowedAddresses, isPublicAddress } from "./address-policy.ts";

describe("isPublicAddress", () => {
  it.each([
    "127.0.0.1",
    "127.255.255.254",
    "0.0.0.0",
    "10.0.0.1",
    "172.16.5.4",
    "192.168.0.10",
    "169.254.169.254",
    "100.64.0.1",
    "224.0.0.251",
    "255.255.255.255",
    "192.0.2.1",
    "198.18.0.1",
    "::1",
    "[::1]",
    "::",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "[::ffff:a00:1]",
    "fc00::1",
    "fd12:3456::1",
    "fe80::1",
    "ff02::1",
    "64:ff9b::7f00:1",
    "2002:7f00:1::",
    "2001::1",
    "not-an-address",
    "",
  ])("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(["93.184.215.14", "8.8.8.8", "2606:4700:4700::1111", "[2a00:1450:4017:80e::200e]", "::ffff:93.184.215.14"])(
    "takes %s",
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe("allowedAddresses", () => {
  const dns = fakeResolveAll({
    "hooks.example.com": ["93.184.215.14", "2606:2800:21f:cb07:6820:80da:af6b:8b2c"],
    "both.example.com": ["93.184.215.14", "10.1.1.1"],
    "lab.example.com": ["192.168.1.20"],
  });
  const publicOnly = { allowPrivateNetworks: false, resolveAll: dns };

  it("gives every address of a public name, and an address literal as it is", async () => {
    expect(await allowedAddresses("hooks.example.com", publicOnly)).toEqual([
      { address: "93.184.215.14", family: 4 },
      { address: "2606:2800:21f:cb07:6820:80da:af6b:8b2c", family: 6 },
    ]);
    expect(await allowedAddresses("[2606:4700:4700::1111]", publicOnly)).toEqual([
      { address: "2606:4700:4700::1111", family: 6 },
    ]);
  });

  it("refuses a name with any private address, and a name that does not resolve", async () => {
    await expect(allowedAddresses("both.example.com", publicOnly)).rejects.toEqual(new AddressRefused("not_public"));
    await expect(allowedAddresses("lab.example.com", publicOnly)).rejects.toEqual(new AddressRefused("not_public"));
    await expect(allowedAddresses("nowhere.example.com", publicOnly)).rejects.toEqual(new AddressRefused("unresolved"));
  });

  it("lets private addresses through only where they are allowed", async () => {
    const lab = { allowPrivateNetworks: true, resolveAll: dns };
    expect(await allowedAddresses("lab.example.com", lab)).toEqual([{ address: "192.168.1.20", family: 4 }]);
    expect(await allowedAddresses("127.0.0.1", lab)).toEqual([{ address: "127.0.0.1", family: 4 }]);
  });
});
